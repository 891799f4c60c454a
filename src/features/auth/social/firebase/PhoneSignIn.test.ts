import { describe, expect, it } from 'vitest';
import { createRecordingApi } from '../../../../api/testing/sessionFakeApi';
import { createFakeFirebasePhone, DEMO_FIREBASE_TOKEN, FAKE_PHONE_CODE } from './fakeFirebasePhone';
import type { PhoneSignInHost } from './PhoneSignIn';
import { PhoneSignIn } from './PhoneSignIn';

const FIREBASE = {
  apiKey: 'AIza-demo-key-0000',
  authDomain: 'auth.demo.test',
  projectId: 'piso-panalo-prod',
  appId: '1:1:web:1',
};
const browserTab = {
  isIPad: false,
  isIosHomeScreen: false,
  isStandalone: false,
  isNativeApp: false,
};

function phoneSignIn(env: PhoneSignInHost['env'] = browserTab) {
  const recording = createRecordingApi({ token: 't' });
  const adapter = createFakeFirebasePhone();
  const host: PhoneSignInHost = {
    api: recording.api,
    adapter: () => Promise.resolve(adapter),
    deviceId: () => 'device-0001',
    env,
    firebase: FIREBASE,
    login: async (_pending, call) => {
      await call().catch(() => null);
      return true;
    },
    fail: (error) => {
      throw error;
    },
  };
  return { phone: new PhoneSignIn(host), calls: recording.calls };
}

describe('Firebase phone sign-in (spec 3: firebaseChannel, device, isOfficialAppLogin)', () => {
  it('registration proves the number with the token and the project it came from', async () => {
    const { phone } = phoneSignIn();
    await phone.verifier.send('+63', '09171234567');
    await expect(phone.verifier.confirm(FAKE_PHONE_CODE)).resolves.toEqual({
      firebaseIdToken2: DEMO_FIREBASE_TOKEN,
      firebaseChannel2: 'piso-panalo-prod',
    });
  });

  it('the login of type firebase carries its channel, the device and isOfficialAppLogin', async () => {
    const { phone, calls } = phoneSignIn({ ...browserTab, isNativeApp: true, isIPad: true });
    await phone.sendCode('+63', '09171234567');
    await phone.loginWithCode(FAKE_PHONE_CODE);
    const [call] = calls;
    expect(call?.data).toMatchObject({
      type: 'firebase',
      firebaseIdToken: DEMO_FIREBASE_TOKEN,
      firebaseChannel: 'piso-panalo-prod',
      loginDeviceId: 'device-0001',
      isOfficialAppLogin: true,
      device: 'IPAD',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { REGISTER_PATHS } from '../../../api/calls/memberRegister';
import { createRecordingApi } from '../../../api/testing/sessionFakeApi';
import type { LaunchInfo } from '../../../config/launchInfo';
import { createTestEnvironment } from '../../../testing/createTestEnvironment';
import type { TestEnvironmentOptions } from '../../../testing/createTestEnvironment';
import { sendRegister } from './outcome';
import { buildRegisterPayload, pixelTrackOf, registerMethodFor } from './registerPayload';
import type { RegisterPayloadInput } from './registerPayload';

const PAGE = 'https://m.demo-casino.test/m/register?tid=LINK42';
const DEVICE = '0123456789abcdef0123456789abcdef0123';

function launch(overrides: Partial<LaunchInfo> = {}): LaunchInfo {
  return {
    registration: { affiliateCode: 'aff1', referralCode: 'FRIEND', originalDomain: 'demo.test' },
    adTracking: {},
    clickIds: {},
    from: null,
    tid: 'LINK42',
    homescreen: false,
    fullscreen: true,
    language: null,
    ...overrides,
  };
}

function input(
  overrides: Partial<RegisterPayloadInput> = {},
  env: Partial<TestEnvironmentOptions> = {},
) {
  return {
    mode: 'username',
    username: 'newplayer',
    mobile: '',
    password: 'Secret12',
    referralCode: 'FRIEND',
    env: createTestEnvironment({ url: PAGE, ...env }),
    launch: launch(),
    deviceId: DEVICE,
    ...overrides,
  } satisfies RegisterPayloadInput;
}

describe('registerMethodFor', () => {
  const env = { isNativeApp: false, isIosHomeScreen: false, isStandalone: false };

  it('is APP inside the native app, even when it runs standalone', () => {
    expect(registerMethodFor({ ...env, isNativeApp: true, isStandalone: true })).toBe('APP');
  });

  it('is WEBCLIP when opened from an iOS home-screen icon', () => {
    expect(registerMethodFor({ ...env, isIosHomeScreen: true, isStandalone: true })).toBe(
      'WEBCLIP',
    );
  });

  it('is PWA in another installed web app', () => {
    expect(registerMethodFor({ ...env, isStandalone: true })).toBe('PWA');
  });

  it('is H5 in a browser tab', () => {
    expect(registerMethodFor(env)).toBe('H5');
  });
});

describe('pixelTrackOf', () => {
  it('is null when every stored ad-tracking id is empty', () => {
    expect(pixelTrackOf({})).toBeNull();
    expect(pixelTrackOf({ gpsAdid: '', idfa: '  ' })).toBeNull();
  });

  it('keeps the ids that have a value', () => {
    expect(pixelTrackOf({ gpsAdid: 'g-1', idfa: '', appsflyerId: 'af-9' })).toEqual({
      gpsAdid: 'g-1',
      appsflyerId: 'af-9',
    });
  });
});

describe('buildRegisterPayload', () => {
  it('sends a username registration with everything spec 3 names', () => {
    const { call, request } = buildRegisterPayload(
      input({
        captcha: { geetestValidateV4: 'v4-proof', geetestChallenge: 'not sent' },
        launch: launch({ adTracking: { gpsAdid: 'g-1' } }),
      }),
    );
    expect(call).toBe('username');
    expect(request).toEqual({
      registerMethod: 'H5',
      registerUrl: PAGE,
      loginDeviceId: DEVICE,
      isOfficialAppLogin: false,
      linkId: 'LINK42',
      affiliateCode: 'aff1',
      domain: 'demo.test',
      referralCode: 'FRIEND',
      pixelTrack: { gpsAdid: 'g-1' },
      login: true,
      geetestValidateV4: 'v4-proof',
      username: 'newplayer',
      password: 'Secret12',
    });
  });

  it('sends pixelTrack null when no ad-tracking id was stored', () => {
    expect(buildRegisterPayload(input()).request.pixelTrack).toBeNull();
  });

  it('takes linkId from tid, and leaves it out without one', () => {
    expect(buildRegisterPayload(input()).request.linkId).toBe('LINK42');
    expect(
      buildRegisterPayload(input({ launch: launch({ tid: null }) })).request,
    ).not.toHaveProperty('linkId');
  });

  it('says APP and official app login inside the native app', () => {
    const { request } = buildRegisterPayload(input({}, { isNativeApp: true }));
    expect(request).toMatchObject({ registerMethod: 'APP', isOfficialAppLogin: true });
  });

  it('says WEBCLIP from an iOS home-screen icon and PWA from an installed web app', () => {
    expect(
      buildRegisterPayload(input({}, { isIosHomeScreen: true, isStandalone: true })).request
        .registerMethod,
    ).toBe('WEBCLIP');
    expect(buildRegisterPayload(input({}, { isStandalone: true })).request.registerMethod).toBe(
      'PWA',
    );
  });

  describe('when the tenant registers by mobile number', () => {
    const mobile = (overrides: Partial<RegisterPayloadInput> = {}) =>
      buildRegisterPayload(
        input({
          mode: 'mobile',
          username: '',
          mobile: '0917 555 0101',
          phoneProof: { smsCode: '123456' },
          smsTemplate: 'MOBILE_REGISTER',
          ...overrides,
        }),
      );

    it('sends the number as digits with its proof and SMS template, and no username', () => {
      const { call, request } = mobile();
      expect(call).toBe('mobile');
      expect(request).toMatchObject({
        mobileNum: '09175550101',
        smsCode: '123456',
        smsTemplate: 'MOBILE_REGISTER',
        password: 'Secret12',
      });
      expect(request).not.toHaveProperty('username');
    });

    it('sends the six-digit default password when the form asks none', () => {
      expect(mobile({ password: null }).request.password).toBe('123456');
    });

    it('carries a Firebase proof instead of an SMS code', () => {
      const { request } = mobile({
        phoneProof: { firebaseIdToken2: 'id-token', firebaseChannel2: 'web' },
      });
      expect(request).toMatchObject({ firebaseIdToken2: 'id-token', firebaseChannel2: 'web' });
      expect(request).not.toHaveProperty('smsCode');
    });
  });

  it('lets the server pick the username when the member leaves it empty', () => {
    const { call, request } = buildRegisterPayload(input({ username: '  ' }));
    expect(call).toBe('autoUsername');
    expect(request).not.toHaveProperty('username');
  });

  it('carries the account a sign-in provider binds', () => {
    const { request } = buildRegisterPayload(input({ linked: { lineSessionToken: 'line-1' } }));
    expect(request.lineSessionToken).toBe('line-1');
  });
});

describe('the ModuleId of each registration', () => {
  const moduleIdOf = async (payload: ReturnType<typeof buildRegisterPayload>) => {
    const { api, calls } = createRecordingApi({ userName: 'x', token: 't' });
    await sendRegister(api, payload);
    const [call] = calls;
    return { path: call?.path, moduleId: call?.options?.headers?.ModuleId, options: call?.options };
  };

  it('is REG3 for a username, on /wps/member/register, encrypted', async () => {
    const sent = await moduleIdOf(buildRegisterPayload(input()));
    expect(sent).toMatchObject({ path: REGISTER_PATHS.username, moduleId: 'REG3' });
    expect(sent.options).toMatchObject({ encrypt: true });
  });

  it('is MOBILENUMREG3 for a mobile number, on /wps/member/register/mobile', async () => {
    const payload = buildRegisterPayload(
      input({ mode: 'mobile', mobile: '09175550101', phoneProof: { smsCode: '123456' } }),
    );
    expect(await moduleIdOf(payload)).toMatchObject({
      path: REGISTER_PATHS.mobile,
      moduleId: 'MOBILENUMREG3',
    });
  });

  it('is REG3 when the server picks the username', async () => {
    expect(await moduleIdOf(buildRegisterPayload(input({ username: '' })))).toMatchObject({
      path: REGISTER_PATHS.autoUsername,
      moduleId: 'REG3',
    });
  });
});

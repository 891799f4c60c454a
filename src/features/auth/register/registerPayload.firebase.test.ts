import { describe, expect, it } from 'vitest';
import type { LaunchInfo } from '../../../config/launchInfo';
import { createTestEnvironment } from '../../../testing/createTestEnvironment';
import type { TestEnvironmentOptions } from '../../../testing/createTestEnvironment';
import { buildRegisterPayload } from './registerPayload';

const launch: LaunchInfo = {
  registration: { affiliateCode: '', referralCode: null, originalDomain: '' },
  adTracking: {},
  clickIds: {},
  from: null,
  tid: null,
  homescreen: false,
  fullscreen: true,
  language: null,
};

const mobile = (env: Partial<TestEnvironmentOptions>, phoneProof: object) =>
  buildRegisterPayload({
    mode: 'mobile',
    username: '',
    mobile: '0917 555 0101',
    password: null,
    referralCode: '',
    phoneProof,
    env: createTestEnvironment({ url: 'https://m.pisopanalo.test/m/register', ...env }),
    launch,
    deviceId: '0123456789abcdef0123456789abcdef0123',
  }).request;

describe('a registration whose number Firebase proved (spec 3)', () => {
  const firebase = { firebaseIdToken2: 'jwt-1', firebaseChannel2: 'piso-panalo-prod' };

  it('carries firebaseChannel2 and firebaseIdToken2, isOfficialAppLogin and the device', () => {
    expect(mobile({ isStandalone: true }, firebase)).toMatchObject({
      firebaseIdToken2: 'jwt-1',
      firebaseChannel2: 'piso-panalo-prod',
      isOfficialAppLogin: false,
      device: 'PWA',
      registerMethod: 'PWA',
    });
    expect(mobile({ isNativeApp: true, isIPad: true }, firebase)).toMatchObject({
      isOfficialAppLogin: true,
      device: 'IPAD',
    });
  });

  it('leaves device out in a browser tab, and for a number proved by the platform sms', () => {
    expect(mobile({}, firebase)).not.toHaveProperty('device');
    expect(mobile({ isStandalone: true }, { smsCode: '123456' })).not.toHaveProperty('device');
  });
});

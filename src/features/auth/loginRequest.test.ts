import { describe, expect, it } from 'vitest';
import { buildLoginRequest, loginDevice } from './loginRequest';

const browser = { isIPad: false, isIosHomeScreen: false, isStandalone: false, isNativeApp: false };
const DEVICE_ID = '0b0e1a52-9d2b-4c55-8c9f-1f6f3f0d2a11';

describe('the login request (spec 3)', () => {
  describe('device', () => {
    it('is absent in a plain browser', () => {
      expect(loginDevice(browser)).toBeUndefined();
    });
    it('is WEBCLIP from an iOS home-screen icon', () => {
      expect(loginDevice({ ...browser, isIosHomeScreen: true, isStandalone: true })).toBe(
        'WEBCLIP',
      );
    });
    it('is PWA for another installed web app', () => {
      expect(loginDevice({ ...browser, isStandalone: true })).toBe('PWA');
    });
    it('is IPAD on an iPad', () => {
      expect(loginDevice({ ...browser, isIPad: true, isStandalone: true })).toBe('IPAD');
    });
  });

  it('sends a username login with the device id, the app flag and the captcha result', () => {
    const request = buildLoginRequest(
      { method: 'username', username: ' member1 ', password: ' pw ', remember: false },
      {
        deviceId: DEVICE_ID,
        env: { ...browser, isNativeApp: true, isStandalone: true },
        captcha: { geetestValidateV4: 'v4' },
      },
    );
    expect(request).toEqual({
      username: 'member1',
      password: ' pw ',
      type: 'username',
      isSms: false,
      loginDeviceId: DEVICE_ID,
      isOfficialAppLogin: true,
      device: 'PWA',
      geetestValidateV4: 'v4',
    });
  });

  it('carries a pending LINE or Telegram account so the server binds it to this member', () => {
    const form = {
      method: 'username',
      username: 'member1',
      password: 'pw',
      remember: false,
    } as const;
    const line = buildLoginRequest(form, {
      deviceId: DEVICE_ID,
      env: browser,
      linked: { lineSessionToken: 'line-token-1' },
    });
    expect(line.lineSessionToken).toBe('line-token-1');
    expect(line).not.toHaveProperty('telegramAuth');
    const telegram = buildLoginRequest(form, {
      deviceId: DEVICE_ID,
      env: browser,
      linked: { telegramAuth: 'eyJpZCI6MX0=' },
    });
    expect(telegram.telegramAuth).toBe('eyJpZCI6MX0=');
    expect(telegram).not.toHaveProperty('lineSessionToken');
    const plain = buildLoginRequest(form, { deviceId: DEVICE_ID, env: browser, linked: null });
    expect(plain).not.toHaveProperty('lineSessionToken');
    expect(plain).not.toHaveProperty('telegramAuth');
  });

  it('sends a mobile and password login as a username login', () => {
    const request = buildLoginRequest(
      { method: 'mobile', username: '09171234567', password: 'pw', remember: false },
      { deviceId: DEVICE_ID, env: browser },
    );
    expect(request).toMatchObject({ type: 'username', username: '09171234567', isSms: false });
    expect(request).not.toHaveProperty('device');
  });

  it('sends an sms login with the code as the password', () => {
    const request = buildLoginRequest(
      {
        method: 'sms',
        username: '09171234567',
        password: 'ignored',
        smsCode: ' 123456 ',
        countryDialingCode: '+63',
        remember: false,
      },
      { deviceId: DEVICE_ID, env: browser },
    );
    expect(request).toMatchObject({
      type: 'sms',
      isSms: true,
      username: '09171234567',
      password: '123456',
    });
  });
});

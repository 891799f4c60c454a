import { describe, expect, it } from 'vitest';
import { ApiError } from '../ApiError';
import {
  login,
  loginWithLine,
  loginWithMaya,
  loginWithSecondFactor,
  loginWithTelegram,
  logout,
  secondFactorChallenge,
  sendSmsCode,
} from './session';
import type { LoginRequest, LoginResponse } from './session';
import { createRecordingApi } from '../testing/sessionFakeApi';

const DEVICE = '0123456789abcdef0123456789abcdef0123';
const ANSWER: LoginResponse = {
  token: 't'.repeat(64),
  firstTimeLogin: false,
  passwordExpired: false,
  spanId: 'span',
  id: 10000,
  userName: 'member1',
  customerType: 0,
  customerName: 'member1',
  customerId: 10000,
};

describe('login', () => {
  it('posts the login request encrypted to /wps/session/login with the Device header', async () => {
    const { api, calls } = createRecordingApi(ANSWER);
    const request: LoginRequest = {
      type: 'username',
      username: 'member1',
      password: 'Passw0rd!',
      loginDeviceId: DEVICE,
      device: 'PWA',
    };
    await expect(login(api, request, DEVICE)).resolves.toEqual(ANSWER);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/wps/session/login',
        data: request,
        options: { encrypt: true, headers: { Device: DEVICE } },
      },
    ]);
  });

  it('keeps the caller options and always encrypts', async () => {
    const { api, calls } = createRecordingApi(ANSWER);
    const request: LoginRequest = {
      type: 'sms',
      isSms: true,
      username: '09171234567',
      password: '123456',
    };
    await login(api, request, DEVICE, { alert: false });
    expect(calls[0]?.options).toEqual({ alert: false, encrypt: true, headers: { Device: DEVICE } });
  });

  it('sends the second-factor login encrypted to /wps/session/login/verification', async () => {
    const { api, calls } = createRecordingApi(ANSWER);
    const request = { verifyToken: 'v', option: 'ga' as const, code: '123456' };
    await loginWithSecondFactor(api, request, DEVICE);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/wps/session/login/verification',
        data: request,
        options: { encrypt: true, headers: { Device: DEVICE } },
      },
    ]);
  });
});

describe('social logins', () => {
  const context = {
    registerUrl: 'https://m.demo.test/m/login',
    affiliateCode: 'www',
    domain: 'm.demo.test',
  };

  it('posts the maya, line and telegram payloads to their paths, not encrypted', async () => {
    const { api, calls } = createRecordingApi(ANSWER);
    const maya = { ...context, sessionId: 's', env: 'SANDBOX' as const };
    const line = { ...context, lineSessionToken: 'l' };
    const telegram = { ...context, telegramAuth: 'eyJ9' };
    await expect(loginWithMaya(api, maya)).resolves.toEqual(ANSWER);
    await loginWithLine(api, line);
    await loginWithTelegram(api, telegram, { alert: false });
    expect(calls).toEqual([
      { method: 'POST', path: '/wps/session/login/maya', data: maya, options: {} },
      { method: 'POST', path: '/wps/session/login/line', data: line, options: {} },
      {
        method: 'POST',
        path: '/wps/session/login/telegram',
        data: telegram,
        options: { alert: false },
      },
    ]);
  });
});

describe('logout and sms', () => {
  it('posts an empty logout', async () => {
    const { api, calls } = createRecordingApi(null);
    await expect(logout(api)).resolves.toBeNull();
    expect(calls).toEqual([
      { method: 'POST', path: '/wps/session/logout', data: undefined, options: {} },
    ]);
  });

  it('asks for an sms code with the dialing code and the number', async () => {
    const { api, calls } = createRecordingApi({ resendSeconds: 60, expiresInSeconds: 300 });
    const request = { countryDialingCode: '+63', mobileNum: '09171234567' };
    await expect(sendSmsCode(api, request, { alert: false })).resolves.toEqual({
      resendSeconds: 60,
      expiresInSeconds: 300,
    });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/wps/verification/sms/noLogin',
        data: request,
        options: { alert: false },
      },
    ]);
  });
});

describe('secondFactorChallenge', () => {
  function verifyError(value: unknown): ApiError {
    const error = new ApiError({
      path: '/wps/session/login',
      kind: 'server',
      errorCode: 'login_verify_required',
    });
    return Object.assign(error, { value });
  }

  it('reads the options and verify token of a login_verify_required error', () => {
    const error = verifyError({ options: ['email', 'ga', 'sms', 'fax'], verifyToken: 'v1' });
    expect(secondFactorChallenge(error)).toEqual({
      options: ['email', 'ga', 'sms'],
      verifyToken: 'v1',
    });
  });

  it('is null for other errors and for a challenge without a token', () => {
    const other = new ApiError({ path: '/x', kind: 'server', errorCode: 'login.cred.err' });
    expect(secondFactorChallenge(other)).toBeNull();
    expect(secondFactorChallenge(verifyError({ options: ['ga'] }))).toBeNull();
    expect(secondFactorChallenge(verifyError(null))).toBeNull();
    expect(secondFactorChallenge('login_verify_required')).toBeNull();
  });
});

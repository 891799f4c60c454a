import { describe, expect, it } from 'vitest';
import type { LoginResponse, SecondFactorChallenge } from '../src/api/calls/session.ts';
import { PASSWORD, sessionTestApi } from './sessionTestSupport.ts';

const LOGIN = '/wps/session/login';
const SMS = '/wps/verification/sms/noLogin';

describe('POST /wps/session/login by username and password', () => {
  const t = sessionTestApi();
  const login = (username: string, password = PASSWORD) =>
    t.post<LoginResponse>(LOGIN, { type: 'username', username, password, loginDeviceId: 'd-1' });

  it.each([
    ['member1', PASSWORD, { customerType: 0, firstTimeLogin: false, passwordExpired: false }],
    ['agent1', PASSWORD, { customerType: 1, firstTimeLogin: false, passwordExpired: false }],
    ['newbie', '123456', { customerType: 0, firstTimeLogin: true, passwordExpired: false }],
    ['expired1', PASSWORD, { customerType: 0, firstTimeLogin: false, passwordExpired: true }],
    ['type4', PASSWORD, { customerType: 4, firstTimeLogin: false, passwordExpired: false }],
    ['09171234567', PASSWORD, { customerType: 0, firstTimeLogin: false, passwordExpired: false }],
  ] as const)('logs %s in with a fresh session', async (username, password, expected) => {
    const { status, body } = await login(username, password);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, errorCode: null, value: expected });
    const value = body.value as LoginResponse;
    expect(value.token).toMatch(/^[0-9a-f]{64}$/);
    expect(value).toMatchObject({ userName: username, customerName: username });
    expect(value.customerId).toBe(value.id);
    expect(value.spanId).toEqual(expect.any(String));
    const again = await login(username, password);
    expect(again.body.value?.token).not.toBe(value.token);
  });

  it('finds the member whatever the case of the username', async () => {
    expect((await login('MEMBER1')).body.value?.userName).toBe('member1');
  });

  it('answers login.cred.err for a wrong password and not.exists.user for an unknown user', async () => {
    expect((await login('agent1', 'wrong-password')).body).toEqual({
      success: false,
      errorCode: 'login.cred.err',
      message: expect.any(String),
      value: null,
    });
    expect((await login('nobody', PASSWORD)).body.errorCode).toBe('not.exists.user');
  });

  it('answers TOO_MANY_REQUEST_LOGIN after five wrong passwords, even for the right one', async () => {
    const codes: (string | null)[] = [];
    for (let i = 0; i < 5; i++) codes.push((await login('type4', `wrong-${i}`)).body.errorCode);
    expect(codes).toEqual(Array(5).fill('login.cred.err'));
    expect((await login('type4', 'wrong-5')).body.errorCode).toBe('TOO_MANY_REQUEST_LOGIN');
    expect((await login('type4', PASSWORD)).body.errorCode).toBe('TOO_MANY_REQUEST_LOGIN');
    t.clock.now += 15 * 60_000;
    expect((await login('type4', PASSWORD)).body.success).toBe(true);
  });

  it('refuses a plain body with encrypt.required', async () => {
    const { status, body } = await t.post(
      LOGIN,
      { type: 'username', username: 'member1', password: PASSWORD },
      { plain: true },
    );
    expect(status).toBe(400);
    expect(body.errorCode).toBe('encrypt.required');
  });
});

describe('second factor', () => {
  async function challenge() {
    const t = sessionTestApi();
    const { body } = await t.post<SecondFactorChallenge>(LOGIN, {
      type: 'username',
      username: 'twofa1',
      password: PASSWORD,
    });
    return { t, body };
  }

  it('answers login_verify_required with the options and a verify token', async () => {
    const { body } = await challenge();
    expect(body).toEqual({
      success: false,
      errorCode: 'login_verify_required',
      message: expect.any(String),
      value: { options: ['email', 'ga', 'sms'], verifyToken: expect.any(String) },
    });
  });

  it('completes the login with code 123456, and not with another code', async () => {
    const { t, body } = await challenge();
    const verifyToken = body.value?.verifyToken;
    const wrong = await t.post('/wps/session/login/verification', {
      verifyToken,
      option: 'ga',
      code: '000000',
    });
    expect(wrong.body.errorCode).toBe('verify.code.err');
    const right = await t.post<LoginResponse>('/wps/session/login/verification', {
      verifyToken,
      option: 'ga',
      code: '123456',
    });
    expect(right.body).toMatchObject({ success: true, value: { userName: 'twofa1' } });
    const info = await t.get('/wps/member/info', { token: right.body.value?.token });
    expect(info.body).toMatchObject({ success: true, value: { account: 'twofa1' } });
    const reused = await t.post('/wps/session/login/verification', {
      verifyToken,
      option: 'ga',
      code: '123456',
    });
    expect(reused.body.errorCode).toBe('verify.token.invalid');
  });
});

describe('sms login', () => {
  const mobile = '09171234567';
  const smsLogin = (t: ReturnType<typeof sessionTestApi>, code: string) =>
    t.post<LoginResponse>(LOGIN, { type: 'sms', isSms: true, username: mobile, password: code });

  it('logs the mobile member in with the code sent to the number, once', async () => {
    const t = sessionTestApi();
    const sent = await t.post(
      SMS,
      { countryDialingCode: '+63', mobileNum: mobile },
      { plain: true },
    );
    expect(sent.body).toEqual({
      success: true,
      errorCode: null,
      message: null,
      value: { resendSeconds: 60, expiresInSeconds: 300 },
    });
    expect((await smsLogin(t, '654321')).body.errorCode).toBe('sms.code.err');
    expect((await smsLogin(t, '123456')).body.value).toMatchObject({ userName: mobile });
    expect((await smsLogin(t, '123456')).body.errorCode).toBe('sms.code.err');
  });

  it('answers sms.code.err when no code was sent', async () => {
    expect((await smsLogin(sessionTestApi(), '123456')).body.errorCode).toBe('sms.code.err');
  });

  it('answers TOO_MANY_REQUEST_SMS to a second send within 60 s', async () => {
    const t = sessionTestApi();
    const send = () =>
      t.post(SMS, { countryDialingCode: '+63', mobileNum: mobile }, { plain: true });
    expect((await send()).body.success).toBe(true);
    t.clock.now += 59_000;
    expect((await send()).body.errorCode).toBe('TOO_MANY_REQUEST_SMS');
    t.clock.now += 1_000;
    expect((await send()).body.success).toBe(true);
  });

  it('refuses a number that is not one', async () => {
    const t = sessionTestApi();
    const sent = await t.post(
      SMS,
      { countryDialingCode: '+63', mobileNum: 'abc' },
      { plain: true },
    );
    expect(sent.body.errorCode).toBe('sms.mobile.invalid');
  });
});

describe('POST /wps/session/logout', () => {
  it('ends the session: member calls then answer user.or.token.invalid', async () => {
    const t = sessionTestApi();
    const token = await t.loginAs('member1');
    expect((await t.get('/wps/member/info', { token })).body.success).toBe(true);
    const out = await t.post('/wps/session/logout', undefined, { token });
    expect(out.body).toEqual({ success: true, errorCode: null, message: null, value: null });
    const info = await t.get('/wps/member/info', { token });
    expect(info.status).toBe(200);
    expect(info.body.errorCode).toBe('user.or.token.invalid');
  });

  it('succeeds without a session too', async () => {
    const t = sessionTestApi();
    expect((await t.post('/wps/session/logout', undefined)).body.success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { RegisterResponse } from '../src/api/calls/memberRegister.ts';
import type { LoginResponse } from '../src/api/calls/session.ts';
import { repoTenants } from './testSupport.ts';
import { sessionTestApi, telegramAuth } from './sessionTestSupport.ts';

const REGISTER = '/wps/member/register';
const MOBILE = '/wps/member/register/mobile';
const AUTO = '/wps/member/register/autoUsername';
const REG3 = { headers: { ModuleId: 'REG3' } };
const MOBILENUMREG3 = { headers: { ModuleId: 'MOBILENUMREG3' } };
const base = {
  registerMethod: 'H5',
  registerUrl: 'https://m.demo.test/m/register',
  affiliateCode: 'www',
  domain: 'm.demo.test',
  pixelTrack: null,
};
const tenant = (code: string) => {
  const found = repoTenants().find((t) => t.merchantCode === code);
  if (!found) throw new Error(`tenants/${code}.json is missing`);
  return found;
};

describe('POST /wps/member/register', () => {
  it('registers a member who can then log in; login: true also opens a session', async () => {
    const t = sessionTestApi();
    const { body } = await t.post<RegisterResponse>(
      REGISTER,
      { ...base, username: 'newmember', password: 'Secret12', login: true },
      REG3,
    );
    expect(body).toMatchObject({ success: true, value: { userName: 'newmember' } });
    const value = body.value as RegisterResponse;
    expect(value.customerId).toBe(value.id);
    expect(value.token).toMatch(/^[0-9a-f]{64}$/);
    const info = await t.get('/wps/member/info', { token: value.token ?? '' });
    expect(info.body.value).toMatchObject({
      id: value.id,
      account: 'newmember',
      type: 0,
      language: 'EN',
      clubLabel: { labelId: 1, labelName: 'Bronze', rankLevel: 1, type: 'AUTO' },
    });
    expect(await t.loginAs('newmember', 'Secret12')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a null token without login', async () => {
    const t = sessionTestApi();
    const { body } = await t.post<RegisterResponse>(
      REGISTER,
      { ...base, username: 'quietone', password: 'Secret12' },
      REG3,
    );
    expect(body.value).toMatchObject({ userName: 'quietone', token: null });
  });

  it('answers member.username.exists for a taken username, in any case', async () => {
    const t = sessionTestApi();
    const { body } = await t.post(
      REGISTER,
      { ...base, username: 'Member1', password: 'Secret12' },
      REG3,
    );
    expect(body.errorCode).toBe('member.username.exists');
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'abcdefghijklmnopq'],
    ['not letters or digits', 'bad_name'],
  ])('answers member.username.invalid for a username %s', async (_why, username) => {
    const t = sessionTestApi();
    const { body } = await t.post(REGISTER, { ...base, username, password: 'Secret12' }, REG3);
    expect(body.errorCode).toBe('member.username.invalid');
  });

  it.each([
    ['shorter than the tenant minimum', 'Ab1'],
    ['digits only', '12345678'],
    ['longer than the tenant maximum', 'A1'.repeat(11)],
    ['missing', undefined],
  ])('answers member.password.invalid for a password %s', async (_why, password) => {
    const t = sessionTestApi();
    const { body } = await t.post(REGISTER, { ...base, username: 'weakone', password }, REG3);
    expect(body.errorCode).toBe('member.password.invalid');
  });

  it('follows each tenant password rules: digits only where allowed, length 8 in th-line', async () => {
    const vn = sessionTestApi([tenant('vn-lotto')]);
    const digits = await vn.post(
      REGISTER,
      { ...base, username: 'sochi', password: '246810' },
      REG3,
    );
    expect(digits.body.success).toBe(true);
    const th = sessionTestApi([tenant('th-line')]);
    const short = await th.post(
      REGISTER,
      { ...base, username: 'lanna', password: 'Abc1234' },
      REG3,
    );
    expect(short.body.errorCode).toBe('member.password.invalid');
  });

  it('refuses a plain body and a wrong ModuleId', async () => {
    const t = sessionTestApi();
    const request = { ...base, username: 'plainone', password: 'Secret12' };
    const plain = await t.post(REGISTER, request, { ...REG3, plain: true });
    expect(plain).toMatchObject({ status: 400, body: { errorCode: 'encrypt.required' } });
    const wrong = await t.post(REGISTER, request, MOBILENUMREG3);
    expect(wrong).toMatchObject({ status: 400, body: { errorCode: 'module.id.invalid' } });
  });

  it('binds the LINE and Telegram identities it carries, and refuses bad ones', async () => {
    const t = sessionTestApi();
    const lineSessionToken = 'demo-line-session-token.reg';
    const telegram = telegramAuth({ id: 777, first_name: 'A', auth_date: 1, hash: 'demo-valid' });
    const bad = await t.post(
      REGISTER,
      { ...base, username: 'linefan', password: 'Secret12', lineSessionToken: 'stale' },
      REG3,
    );
    expect(bad.body.errorCode).toBe('line_invalid_token');
    const ok = await t.post(
      REGISTER,
      {
        ...base,
        username: 'linefan',
        password: 'Secret12',
        lineSessionToken,
        telegramAuth: telegram,
      },
      REG3,
    );
    expect(ok.body.success).toBe(true);
    const line = await t.post<LoginResponse>(
      '/wps/session/login/line',
      { lineSessionToken },
      { plain: true },
    );
    expect(line.body.value?.userName).toBe('linefan');
    const tg = await t.post<LoginResponse>(
      '/wps/session/login/telegram',
      { telegramAuth: telegram },
      { plain: true },
    );
    expect(tg.body.value?.userName).toBe('linefan');
  });
});

describe('POST /wps/member/register/mobile', () => {
  const mobileNum = '09170000001';
  const sendSms = (t: ReturnType<typeof sessionTestApi>, number = mobileNum) =>
    t.post(
      '/wps/verification/sms/noLogin',
      { countryDialingCode: '+63', mobileNum: number },
      {
        plain: true,
      },
    );

  it('answers sms.code.err without a code sent to the number', async () => {
    const t = sessionTestApi();
    const { body } = await t.post(
      MOBILE,
      { ...base, mobileNum, password: 'Secret12', smsCode: '123456' },
      MOBILENUMREG3,
    );
    expect(body.errorCode).toBe('sms.code.err');
  });

  it('registers the number with the code it was sent; the number is then the login', async () => {
    const t = sessionTestApi();
    await sendSms(t);
    const wrong = await t.post(
      MOBILE,
      { ...base, mobileNum, password: 'Secret12', smsCode: '000000' },
      MOBILENUMREG3,
    );
    expect(wrong.body.errorCode).toBe('sms.code.err');
    const { body } = await t.post<RegisterResponse>(
      MOBILE,
      { ...base, mobileNum, password: 'Secret12', smsCode: '123456', login: true },
      MOBILENUMREG3,
    );
    expect(body.value).toMatchObject({ userName: mobileNum, token: expect.any(String) });
    expect(await t.loginAs(mobileNum, 'Secret12')).toEqual(expect.any(String));
  });

  it('answers member.username.exists for a number already registered', async () => {
    const t = sessionTestApi();
    await sendSms(t, '09171234567');
    const { body } = await t.post(
      MOBILE,
      { ...base, mobileNum: '09171234567', password: 'Secret12', smsCode: '123456' },
      MOBILENUMREG3,
    );
    expect(body.errorCode).toBe('member.username.exists');
  });

  it('takes a Firebase id token for the number instead of a code', async () => {
    const t = sessionTestApi();
    const { body } = await t.post(
      MOBILE,
      {
        ...base,
        mobileNum,
        password: 'Secret12',
        firebaseIdToken2: `demo-firebase-id-token.${mobileNum}`,
      },
      MOBILENUMREG3,
    );
    expect(body.success).toBe(true);
  });

  it('gives the six-digit default password where the tenant asks none', async () => {
    const t = sessionTestApi([tenant('ph-maya')]);
    const at = { merchant: 'ph-maya' };
    await t.post(
      '/wps/verification/sms/noLogin',
      { countryDialingCode: '+63', mobileNum },
      {
        plain: true,
        ...at,
      },
    );
    const { body } = await t.post(
      MOBILE,
      { ...base, mobileNum, smsCode: '123456' },
      {
        ...MOBILENUMREG3,
        ...at,
      },
    );
    expect(body.success).toBe(true);
    const login = await t.post<LoginResponse>(
      '/wps/session/login',
      { type: 'username', username: mobileNum, password: '123456' },
      at,
    );
    expect(login.body.value).toMatchObject({ userName: mobileNum, firstTimeLogin: true });
  });
});

describe('POST /wps/member/register/autoUsername', () => {
  it('picks a free username', async () => {
    const t = sessionTestApi();
    const { body } = await t.post<RegisterResponse>(
      AUTO,
      { ...base, password: 'Secret12', login: true },
      REG3,
    );
    expect(body.value?.userName).toMatch(/^u\d{8}$/);
    expect(body.value?.token).toEqual(expect.any(String));
  });
});

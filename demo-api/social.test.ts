import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../src/api/calls/session.ts';
import { repoTenants } from './testSupport.ts';
import { PASSWORD, sessionTestApi, telegramAuth } from './sessionTestSupport.ts';

const LOGIN = '/wps/session/login';
const tenant = (code: string) => {
  const found = repoTenants().find((t) => t.merchantCode === code);
  if (!found) throw new Error(`tenants/${code}.json is missing`);
  return found;
};
const context = { registerUrl: 'https://m.demo.test/m/login', affiliateCode: 'www' };

describe('firebase login', () => {
  it('logs the mobile member in with the demo id token', async () => {
    const t = sessionTestApi();
    const { body } = await t.post<LoginResponse>(LOGIN, {
      type: 'firebase',
      firebaseIdToken: 'demo-firebase-id-token',
      firebaseChannel: 'web',
    });
    expect(body).toMatchObject({ success: true, value: { userName: '09171234567' } });
  });

  it('registers an unknown number when the tenant has FIREBASECREATEACC3', async () => {
    const t = sessionTestApi();
    const firebaseIdToken = 'demo-firebase-id-token.09170000042';
    const first = await t.post<LoginResponse>(LOGIN, { type: 'firebase', firebaseIdToken });
    expect(first.body).toMatchObject({
      success: true,
      value: { userName: '09170000042', firstTimeLogin: true, customerType: 0 },
    });
    const again = await t.post<LoginResponse>(LOGIN, { type: 'firebase', firebaseIdToken });
    expect(again.body.value?.id).toBe(first.body.value?.id);
  });

  it('answers not.exists.user for an unknown number without FIREBASECREATEACC3', async () => {
    const t = sessionTestApi([tenant('vn-lotto')]);
    const { body } = await t.post(LOGIN, {
      type: 'firebase',
      firebaseIdToken: 'demo-firebase-id-token.0900000001',
    });
    expect(body.errorCode).toBe('not.exists.user');
  });

  it('answers login.cred.err for a token it does not know', async () => {
    const t = sessionTestApi();
    const { body } = await t.post(LOGIN, { type: 'firebase', firebaseIdToken: 'forged' });
    expect(body.errorCode).toBe('login.cred.err');
  });
});

describe('line login', () => {
  const LINE = '/wps/session/login/line';

  it('answers not.exists.user for a new LINE identity, then logs in once it is bound', async () => {
    const t = sessionTestApi();
    const lineSessionToken = 'demo-line-session-token';
    const first = await t.post(LINE, { ...context, lineSessionToken }, { plain: true });
    expect(first.body.errorCode).toBe('not.exists.user');
    // "Log in with existing account": a login carrying the LINE token binds it.
    await t.post(LOGIN, {
      type: 'username',
      username: 'agent1',
      password: PASSWORD,
      lineSessionToken,
    });
    const second = await t.post<LoginResponse>(
      LINE,
      { ...context, lineSessionToken },
      { plain: true },
    );
    expect(second.body).toMatchObject({ success: true, value: { userName: 'agent1' } });
    const viaLogin = await t.post<LoginResponse>(LOGIN, { type: 'line', lineSessionToken });
    expect(viaLogin.body.value?.userName).toBe('agent1');
  });

  it('answers line_invalid_token for any other token', async () => {
    const t = sessionTestApi();
    const { body } = await t.post(
      LINE,
      { ...context, lineSessionToken: 'expired-token' },
      { plain: true },
    );
    expect(body.errorCode).toBe('line_invalid_token');
  });

  it('answers login.method.disabled where LINE sign-in is off', async () => {
    const t = sessionTestApi([tenant('ph-maya')]);
    const { body } = await t.post(
      LINE,
      { lineSessionToken: 'demo-line-session-token' },
      { plain: true, merchant: 'ph-maya' },
    );
    expect(body.errorCode).toBe('login.method.disabled');
  });
});

describe('telegram login', () => {
  const TELEGRAM = '/wps/session/login/telegram';
  const auth = (id: number, hash = 'demo-valid') =>
    telegramAuth({ id, first_name: 'Juan', last_name: 'Dela Cruz', auth_date: 1767225600, hash });

  it('logs in the member bound to the Telegram id', async () => {
    const t = sessionTestApi();
    const { body } = await t.post<LoginResponse>(
      TELEGRAM,
      { ...context, telegramAuth: auth(100000001) },
      { plain: true },
    );
    expect(body).toMatchObject({ success: true, value: { userName: 'member1' } });
  });

  it('answers bind_customer_required for an unknown Telegram id, until one is bound', async () => {
    const t = sessionTestApi();
    const telegram = auth(555);
    const first = await t.post(TELEGRAM, { telegramAuth: telegram }, { plain: true });
    expect(first.body.errorCode).toBe('bind_customer_required');
    await t.post(LOGIN, {
      type: 'username',
      username: 'type4',
      password: PASSWORD,
      telegramAuth: telegram,
    });
    const second = await t.post<LoginResponse>(
      TELEGRAM,
      { telegramAuth: telegram },
      { plain: true },
    );
    expect(second.body.value?.userName).toBe('type4');
  });

  it('answers telegram_validate_failed for a bad hash or data that is not base64 JSON', async () => {
    const t = sessionTestApi();
    for (const telegram of [auth(100000001, 'forged'), 'not base64 json', '']) {
      const { body } = await t.post(TELEGRAM, { telegramAuth: telegram }, { plain: true });
      expect(body.errorCode).toBe('telegram_validate_failed');
    }
  });

  it('reads names in any script', async () => {
    const t = sessionTestApi();
    const telegram = telegramAuth({
      id: 100000001,
      first_name: 'สมชาย',
      auth_date: 1767225600,
      hash: 'demo-valid',
    });
    const { body } = await t.post(TELEGRAM, { telegramAuth: telegram }, { plain: true });
    expect(body.success).toBe(true);
  });
});

describe('maya login', () => {
  const MAYA = '/wps/session/login/maya';

  it('logs in with the demo session in the tenant environment', async () => {
    const t = sessionTestApi([tenant('ph-maya')]);
    const { body } = await t.post<LoginResponse>(
      MAYA,
      { ...context, sessionId: 'demo-maya-session', env: 'PRODUCTION' },
      { plain: true, merchant: 'ph-maya' },
    );
    expect(body).toMatchObject({ success: true, value: { userName: '09171234567' } });
  });

  it('refuses another environment or session, and tenants without Maya', async () => {
    const t = sessionTestApi();
    const post = (sessionId: string, env: string) =>
      t.post(MAYA, { sessionId, env }, { plain: true }).then((a) => a.body.errorCode);
    expect(await post('demo-maya-session', 'SANDBOX')).toBeNull();
    expect(await post('demo-maya-session', 'PRODUCTION')).toBe('login.cred.err');
    expect(await post('other-session', 'SANDBOX')).toBe('login.cred.err');
    const without = sessionTestApi([tenant('pk-urdu')]);
    const { body } = await without.post(
      MAYA,
      { sessionId: 'demo-maya-session', env: 'SANDBOX' },
      { plain: true, merchant: 'pk-urdu' },
    );
    expect(body.errorCode).toBe('login.method.disabled');
  });
});

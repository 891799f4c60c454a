import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DemoApi } from '../../../demo-api/createDemoApi';
import type { CryptoKeyStore } from '../../platform/secureStore';
import { createMemoryKeyStore, SEALED_PREFIX } from '../../platform/secureStore';
import { createFakeClock } from '../../testing/createFakeClock';
import type { TenantRootOptions } from '../../testing/createTenantRoot';
import { createTenantRoot } from '../../testing/createTenantRoot';
import { directFetch } from '../../testing/directFetch';
import { tenantByCode } from '../../testing/tenants';
import { LOGOUT_FORGET_MS } from './forgetSignIn';
import type { LoginInput } from './loginInput';
import {
  AUTO_LOGIN_KEY,
  LINE_LOGIN_STATE_KEY,
  LINE_SESSION_TOKEN_KEY,
  REMEMBERED_LOGIN_KEY,
} from './storageKeys';

const PASSWORD = 'Passw0rd!';
const LOGIN_PATH = '/wps/session/login';

/** A root on the login page whose calls are counted by path. */
async function setup(options: TenantRootOptions = {}) {
  const calls: string[] = [];
  const headers: Headers[] = [];
  const result = await createTenantRoot({
    path: '/login',
    ...options,
    connect: (api: DemoApi, origin: string) => {
      const direct = directFetch(api.app, origin);
      return (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), origin);
        calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
        headers.push(new Headers(init?.headers));
        return direct(input, init);
      };
    },
  });
  const { root } = result;
  const count = (call: string) => calls.filter((c) => c === call).length;
  const navigatedTo = () => root.navigation.pending?.path ?? null;
  /** The headers of the last call to a path. */
  const headersOf = (call: string) => headers[calls.lastIndexOf(call)];
  return { ...result, auth: root.auth, calls, count, navigatedTo, headersOf };
}

const form = (
  username: string,
  password = PASSWORD,
  extra: Partial<LoginInput> = {},
): LoginInput => ({
  method: 'username',
  username,
  password,
  remember: false,
  ...extra,
});

describe('the login (spec 4)', () => {
  describe('when member1 logs in with the right password', () => {
    it('stores the token, renews the session with member info and goes home', async () => {
      const { root, auth, navigatedTo } = await setup();
      auth.openLogin();
      expect(await auth.login(form('member1'))).toBe(true);
      expect(auth.loginState).toBe('success');
      expect(root.session.token).toMatch(/\S+/);
      expect(root.platform.session.get('sessionInfo')).toContain(root.session.token!);
      expect(root.platform.local.get('sessionInfo')).toBeNull();
      expect(auth.dialog).toBeNull();
      expect(auth.member.value.info?.account).toBe('member1');
      expect(root.session.session).toMatchObject({ userName: 'member1', type: 0 });
      expect(auth.member.value.displayName).toBeTruthy();
      expect(navigatedTo()).toBe('/home');
    });

    it('sends the device id in the Device header, encrypted', async () => {
      const { auth, root, headersOf } = await setup();
      await auth.login(form('member1'));
      expect(auth.deviceId).toHaveLength(36);
      expect(root.platform.local.get('loginDeviceId')).toBe(auth.deviceId);
      expect(root.platform.cookies.get('loginDeviceId')).toBe(auth.deviceId);
      expect(headersOf(`POST ${LOGIN_PATH}`)?.get('Device')).toBe(auth.deviceId);
    });

    it('then loads rank progress, deposit settings, unread inbox and the chat identity', async () => {
      const { auth, count } = await setup();
      await auth.login(form('member1'));
      await waitFor(() => expect(auth.member.value.chatIdentity).not.toBeNull());
      expect(auth.member.value.rankProgress).not.toBeNull();
      expect(auth.member.value.totalDepositSuccessCount).toBe(3);
      expect(auth.member.value.unreadCount).toBe(2);
      expect(auth.member.value.chatIdentity?.authKey).toBeTruthy();
      expect(count('POST /wps/relay/MCSFE_getPlayerRankProgress')).toBe(1);
    });
  });

  describe('when the password is the six-digit default (newbie)', () => {
    it('goes to /m/changePsw', async () => {
      const { auth, navigatedTo } = await setup();
      await auth.login(form('newbie', '123456'));
      expect(navigatedTo()).toBe('/changePsw');
    });
  });

  describe('when the password expired (expired1)', () => {
    it('goes to /m/changePsw where PWDEXPFORCECHANGE3 is on', async () => {
      const { auth, navigatedTo } = await setup({ tenant: 'demo' });
      await auth.login(form('expired1'));
      expect(navigatedTo()).toBe('/changePsw');
    });

    it('goes home where it is off', async () => {
      const { auth, navigatedTo } = await setup({ tenant: 'pk-urdu' });
      await auth.login(form('expired1'));
      expect(navigatedTo()).toBe('/home');
    });
  });

  describe('with a go target', () => {
    it('honours a same-origin /m/ path', async () => {
      const { auth, navigatedTo } = await setup({ path: '/login?go=%2Fm%2Ffeedback%3Fa%3D1' });
      await auth.login(form('member1'));
      expect(navigatedTo()).toBe('/feedback?a=1');
    });

    it.each(['//evil.example', 'https://evil.example', '/m/../x', 'javascript:alert(1)'])(
      'ignores %s and goes home',
      async (go) => {
        const { auth, navigatedTo } = await setup({
          path: `/login?go=${encodeURIComponent(go)}`,
        });
        await auth.login(form('member1'));
        expect(navigatedTo()).toBe('/home');
      },
    );
  });

  describe('when the password is wrong', () => {
    it('fails with the server message in the form, no notice, the typed values kept', async () => {
      const { root, auth } = await setup();
      const loginForm = await auth.form.load();
      loginForm.setUsername('member1');
      loginForm.setPassword('wrong-one');
      expect(await auth.login(loginForm.value)).toBe(false);
      expect(auth.loginState).toBe('failure');
      expect(auth.loginError).toEqual({ text: 'The username or password is wrong.' });
      expect(root.notices.queue).toEqual([]);
      expect(loginForm.username).toBe('member1');
      expect(loginForm.password).toBe('wrong-one');
      expect(root.session.isLoggedIn).toBe(false);
    });

    it('removes the remembered login (login.cred.err, through the catalogue)', async () => {
      const clock = createFakeClock(Date.now());
      const { root, auth } = await setup({ clock });
      await auth.login(form('member1', PASSWORD, { remember: true }));
      await auth.logout();
      expect(root.platform.local.get(REMEMBERED_LOGIN_KEY)).not.toBeNull();
      clock.advance(600); // past the double-submit guard
      await auth.login(form('member1', 'wrong-one'));
      expect(root.platform.local.get(REMEMBERED_LOGIN_KEY)).toBeNull();
    });
  });

  describe('when the user does not exist', () => {
    it('says so in the form', async () => {
      const { auth } = await setup();
      await auth.login(form('nobody-here'));
      expect(auth.loginError).toEqual({ text: 'This account does not exist.' });
    });
  });

  describe('when the server fails with HTTP 500', () => {
    it('leaves the message to the catalogue notice, not the form', async () => {
      const { root, auth } = await setup({ faults: [{ path: LOGIN_PATH, status: 500 }] });
      await auth.login(form('member1'));
      expect(auth.loginState).toBe('failure');
      expect(auth.loginError).toBeNull();
      expect(root.notices.current?.message).toEqual({ text: 'Demo fault: HTTP 500' });
    });
  });

  describe('when the member needs a second factor (twofa1)', () => {
    it('opens the second-factor dialog, then completes the login with the code', async () => {
      const { auth, navigatedTo, root } = await setup();
      auth.openLogin();
      expect(await auth.login(form('twofa1'))).toBe(false);
      expect(auth.dialog).toBe('secondFactor');
      expect(auth.secondFactor?.challenge.options).toEqual(['email', 'ga', 'sms']);
      auth.chooseSecondFactor('ga');
      expect(await auth.submitSecondFactor('000000')).toBe(false);
      expect(auth.secondFactor?.error).toMatchObject({ text: expect.any(String) });
      expect(await auth.submitSecondFactor('123456')).toBe(true);
      expect(root.session.isLoggedIn).toBe(true);
      expect(auth.dialog).toBeNull();
      expect(navigatedTo()).toBe('/home');
    });
  });

  describe('with an sms code (mobile 09171234567)', () => {
    it('sends the code, counts down to the resend, and logs in with the code', async () => {
      const clock = createFakeClock(Date.now());
      const { root, auth, count } = await setup({ tenant: 'pk-urdu', clock });
      const loginForm = await auth.form.load();
      loginForm.setMethod('sms');
      loginForm.setMobile('09171234567');
      expect(await loginForm.sendSms()).toBe(true);
      expect(count('POST /wps/verification/sms/noLogin')).toBe(1);
      expect(loginForm.smsCountdown).toBe(120); // pk-urdu: auth.sms.resendSeconds
      expect(await loginForm.sendSms()).toBe(false);
      clock.advance(1000);
      expect(loginForm.smsCountdown).toBe(119);
      loginForm.setSmsCode('123456');
      expect(await auth.login(loginForm.value)).toBe(true);
      expect(root.session.isLoggedIn).toBe(true);
      clock.advance(119_000);
      expect(loginForm.smsCountdown).toBe(0);
      expect(loginForm.canSendSms).toBe(true);
    });

    it('asks for the number before sending', async () => {
      const { auth, count } = await setup({ tenant: 'pk-urdu' });
      const loginForm = await auth.form.load();
      loginForm.setMethod('sms');
      expect(await loginForm.sendSms()).toBe(false);
      expect(loginForm.smsError).toEqual({ reason: 'mobileRequired' });
      expect(count('POST /wps/verification/sms/noLogin')).toBe(0);
    });
  });

  describe('when the tenant asks for a captcha before login', () => {
    it('solves it first and sends its result with the login', async () => {
      const demo = tenantByCode('demo');
      const tenantConfig = { ...demo, captcha: { ...demo.captcha, showLoginGeetest: true } };
      const clock = createFakeClock(Date.now());
      const { auth, root, count } = await setup({ tenantConfig, clock });
      expect(root.captcha.required('login')).toBe(true);
      const done = auth.login(form('member1'));
      await waitFor(() =>
        expect(root.captchaStore.current?.activeChallenge ?? null).not.toBeNull(),
      );
      expect(count(`POST ${LOGIN_PATH}`)).toBe(0);
      const active = root.captchaStore.current?.activeChallenge;
      if (active?.kind !== 'fake') throw new Error('expected the fake captcha');
      clock.advance(850); // the fake refuses a solve under 800 ms
      for (const tile of [1, 2, 3]) active.challenge.tap(tile);
      expect(await done).toBe(true);
      expect(count(`POST ${LOGIN_PATH}`)).toBe(1);
    });
  });
});

describe('the double-submit guard (spec 4: 500 ms)', () => {
  it('sends one request for ten quick submits, and takes a new one only after 500 ms', async () => {
    const clock = createFakeClock(Date.now());
    const { auth, count } = await setup({ clock });
    const taps = Array.from({ length: 10 }, () => auth.login(form('member1', 'wrong-one')));
    expect(await Promise.all(taps)).toEqual([false, ...Array(9).fill(false)]);
    expect(count(`POST ${LOGIN_PATH}`)).toBe(1);
    expect(auth.canSubmit).toBe(false);
    await auth.login(form('member1', 'wrong-one'));
    expect(count(`POST ${LOGIN_PATH}`)).toBe(1);
    clock.advance(499);
    expect(auth.canSubmit).toBe(false);
    clock.advance(1);
    expect(auth.canSubmit).toBe(true);
    await auth.login(form('member1', 'wrong-one'));
    expect(count(`POST ${LOGIN_PATH}`)).toBe(2);
  });
});

describe('logout (spec 4)', () => {
  it('calls logout, clears member data and the session, turns auto-login off, goes to login', async () => {
    const { root, auth, count, navigatedTo } = await setup();
    await auth.login(form('member1'));
    await waitFor(() => expect(auth.member.value.unreadCount).toBe(2));
    await auth.logout();
    expect(count('POST /wps/session/logout')).toBe(1);
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.platform.session.get('sessionInfo')).toBeNull();
    expect(auth.member.value.info).toBeNull();
    expect(auth.member.value.unreadCount).toBeNull();
    expect(auth.member.value.totalDepositSuccessCount).toBeNull();
    expect(auth.member.value.chatIdentity).toBeNull();
    expect(root.platform.local.get(AUTO_LOGIN_KEY)).toBe('0');
    expect(navigatedTo()).toBe('/login');
  });
});

describe('logout leaves nothing that signs the member in without typing', () => {
  const LINE_STATE = JSON.stringify({ name: 'Line member', lineSessionToken: 'line-token-1' });
  /** Every key a sign-in could start from, as local storage holds them. */
  const KEYS = [
    AUTO_LOGIN_KEY,
    REMEMBERED_LOGIN_KEY,
    LINE_SESSION_TOKEN_KEY,
    LINE_LOGIN_STATE_KEY,
  ] as const;

  /** member1 logs in with remember me, with LINE keys and a LINE account waiting to be bound. */
  async function rememberedWithLine(options: TenantRootOptions = {}) {
    const tab = await setup(options);
    tab.root.platform.local.set(LINE_SESSION_TOKEN_KEY, 'line-token-1');
    tab.root.platform.local.set(LINE_LOGIN_STATE_KEY, LINE_STATE);
    expect(await tab.auth.login(form('member1', PASSWORD, { remember: true }))).toBe(true);
    tab.auth.setLinkedAccount({ lineSessionToken: 'line-token-1' });
    return tab;
  }

  /** The next visit: a new tab of the same browser, with what local storage kept. */
  async function nextVisit(from: Awaited<ReturnType<typeof setup>>, path = '/home') {
    const local: Record<string, string> = {};
    for (const key of KEYS) {
      const value = from.root.platform.local.get(key);
      if (value !== null) local[key] = value;
    }
    const next = await setup({ path, start: false, local, keys: from.root.platform.keys });
    await next.root.start();
    return next;
  }

  it('removes the LINE keys and the account waiting to be bound, and turns auto-login off', async () => {
    const tab = await rememberedWithLine();
    await tab.auth.logout();
    const { local } = tab.root.platform;
    expect(local.get(LINE_SESSION_TOKEN_KEY)).toBeNull();
    expect(local.get(LINE_LOGIN_STATE_KEY)).toBeNull();
    expect(tab.auth.linkedAccount).toBeNull();
    expect(local.get(AUTO_LOGIN_KEY)).toBe('0');
    expect(tab.navigatedTo()).toBe('/login');
  });

  it('leaves no typed password in the login form', async () => {
    const { auth } = await setup();
    const loginForm = await auth.form.load();
    loginForm.setUsername('member1');
    loginForm.setPassword(PASSWORD);
    expect(await auth.login(loginForm.value)).toBe(true);
    await auth.logout();
    expect(loginForm.password).toBe('');
    expect(loginForm.username).toBe('member1');
  });

  it('forgets the remembered password and keeps the login name for the form', async () => {
    const tab = await rememberedWithLine();
    await tab.auth.logout();
    const next = await nextVisit(tab, '/login');
    expect(next.root.session.isLoggedIn).toBe(false);
    expect(next.count(`POST ${LOGIN_PATH}`)).toBe(0);
    expect(next.auth.form.value.username).toBe('member1');
    expect(next.auth.form.value.password).toBe('');
  });

  it('leaves no password to replay even when auto-login is allowed again', async () => {
    const tab = await rememberedWithLine();
    await tab.auth.logout();
    // Auto-login's switch alone is not the defence: with it on, there is still nothing to send.
    tab.root.platform.local.set(AUTO_LOGIN_KEY, '1');
    const next = await nextVisit(tab);
    expect(next.root.session.isLoggedIn).toBe(false);
    expect(next.count(`POST ${LOGIN_PATH}`)).toBe(0);
  });

  it('drops the remembered login whole when its sealed store does not answer', async () => {
    const clock = createFakeClock(Date.now());
    const memory = createMemoryKeyStore();
    let stuck = false;
    const never = new Promise<never>(() => undefined);
    // The key store (IndexedDB in a browser) stops answering after the login.
    const keys: CryptoKeyStore = {
      get: (name) => (stuck ? never : memory.get(name)),
      putIfAbsent: (name, key) => (stuck ? never : memory.putIfAbsent(name, key)),
      delete: (name) => (stuck ? never : memory.delete(name)),
    };
    const tab = await rememberedWithLine({ clock, keys });
    stuck = true;
    let done = false;
    const loggedOut = tab.auth.logout().then(() => void (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    clock.advance(LOGOUT_FORGET_MS);
    await loggedOut;
    expect(tab.root.platform.local.get(REMEMBERED_LOGIN_KEY)).toBeNull();
    expect(tab.root.session.isLoggedIn).toBe(false);
    expect(tab.navigatedTo()).toBe('/login');
  });

  it('remembers the password again at the next password login with remember me', async () => {
    const clock = createFakeClock(Date.now());
    const tab = await rememberedWithLine({ clock });
    await tab.auth.logout();
    clock.advance(600); // past the double-submit guard
    expect(await tab.auth.login(form('member1', PASSWORD, { remember: true }))).toBe(true);
    const next = await nextVisit(tab);
    expect(next.root.session.isLoggedIn).toBe(true);
    expect(next.count(`POST ${LOGIN_PATH}`)).toBe(1);
  });
});

describe('remember me and auto-login (spec 3 and 5)', () => {
  /** Logs in with remember me, then opens a second tab of the same browser. */
  async function rememberedThenNewTab(options: TenantRootOptions = {}) {
    const first = await setup({ tenant: options.tenant, clock: options.clock });
    await first.auth.login(form('member1', PASSWORD, { remember: true }));
    const local = { [REMEMBERED_LOGIN_KEY]: first.root.platform.local.get(REMEMBERED_LOGIN_KEY)! };
    const autoLogin = first.root.platform.local.get(AUTO_LOGIN_KEY);
    if (autoLogin) Object.assign(local, { [AUTO_LOGIN_KEY]: autoLogin });
    const second = await setup({
      path: '/home',
      ...options,
      start: false,
      local: { ...local, ...options.local },
      keys: first.root.platform.keys,
    });
    return { first, second };
  }

  it('keeps the login sealed: no password, no token in local storage', async () => {
    const { first } = await rememberedThenNewTab();
    const raw = first.root.platform.local.get(REMEMBERED_LOGIN_KEY)!;
    expect(raw.startsWith(SEALED_PREFIX)).toBe(true);
    expect(raw).not.toContain(PASSWORD);
    expect(raw).not.toContain(first.root.session.token!);
  });

  it('signs the member in again at start in a new tab', async () => {
    const { second } = await rememberedThenNewTab();
    await second.root.start();
    expect(second.root.session.isLoggedIn).toBe(true);
    expect(second.count(`POST ${LOGIN_PATH}`)).toBe(1);
    expect(second.navigatedTo()).toBe('/home');
  });

  it('pre-fills the form from it', async () => {
    const { second } = await rememberedThenNewTab({ path: '/login?backUrl=x' });
    await second.root.start();
    expect(second.auth.form.value.username).toBe('member1');
    expect(second.auth.form.value.password).toBe(PASSWORD);
    expect(second.auth.form.value.remember).toBe(true);
  });

  it.each<[string, TenantRootOptions]>([
    ['redirectUrl is in the query', { path: '/login?redirectUrl=%2Fx' }],
    ['backUrl is in the query', { path: '/login?backUrl=%2Fx' }],
    ["autoLogin is '0'", { local: { [AUTO_LOGIN_KEY]: '0' } }],
    [
      'MOBILEAUTOLOGIN3 is off',
      {
        tenantConfig: {
          ...tenantByCode('demo'),
          flags: { ...tenantByCode('demo').flags, MOBILEAUTOLOGIN3: false },
        },
      },
    ],
  ])('does not run when %s', async (_name, options) => {
    const { second } = await rememberedThenNewTab(options);
    await second.root.start();
    expect(second.root.session.isLoggedIn).toBe(false);
    expect(second.count(`POST ${LOGIN_PATH}`)).toBe(0);
  });

  it('does not run for another merchant', async () => {
    const { second } = await rememberedThenNewTab({ tenant: 'demo' });
    const other = await setup({
      tenant: 'vn-lotto',
      start: false,
      local: { [REMEMBERED_LOGIN_KEY]: second.root.platform.local.get(REMEMBERED_LOGIN_KEY)! },
      keys: second.root.platform.keys,
    });
    await other.root.start();
    expect(other.count(`POST ${LOGIN_PATH}`)).toBe(0);
  });

  it('does not run when a session exists', async () => {
    const { second } = await rememberedThenNewTab({ session: 'member' });
    await second.root.start();
    expect(second.count(`POST ${LOGIN_PATH}`)).toBe(0);
  });

  it('runs once only', async () => {
    const { second } = await rememberedThenNewTab();
    await second.root.start();
    await second.auth.logout();
    expect(await second.auth.autoLogin()).toBe(false);
    expect(second.count(`POST ${LOGIN_PATH}`)).toBe(1);
  });

  it('forgets the login when remember me is unticked', async () => {
    const clock = createFakeClock(Date.now());
    const { first } = await rememberedThenNewTab({ clock });
    await first.auth.logout();
    clock.advance(600); // past the double-submit guard
    await first.auth.login(form('member1'));
    expect(first.root.platform.local.get(REMEMBERED_LOGIN_KEY)).toBeNull();
  });

  it('remembers the number of an sms login, never a password, where mobile numbers are verified on registration', async () => {
    const pk = tenantByCode('pk-urdu');
    const tenantConfig = {
      ...pk,
      whitelabel: {
        ...pk.whitelabel,
        flags: { ...pk.whitelabel.flags, mobileVerificationOnRegister: true },
      },
    };
    const { auth, root } = await setup({ tenantConfig });
    const loginForm = await auth.form.load();
    loginForm.setMethod('sms');
    loginForm.setMobile('09171234567');
    await loginForm.sendSms();
    loginForm.setSmsCode('123456');
    loginForm.setRemember(true);
    expect(await auth.login(loginForm.value)).toBe(true);
    // spec 5: only the password is dropped; the number stays, to prefill the next sms login.
    const record = await (await auth.remembered()).read();
    expect(record).toMatchObject({ type: 'sms', method: 'sms', username: '09171234567' });
    expect(record).not.toHaveProperty('password');
    expect(root.platform.local.get(REMEMBERED_LOGIN_KEY)).not.toContain('09171234567');
  });
});

describe('the forced password change (/m/changePsw)', () => {
  it('checks the tenant rules, changes the password and goes home', async () => {
    const { auth, navigatedTo } = await setup();
    await auth.login(form('newbie', '123456'));
    const change = await auth.passwordChange.load();
    change.set('oldPassword', '123456');
    change.set('newPassword', '999999');
    change.set('confirmPassword', '999999');
    expect(await change.submit()).toBe(false);
    expect(change.problems).toContain('numericOnly');
    change.set('newPassword', 'NewPassw0rd');
    change.set('confirmPassword', 'NewPassw0rd');
    expect(await change.submit()).toBe(true);
    expect(navigatedTo()).toBe('/home');
  });

  it('shows the server refusal of a wrong current password in the form', async () => {
    const { auth } = await setup({ session: 'member' });
    const change = await auth.passwordChange.load();
    change.set('oldPassword', 'not-it-1');
    change.set('newPassword', 'NewPassw0rd');
    change.set('confirmPassword', 'NewPassw0rd');
    expect(await change.submit()).toBe(false);
    expect(change.error).toMatchObject({ text: expect.any(String) });
  });
});

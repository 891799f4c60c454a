import { describe, expect, it, vi } from 'vitest';
import type { TenantConfig } from '../../../config/tenant.gen';
import { ApiError } from '../../../api/ApiError';
import { REGISTER_PATHS } from '../../../api/calls/memberRegister';
import type { RegisterRequest } from '../../../api/calls/memberRegister';
import type { ApiClient, SendOptions } from '../../../api/types';
import { readLaunchInfo } from '../../../config/launchInfo';
import { createFakeClock } from '../../../testing/createFakeClock';
import { createTestPlatform } from '../../../testing/createTestPlatform';
import { tenantByCode } from '../../../testing/tenants';
import type { CaptchaFlow, CaptchaResult } from '../../captcha';
import { NoticeStore } from '../../notices';
import type { AuthDialog } from '../AuthStore';
import { GO_ADDRESS_KEY } from './goAddress';
import { RegisterStore, SUBMIT_GUARD_MS } from './RegisterStore';
import type { RegisterDeps } from './RegisterStore';

interface Sent {
  path: string;
  data: RegisterRequest;
  options?: SendOptions;
}

const TAKEN = new ApiError({
  path: REGISTER_PATHS.username,
  kind: 'server',
  errorCode: 'member.username.exists',
  message: 'This username is already taken.',
});

/** A RegisterStore on fake time, with a fake API the test answers and fake captcha and auth. */
function setup(
  options: {
    tenant?: string;
    /** Changes to the tenant file (e.g. its registration settings). */
    tenantChange?: (tenant: TenantConfig) => TenantConfig;
    url?: string;
    captchaFlows?: CaptchaFlow[];
    answer?: (path: string) => Promise<unknown>;
    session?: Record<string, string>;
    /** The form's place: in the register dialog (the default) or on the page (null). */
    dialog?: AuthDialog | null;
  } = {},
) {
  const clock = createFakeClock(1_000);
  const url = options.url ?? 'https://m.demo-casino.test/m/register';
  const platform = createTestPlatform({
    url,
    clock,
    session: options.session,
    fetch: () => Promise.reject(new Error('no network in this test')),
  });
  const sent: Sent[] = [];
  const answer =
    options.answer ??
    (async () => ({ id: 501, customerId: 501, userName: 'newplayer', token: 'tok-501' }));
  const post = (path: string, data?: unknown, sendOptions?: SendOptions) => {
    sent.push({ path, data: data as RegisterRequest, options: sendOptions });
    return answer(path);
  };
  const api = { post } as unknown as ApiClient;
  let solved = 0;
  const captcha = {
    required: vi.fn((flow: CaptchaFlow) => (options.captchaFlows ?? []).includes(flow)),
    solve: vi.fn(async (): Promise<CaptchaResult> => ({ geetestValidateV4: `proof-${++solved}` })),
  };
  const session = { setSession: vi.fn() };
  const member = { signedIn: vi.fn(), renewed: vi.fn(async () => undefined) };
  const auth = {
    deps: { session },
    member: { load: vi.fn(async () => member) },
    dialog: (options.dialog === undefined ? 'register' : options.dialog) as AuthDialog | null,
    completeLogin: vi.fn(async () => undefined),
    closeDialog: vi.fn(() => {
      auth.dialog = null;
    }),
    openLogin: vi.fn(() => {
      auth.dialog = 'login';
    }),
  };
  const paths: string[] = [];
  const store = new RegisterStore({
    tenant: (options.tenantChange ?? ((t) => t))(tenantByCode(options.tenant ?? 'demo')),
    api,
    platform,
    launch: readLaunchInfo(new URL(url), 'www', platform.local),
    notices: new NoticeStore(),
    navigation: { request: (path) => paths.push(path) },
    captcha,
    auth: auth as unknown as RegisterDeps['auth'],
  });
  return { store, clock, sent, captcha, auth, paths, platform, session, member };
}

function fill(store: RegisterStore, password = 'Secret12'): void {
  store.setValue('username', 'newplayer');
  store.setValue('password', password);
  store.setValue('confirmPassword', password);
}

/** An answer the test gives later. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('RegisterStore', () => {
  it('prefills the referral code from the stored registration info', () => {
    const { store } = setup({ url: 'https://m.demo-casino.test/m/register?r=FRIEND7' });
    expect(store.values.referralCode).toBe('FRIEND7');
  });

  describe('when the form breaks a rule', () => {
    it('sends nothing and shows every problem', async () => {
      const { store, sent } = setup();
      store.setValue('username', 'newplayer');
      store.setValue('password', '1234567');
      store.setValue('confirmPassword', '7654321');
      expect(store.errorOf('password')).toBeNull();
      await expect(store.submit()).resolves.toBe(false);
      expect(sent).toEqual([]);
      expect(store.errorOf('password')).toBe('numericOnly');
      expect(store.errorOf('confirmPassword')).toBe('mismatch');
    });
  });

  describe('when the submit is tapped again and again', () => {
    it('sends one request, and accepts the next only 500 ms after the end', async () => {
      const answer = deferred<unknown>();
      const { store, sent, clock } = setup({ answer: () => answer.promise });
      fill(store);
      const first = store.submit();
      const taps = await Promise.all(Array.from({ length: 9 }, () => store.submit()));
      expect(taps).toEqual(Array(9).fill(false));
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      expect(store.state).toBe('processing');

      answer.reject(TAKEN);
      await expect(first).resolves.toBe(false);
      expect(store.processing).toBe(true);
      await expect(store.submit()).resolves.toBe(false);

      clock.advance(SUBMIT_GUARD_MS - 1);
      expect(store.processing).toBe(true);
      clock.advance(1);
      expect(store.processing).toBe(false);
      void store.submit();
      await vi.waitFor(() => expect(sent).toHaveLength(2));
    });
  });

  describe('when the server refuses the registration', () => {
    it('keeps everything typed, names the field and clears only the captcha', async () => {
      const { store, sent } = setup({
        captchaFlows: ['register'],
        answer: () => Promise.reject(TAKEN),
      });
      fill(store);
      store.setValue('referralCode', 'FRIEND');
      await store.submit();
      expect(store.state).toBe('failure');
      expect(store.failure).toEqual({
        message: { text: 'This username is already taken.' },
        field: 'username',
      });
      expect(store.isRefused('username')).toBe(true);
      expect(store.values).toMatchObject({
        username: 'newplayer',
        password: 'Secret12',
        confirmPassword: 'Secret12',
        referralCode: 'FRIEND',
      });
      expect(store.captchaResult).toBeNull();
      expect(sent[0]?.data.geetestValidateV4).toBe('proof-1');
    });

    it('solves a new captcha for the next try', async () => {
      const { store, sent, captcha, clock } = setup({
        captchaFlows: ['register'],
        answer: () => Promise.reject(TAKEN),
      });
      fill(store);
      await store.submit();
      clock.advance(SUBMIT_GUARD_MS);
      await store.submit();
      expect(captcha.solve).toHaveBeenCalledTimes(2);
      expect(sent.map((s) => s.data.geetestValidateV4)).toEqual(['proof-1', 'proof-2']);
    });

    it('stops without a request when the captcha is closed', async () => {
      const { store, sent, captcha } = setup({ captchaFlows: ['register'] });
      captcha.solve.mockRejectedValueOnce(new Error('closed'));
      fill(store);
      await expect(store.submit()).resolves.toBe(false);
      expect(sent).toEqual([]);
      expect(store.state).toBe('failure');
    });
  });

  describe('when the registration succeeds', () => {
    it('solves the captcha first, then signs in for the first time and goes home', async () => {
      const { store, sent, captcha, auth, paths } = setup({ captchaFlows: ['register'] });
      fill(store);
      await expect(store.submit()).resolves.toBe(true);
      expect(captcha.solve).toHaveBeenCalledWith('register');
      expect(sent[0]).toMatchObject({
        path: REGISTER_PATHS.username,
        data: { username: 'newplayer', login: true, geetestValidateV4: 'proof-1' },
      });
      expect(auth.completeLogin).toHaveBeenCalledWith(
        expect.objectContaining({ token: 'tok-501', firstTimeLogin: true, userName: 'newplayer' }),
        'username',
      );
      expect(paths.at(-1)).toBe('/home');
      expect(store.state).toBe('success');
      expect(store.values.password).toBe('');
    });

    it('hides the register dialog', async () => {
      const { store, auth } = setup();
      auth.dialog = 'register';
      fill(store);
      await store.submit();
      expect(auth.dialog).toBeNull();
    });

    it('goes to the stored go address once, when it is an /m/ path', async () => {
      const { store, paths, platform } = setup({
        session: { [GO_ADDRESS_KEY]: '/m/launchGame?code=101' },
      });
      fill(store);
      await store.submit();
      expect(paths.at(-1)).toBe('/launchGame?code=101');
      expect(platform.session.get(GO_ADDRESS_KEY)).toBeNull();
    });

    describe('where the merchant asks no sign-in on registering (loginAfterRegister false)', () => {
      const noLogin = (tenant: TenantConfig): TenantConfig => ({
        ...tenant,
        auth: {
          ...tenant.auth,
          registration: { ...tenant.auth.registration, loginAfterRegister: false },
        },
      });
      const answer = async () => ({ id: 502, customerId: 502, userName: 'newplayer' });

      it('sends the login flag off; the dialog gives way to the login dialog', async () => {
        const { store, sent, auth, paths } = setup({ tenantChange: noLogin, answer });
        auth.dialog = 'register';
        fill(store);
        await expect(store.submit()).resolves.toBe(true);
        expect(sent[0]?.data.login).toBe(false);
        expect(auth.completeLogin).not.toHaveBeenCalled();
        expect(auth.dialog).toBe('login');
        expect(paths).toEqual([]);
      });

      it('the page stays, stores nothing and offers the login', async () => {
        const { store, auth, paths, session } = setup({
          tenantChange: noLogin,
          answer,
          dialog: null,
        });
        fill(store);
        await store.submit();
        expect(auth.openLogin).not.toHaveBeenCalled();
        expect(session.setSession).not.toHaveBeenCalled();
        expect(paths).toEqual([]);
        expect(store.registered).toEqual({ userName: 'newplayer', signedIn: false, login: null });
        await expect(store.continueAfterRegister()).resolves.toBe(false);
        expect(paths).toEqual([]);
      });
    });

    describe('on the register page (no register dialog open)', () => {
      it('stores the token and first-time flag, stays, and goes on only at Continue', async () => {
        const { store, auth, paths, session, platform, member } = setup({
          dialog: null,
          session: { [GO_ADDRESS_KEY]: '/m/launchGame?code=101' },
        });
        fill(store);
        await expect(store.submit()).resolves.toBe(true);
        expect(session.setSession).toHaveBeenCalledWith(
          expect.objectContaining({
            token: 'tok-501',
            firstTimeLogin: true,
            userName: 'newplayer',
          }),
        );
        // spec 4: only the modal form renews the session and goes home by itself.
        expect(auth.completeLogin).not.toHaveBeenCalled();
        expect(paths).toEqual([]);
        expect(store.registered).toMatchObject({ userName: 'newplayer', signedIn: true });
        expect(platform.session.get(GO_ADDRESS_KEY)).toBe('/m/launchGame?code=101');

        await expect(store.continueAfterRegister()).resolves.toBe(true);
        // The session renewed (member info) as after a login, then one navigation.
        expect(member.signedIn).toHaveBeenCalledWith(
          expect.objectContaining({ token: 'tok-501', customerName: 'newplayer' }),
        );
        expect(member.renewed).toHaveBeenCalled();
        expect(paths).toEqual(['/launchGame?code=101']);
        expect(paths.at(-1)).toBe('/launchGame?code=101');
        expect(store.registered).toBeNull();
        await expect(store.continueAfterRegister()).resolves.toBe(false);
      });

      it('shows the form again once the page is left', async () => {
        const { store } = setup({ dialog: null });
        fill(store);
        await store.submit();
        expect(store.registered).not.toBeNull();
        store.leave();
        expect(store.registered).toBeNull();
      });
    });

    it('ignores a stored go address outside /m/', async () => {
      const { store, paths } = setup({ session: { [GO_ADDRESS_KEY]: 'https://evil.test/m/x' } });
      fill(store);
      await store.submit();
      expect(paths.at(-1)).toBe('/home');
    });
  });

  describe('when the tenant registers by mobile number', () => {
    it('sends the code after the sms captcha and counts down to the resend', async () => {
      const { store, sent, captcha, clock } = setup({
        tenant: 'ph-maya',
        captchaFlows: ['sms'],
        answer: async () => ({ resendSeconds: 60, expiresInSeconds: 300 }),
      });
      store.setValue('mobile', '0917 555 0101');
      await expect(store.sendSmsCode()).resolves.toBe(true);
      expect(captcha.solve).toHaveBeenCalledWith('sms');
      expect(sent[0]).toMatchObject({
        path: '/wps/verification/sms/noLogin',
        data: { countryDialingCode: '+63', mobileNum: '09175550101', geetestValidateV4: 'proof-1' },
      });
      expect(store.sms.secondsLeft).toBe(60);
      await expect(store.sendSmsCode()).resolves.toBe(false);
      clock.advance(59_000);
      expect(store.sms.secondsLeft).toBe(1);
      clock.advance(1_000);
      expect(store.sms.canSend).toBe(true);
    });

    it('registers with the six-digit default password and MOBILENUMREG3', async () => {
      const { store, sent, auth } = setup({ tenant: 'ph-maya' });
      expect(store.fields).not.toContain('password');
      store.setValue('mobile', '09175550101');
      store.setValue('smsCode', '123456');
      await expect(store.submit()).resolves.toBe(true);
      expect(sent[0]?.path).toBe(REGISTER_PATHS.mobile);
      expect(sent[0]?.options?.headers).toEqual({ ModuleId: 'MOBILENUMREG3' });
      expect(sent[0]?.data).toMatchObject({
        mobileNum: '09175550101',
        smsCode: '123456',
        password: '123456',
        smsTemplate: 'MOBILE_REGISTER',
      });
      expect(auth.completeLogin).toHaveBeenCalledWith(expect.anything(), 'sms');
    });

    it('lets Firebase phone auth send the code and prove the number', async () => {
      const { store, sent, captcha } = setup({ tenant: 'ph-maya', captchaFlows: ['sms'] });
      const verifier = {
        send: vi.fn(async () => undefined),
        confirm: vi.fn(async (code: string) => {
          if (code !== '123456') throw new Error('auth/invalid-verification-code');
          return { firebaseIdToken2: 'firebase-token' };
        }),
      };
      store.setPhoneVerifier(verifier);
      store.setValue('mobile', '09175550101');
      await store.sendSmsCode();
      expect(verifier.send).toHaveBeenCalledWith('+63', '09175550101');
      expect(captcha.solve).not.toHaveBeenCalled();
      expect(sent).toEqual([]);

      store.setValue('smsCode', '000000');
      await expect(store.submit()).resolves.toBe(false);
      expect(store.failure).toEqual({ message: null, field: 'smsCode' });
      expect(sent).toEqual([]);
    });

    it('registers with the Firebase proof instead of the code', async () => {
      const { store, sent, auth } = setup({ tenant: 'ph-maya' });
      store.setPhoneVerifier({
        send: async () => undefined,
        confirm: async () => ({ firebaseIdToken2: 'firebase-token' }),
      });
      store.setValue('mobile', '09175550101');
      store.setValue('smsCode', '123456');
      await expect(store.submit()).resolves.toBe(true);
      expect(sent[0]?.data).toMatchObject({ firebaseIdToken2: 'firebase-token' });
      expect(sent[0]?.data).not.toHaveProperty('smsCode');
      expect(auth.completeLogin).toHaveBeenCalledWith(expect.anything(), 'firebase');
    });

    it('does not send a code to a number that is not one', async () => {
      const { store, sent } = setup({ tenant: 'ph-maya' });
      store.setValue('mobile', '12');
      await expect(store.sendSmsCode()).resolves.toBe(false);
      expect(sent).toEqual([]);
      expect(store.errorOf('mobile')).toBe('mobileInvalid');
    });
  });
});

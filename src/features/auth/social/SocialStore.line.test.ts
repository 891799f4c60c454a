import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINE_SESSION_TOKEN_KEY } from '../storageKeys';
import { LINE_LOGIN_STATE_KEY, LINE_STATE_KEY } from './line/lineStorage';
import { createSocialRoot, socialStoreFor, tenantWith } from './testing/socialRoot';

afterEach(() => vi.restoreAllMocks());

describe('LINE sign-in with the fake adapter', () => {
  describe('when a visitor of the demo tenant taps LINE and comes back', () => {
    it('returns to /m/home with the demo code and its state, and ends signed in', async () => {
      const { root, windows, platform } = await createSocialRoot({
        path: '/login?go=%2Fm%2FlaunchGame%3Fcode%3D7',
      });
      await root.social.signIn('line');
      expect(windows.assigned).toHaveLength(1);
      const back = new URL(windows.assigned[0]!);
      expect(back.origin + back.pathname).toBe('https://m.demo-casino.test/m/home');
      expect(back.searchParams.get('code')).toBe('demo-line-code');
      const state = back.searchParams.get('state');
      expect(state).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(platform.session.get(LINE_STATE_KEY)).toContain(state);

      expect(await root.social.handleReturn(back)).toBe(true);
      // A new LINE identity on a tenant that registers automatically: a new member.
      expect(root.session.isLoggedIn).toBe(true);
      expect(root.session.session?.firstTimeLogin).toBe(true);
      expect(platform.local.get(LINE_SESSION_TOKEN_KEY)).toBe('demo-line-session-token');
      expect(JSON.parse(platform.local.get(LINE_LOGIN_STATE_KEY) ?? '{}')).toMatchObject({
        name: 'LINE Demo',
        lineSessionToken: 'demo-line-session-token',
      });
      // The single-use code leaves the address; the go target the login started from stays.
      expect(platform.env.record.replacedUrls).toEqual(['/m/home?go=%2Fm%2FlaunchGame%3Fcode%3D7']);
      expect(platform.session.get(LINE_STATE_KEY)).toBeNull();
      expect(root.social.failure).toBeNull();
      expect(root.social.busy).toBeNull();
    });
  });

  describe('when manual SSO registration is on', () => {
    it('opens the login-confirm dialog, keeping the LINE token for the next login', async () => {
      const tenantRoot = await createSocialRoot();
      const social = socialStoreFor(tenantRoot, tenantWith('demo', { SSOMANUALREG3: true }));
      await social.signIn('line');
      await social.handleReturn(new URL(tenantRoot.windows.assigned[0]!));
      expect(tenantRoot.root.session.isLoggedIn).toBe(false);
      const pending = { provider: 'line', lineSessionToken: 'demo-line-session-token' };
      expect(social.choice).toEqual(pending);
      expect(social.pendingSocial).toEqual(pending);

      social.chooseExistingAccount();
      expect(social.choice).toBeNull();
      expect(tenantRoot.root.auth.dialog).toBe('login');
      expect(social.pendingSocial).toEqual(pending);
      // The member closes the login dialog: the account is given up.
      tenantRoot.root.auth.closeDialog();
      expect(social.pendingSocial).toBeNull();
    });

    it('"register new" hands the token to registration', async () => {
      const tenantRoot = await createSocialRoot();
      const social = socialStoreFor(tenantRoot, tenantWith('demo', { SSOMANUALREG3: true }));
      await social.signIn('line');
      await social.handleReturn(new URL(tenantRoot.windows.assigned[0]!));
      social.chooseRegister();
      expect(tenantRoot.root.auth.dialog).toBe('register');
      expect(tenantRoot.root.register.linked).toEqual({
        lineSessionToken: 'demo-line-session-token',
      });
      tenantRoot.root.auth.closeDialog();
      expect(tenantRoot.root.register.linked).toBeNull();
    });
  });

  describe('when the state does not match the one this tab sent', () => {
    it.each([
      ['another state', 'state-of-another-tab'],
      ['no state kept (private browsing auto-login)', null],
    ])('ignores the return with a warning: %s', async (_case, kept) => {
      const { root, platform } = await createSocialRoot();
      if (kept) platform.session.set(LINE_STATE_KEY, JSON.stringify({ state: kept, go: null }));
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const url = new URL('https://m.demo-casino.test/m/home?code=demo-line-code&state=mine');
      expect(await root.social.handleReturn(url)).toBe(true);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('state does not match'));
      expect(root.session.isLoggedIn).toBe(false);
      expect(root.social.failure).toBeNull();
      expect(platform.env.record.replacedUrls).toEqual(['/m/home']);
    });
  });

  describe('when LINE answers with an error', () => {
    async function returnWith(query: string) {
      const tenantRoot = await createSocialRoot();
      const state = 's1';
      tenantRoot.platform.session.set(LINE_STATE_KEY, JSON.stringify({ state, go: null }));
      await tenantRoot.root.social.handleReturn(
        new URL(`https://m.demo-casino.test/m/home?${query}&state=${state}`),
      );
      return tenantRoot;
    }

    it('a member who declined is back on the page with no error', async () => {
      const { root } = await returnWith('error=access_denied');
      expect(root.social.failure).toBeNull();
    });

    it('shows any other error with its code and reason', async () => {
      const { root } = await returnWith('error=SERVER_ERROR&error_description=Try+later');
      expect(root.social.failure).toEqual({
        provider: 'line',
        code: 'SERVER_ERROR',
        reason: 'Try later',
      });
    });

    it('line_invalid_token: the stored token is removed and the message shown', async () => {
      const tenantRoot = await createSocialRoot();
      const { root, platform } = tenantRoot;
      platform.local.set(LINE_SESSION_TOKEN_KEY, 'old-token');
      platform.session.set(LINE_STATE_KEY, JSON.stringify({ state: 's1', go: null }));
      await root.social.handleReturn(
        new URL('https://m.demo-casino.test/m/home?code=used-code&state=s1'),
      );
      expect(root.social.failure).toMatchObject({ provider: 'line', code: 'line_invalid_token' });
      expect(root.social.failure?.reason).toBeTruthy();
      expect(platform.local.get(LINE_SESSION_TOKEN_KEY)).toBeNull();
      expect(root.notices.current).toBeNull();
    });
  });

  describe('with the real adapter', () => {
    it('leaves for access.line.me with the tenant channel and the /m/home redirect', async () => {
      const { root, windows, platform } = await createSocialRoot({ tenant: 'th-line' });
      platform.env.useFakeProviders = false;
      await root.social.signIn('line');
      const url = new URL(windows.assigned[0]!);
      expect(url.origin + url.pathname).toBe('https://access.line.me/oauth2/v2.1/authorize');
      expect(url.searchParams.get('client_id')).toBe('1650776195');
      expect(url.searchParams.get('redirect_uri')).toBe('https://m.lannaplay.test/m/home');
    });
  });

  describe('in private browsing', () => {
    it('refuses with not_support_incognito and stays on the page', async () => {
      const { root, windows } = await createSocialRoot({ private: true });
      await root.social.signIn('line');
      expect(windows.assigned).toEqual([]);
      expect(root.social.failure).toEqual({
        provider: 'line',
        code: 'not_support_incognito',
        reason: null,
      });
    });
  });
});

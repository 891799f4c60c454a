import { relayStateOf } from '../../../../demo-api/data/relayState';
import { trackingView } from '../../../../demo-api/tracking';
import type { DemoApi } from '../../../../demo-api/createDemoApi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginReturn, RETURN_STATE_KEY } from './returnState';
import type { SocialStore } from './SocialStore';
import type { SocialRoot } from './testing/socialRoot';
import { createSocialRoot, socialStoreFor, tenantWith } from './testing/socialRoot';

const registerEvents = (made: { api: DemoApi }) =>
  trackingView(relayStateOf(made.api.state).collected, []).events.filter(
    (e) => e.event === 'Register',
  );

/** Lazy chunks load slowly on a busy machine. */
const WAIT = { timeout: 5_000 };

afterEach(() => vi.restoreAllMocks());

const PAGE_ORIGIN = 'https://m.demo-casino.test';

/** What the Telegram auth page posts: #tgAuthResult=<base64url JSON>. */
function authHash(id: number, hash = 'demo-valid'): string {
  const json = JSON.stringify({ id, first_name: 'Demo', auth_date: 1_700_000_000, hash });
  return `#tgAuthResult=${btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** Taps Telegram and waits for the hidden frame; answers its origin. */
async function tapTelegram(social: SocialStore) {
  const signingIn = social.signIn('telegram');
  await vi.waitFor(() => expect(social.telegramFrame).not.toBeNull(), WAIT);
  return { signingIn, frame: new URL(social.telegramFrame!) };
}

function post({ windows }: SocialRoot, origin: string, data: unknown): void {
  windows.messages.post({ origin, data, source: null });
}

describe('Telegram sign-in with the fake adapter', () => {
  it('loads the demo auth page of this site in the hidden frame', async () => {
    const tenantRoot = await createSocialRoot();
    const { signingIn, frame } = await tapTelegram(tenantRoot.root.social);
    expect(frame.origin + frame.pathname).toBe(`${PAGE_ORIGIN}/m/demo-telegram-auth.html`);
    expect(frame.searchParams.get('bot_id')).toBe('7000000001');
    expect(frame.searchParams.get('origin')).toBe(PAGE_ORIGIN);
    tenantRoot.root.social.cancel();
    await signingIn;
    expect(tenantRoot.root.social.telegramFrame).toBeNull();
    expect(tenantRoot.root.social.busy).toBeNull();
  });

  describe('when the bound id 100000001 comes back from the frame origin', () => {
    it('signs in as member1 and removes the frame', async () => {
      const tenantRoot = await createSocialRoot({ path: '/login' });
      const { root } = tenantRoot;
      const { signingIn, frame } = await tapTelegram(root.social);
      post(tenantRoot, frame.origin, authHash(100000001));
      await signingIn;
      expect(root.session.session?.userName).toBe('member1');
      expect(root.social.telegramFrame).toBeNull();
      expect(root.navigation.pending?.path).toBe('/home');
    });
  });

  describe('when a message comes from another origin', () => {
    it('is ignored: no login, the frame still waits', async () => {
      const tenantRoot = await createSocialRoot();
      const { root } = tenantRoot;
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { signingIn } = await tapTelegram(root.social);
      post(tenantRoot, 'https://evil.test', authHash(100000001));
      post(tenantRoot, 'null', authHash(100000001));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(root.session.isLoggedIn).toBe(false);
      expect(root.social.telegramFrame).not.toBeNull();
      expect(warn).not.toHaveBeenCalled();
      root.social.cancel();
      await signingIn;
      expect(root.session.isLoggedIn).toBe(false);
    });
  });

  describe('when the frame posts something that is not a valid #tgAuthResult=', () => {
    it('warns, ignores it and keeps waiting for a valid one', async () => {
      const tenantRoot = await createSocialRoot();
      const { root } = tenantRoot;
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { signingIn, frame } = await tapTelegram(root.social);
      post(tenantRoot, frame.origin, '#tgAuthResult=not-json');
      post(tenantRoot, frame.origin, JSON.stringify({ event: 'resize', height: 40 }));
      expect(warn).toHaveBeenCalledTimes(2);
      post(tenantRoot, frame.origin, authHash(100000001));
      await signingIn;
      expect(root.session.isLoggedIn).toBe(true);
    });
  });

  describe('when the id is not bound to a member', () => {
    it('registers it automatically on the demo tenant', async () => {
      const tenantRoot = await createSocialRoot();
      const { root } = tenantRoot;
      const { signingIn, frame } = await tapTelegram(root.social);
      post(tenantRoot, frame.origin, authHash(200000002));
      await signingIn;
      expect(root.session.session?.userName).toMatch(/^u\d{8}$/);
      expect(root.session.session?.firstTimeLogin).toBe(true);
      // Tracking's register event, as for the form (once, with the new member).
      const tracking = await root.tracking.load();
      await vi.waitFor(() =>
        expect(registerEvents(tenantRoot)).toEqual([
          expect.objectContaining({ customerName: root.session.session?.userName }),
        ]),
      );
      await tracking.settled();
    });

    it('opens the login-confirm dialog when manual SSO registration is on', async () => {
      const tenantRoot = await createSocialRoot();
      const social = socialStoreFor(tenantRoot, tenantWith('demo', { SSOMANUALREG3: true }));
      const { signingIn, frame } = await tapTelegram(social);
      post(tenantRoot, frame.origin, authHash(200000003));
      await signingIn;
      expect(tenantRoot.root.session.isLoggedIn).toBe(false);
      expect(social.choice?.provider).toBe('telegram');
      expect(social.pendingSocial).toEqual(social.choice);
    });
  });

  describe('when the server cannot validate the data (telegram_validate_failed)', () => {
    it('clears the auth data and shows the error with its code', async () => {
      const tenantRoot = await createSocialRoot();
      const { root } = tenantRoot;
      const { signingIn, frame } = await tapTelegram(root.social);
      post(tenantRoot, frame.origin, authHash(100000001, 'forged'));
      await signingIn;
      expect(root.session.isLoggedIn).toBe(false);
      expect(root.social.pendingSocial).toBeNull();
      expect(root.social.failure).toMatchObject({
        provider: 'telegram',
        code: 'telegram_validate_failed',
      });
    });
  });

  describe('when the page opens with a #tgAuthResult= hash', () => {
    it('logs in with it when this tab started it, and drops hash and state from the address', async () => {
      const { root, platform } = await createSocialRoot();
      beginReturn(platform.session, 'telegram', 'state-1');
      const url = new URL(`${PAGE_ORIGIN}/m/home?tenant=demo&state=state-1${authHash(100000001)}`);
      expect(await root.social.handleReturn(url)).toBe(true);
      expect(root.session.session?.userName).toBe('member1');
      expect(platform.env.record.replacedUrls).toEqual(['/m/home?tenant=demo']);
      // Read once: the same return again is refused.
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      root.session.clear();
      expect(await root.social.handleReturn(url)).toBe(false);
      expect(root.session.isLoggedIn).toBe(false);
    });

    it.each([
      ['this tab started no sign-in', null, '?tenant=demo'],
      ['the return carries no state', 'state-1', '?tenant=demo'],
      ['the return carries another state', 'state-1', '?tenant=demo&state=state-2'],
    ])('refuses it with the message when %s: no one signs in', async (_case, kept, query) => {
      const { root, platform } = await createSocialRoot();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      if (kept) beginReturn(platform.session, 'telegram', kept);
      const url = new URL(`${PAGE_ORIGIN}/m/home${query}${authHash(100000001)}`);
      expect(await root.social.handleReturn(url)).toBe(false);
      expect(root.session.isLoggedIn).toBe(false);
      expect(root.social.failure).toEqual({
        provider: 'telegram',
        code: 'return_not_started',
        reason: null,
      });
      expect(platform.env.record.replacedUrls).toEqual(['/m/home?tenant=demo']);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('this tab did not start it'));
    });

    it('refuses a state this tab kept for Maya, and leaves a live session as it was', async () => {
      const { root, platform } = await createSocialRoot();
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      root.session.setSession({ token: 'demo-token.demo.vip1', userName: 'vip1' });
      beginReturn(platform.session, 'maya', 'state-1');
      const url = new URL(`${PAGE_ORIGIN}/m/home?state=state-1${authHash(100000001)}`);
      expect(await root.social.handleReturn(url)).toBe(false);
      expect(root.session.session?.userName).toBe('vip1');
      expect(root.social.failure?.code).toBe('return_not_started');
    });

    it('ignores a hash that breaks the rule, with a warning', async () => {
      const { root } = await createSocialRoot();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const url = new URL(`${PAGE_ORIGIN}/m/home#x=1&tgAuthResult=abc`);
      expect(await root.social.handleReturn(url)).toBe(false);
      expect(warn).toHaveBeenCalledOnce();
      expect(root.social.failure).toBeNull();
    });
  });

  it('a tap keeps a random state for this tab, for a return to carry back', async () => {
    const tenantRoot = await createSocialRoot();
    const { root, platform } = tenantRoot;
    const { signingIn, frame } = await tapTelegram(root.social);
    const kept = JSON.parse(platform.session.get(RETURN_STATE_KEY)!) as { state: string };
    expect(kept).toEqual({ provider: 'telegram', state: expect.stringMatching(/^[\w-]{22}$/) });
    post(tenantRoot, frame.origin, authHash(100000001));
    await signingIn;
    expect(root.session.session?.userName).toBe('member1');
    // A second tap starts with a new one.
    root.social.cancel();
    const again = await tapTelegram(root.social);
    root.social.cancel();
    await again.signingIn;
    expect(JSON.parse(platform.session.get(RETURN_STATE_KEY)!).state).not.toBe(kept.state);
  });
});

describe('Telegram sign-in with the real adapter', () => {
  it('frames the platform page on the auth domain and reads only its origin', async () => {
    const tenantRoot = await createSocialRoot();
    const { root, platform } = tenantRoot;
    platform.env.useFakeProviders = false;
    const { signingIn, frame } = await tapTelegram(root.social);
    // From WPSCORE_getTelegramLoginSetting.
    expect(frame.origin + frame.pathname).toBe(
      'https://tg.demo-casino.test/common/v.1.0.1/tg-auth-web.html',
    );
    post(tenantRoot, PAGE_ORIGIN, authHash(100000001));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(root.session.isLoggedIn).toBe(false);
    post(tenantRoot, 'https://tg.demo-casino.test', authHash(100000001));
    await signingIn;
    expect(root.session.session?.userName).toBe('member1');
  });
});

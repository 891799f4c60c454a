import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPUP_CLOSE_DELAY_MS, POPUP_POLL_LONG_MS } from '../../../platform/authPopup';
import { createFakeClock } from '../../../testing/createFakeClock';
import { beginReturn, RETURN_STATE_KEY } from './returnState';
import type { SocialRoot } from './testing/socialRoot';
import { createSocialRoot, socialStoreFor, tenantWith } from './testing/socialRoot';

/** Lazy chunks load slowly on a busy machine. */
const WAIT = { timeout: 5_000 };

afterEach(() => vi.restoreAllMocks());

describe('Maya sign-in', () => {
  it('fake: the demo wallet session signs the mobile member in on ph-maya', async () => {
    const { root } = await createSocialRoot({ tenant: 'ph-maya' });
    await root.social.signIn('maya');
    expect(root.session.session?.userName).toBe('09171234567');
    expect(root.social.failure).toBeNull();
  });

  it('real: a fresh session from WPS3RD_refreshMayaTokens in the tenant env', async () => {
    const { root, platform } = await createSocialRoot({ tenant: 'ph-maya' });
    platform.env.useFakeProviders = false;
    await root.social.signIn('maya');
    expect(root.session.session?.userName).toBe('09171234567');
  });

  it('a Maya return to the tab that started it logs in and leaves the address', async () => {
    const { root, platform } = await createSocialRoot({ tenant: 'ph-maya' });
    beginReturn(platform.session, 'maya', 'state-1');
    const url = new URL(
      'https://m.pisopanalo.test/m/home?sessionId=demo-maya-session&state=state-1&lang=EN',
    );
    expect(await root.social.handleReturn(url)).toBe(true);
    expect(root.session.isLoggedIn).toBe(true);
    expect(platform.env.record.replacedUrls).toEqual(['/m/home?lang=EN']);
  });

  it.each([
    ['this tab started no sign-in', null, ''],
    ['the landing carries no state', 'state-1', ''],
    ['the landing carries another state', 'state-1', '&state=state-2'],
  ])('a Maya landing is refused with the message when %s', async (_case, kept, extra) => {
    const { root, platform } = await createSocialRoot({ tenant: 'ph-maya' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    if (kept) beginReturn(platform.session, 'maya', kept);
    const url = new URL(`https://m.pisopanalo.test/m/home?sessionId=demo-maya-session${extra}`);
    expect(await root.social.handleReturn(url)).toBe(false);
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.social.failure).toEqual({
      provider: 'maya',
      code: 'return_not_started',
      reason: null,
    });
    expect(platform.env.record.replacedUrls).toEqual(['/m/home']);
  });

  it('a tap keeps a state for this tab, and signs in within the page', async () => {
    const { root, platform } = await createSocialRoot({ tenant: 'ph-maya' });
    await root.social.signIn('maya');
    expect(root.session.isLoggedIn).toBe(true);
    expect(JSON.parse(platform.session.get(RETURN_STATE_KEY)!)).toEqual({
      provider: 'maya',
      state: expect.stringMatching(/^[\w-]{22}$/),
    });
  });

  it('a session the server refuses shows the translated error with its code and reason', async () => {
    const { root, platform } = await createSocialRoot({ tenant: 'ph-maya' });
    beginReturn(platform.session, 'maya', 'state-1');
    await root.social.handleReturn(
      new URL('https://m.pisopanalo.test/m/home?sessionId=stale&state=state-1'),
    );
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.social.failure).toEqual({
      provider: 'maya',
      code: 'login.cred.err',
      reason: 'The Maya session is not valid. Please try again.',
    });
  });
});

describe('Google, Facebook and Twitter in a popup', () => {
  async function pkUrdu(options: { clock?: ReturnType<typeof createFakeClock> } = {}) {
    return createSocialRoot({ tenant: 'pk-urdu', clock: options.clock });
  }

  function answer(tenantRoot: SocialRoot, params: Record<string, string>, origin?: string) {
    const popup = tenantRoot.windows.popups.at(-1)!;
    tenantRoot.windows.messages.post({
      origin: origin ?? new URL(popup.url).origin,
      source: popup,
      data: { type: 'social-return', params },
    });
  }

  it('fake: the popup opens the return page with a demo code and this attempt state', async () => {
    const tenantRoot = await pkUrdu();
    const { root, windows } = tenantRoot;
    const signingIn = root.social.signIn('google');
    await vi.waitFor(() => expect(windows.popups).toHaveLength(1), WAIT);
    const url = new URL(windows.popups[0]!.url);
    expect(url.origin + url.pathname).toBe('https://m.sitaraplay.test/m/social-return.html');
    expect(url.searchParams.get('code')).toBe('demo-google-code');
    answer(tenantRoot, { code: 'demo-google-code', state: url.searchParams.get('state')! });
    await signingIn;
    // spec 7 names no call that turns the code into a session.
    expect(root.social.failure).toEqual({
      provider: 'google',
      code: 'exchange_not_available',
      reason: null,
    });
    expect(windows.popups[0]!.closed).toBe(true);
  });

  it('an answer with another state is ignored with a warning', async () => {
    const tenantRoot = await pkUrdu();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const signingIn = tenantRoot.root.social.signIn('google');
    await vi.waitFor(() => expect(tenantRoot.windows.popups).toHaveLength(1), WAIT);
    answer(tenantRoot, { code: 'c', state: 'forged' });
    await signingIn;
    expect(warn).toHaveBeenCalledOnce();
    expect(tenantRoot.root.social.failure).toBeNull();
  });

  it('a blocked popup shows popup_blocked', async () => {
    const { root, windows } = await pkUrdu();
    windows.blockPopups = true;
    await root.social.signIn('google');
    expect(root.social.failure).toMatchObject({ provider: 'google', code: 'popup_blocked' });
  });

  it('a popup the member closes ends quietly once the close delay is over', async () => {
    const clock = createFakeClock();
    const { root, windows } = await pkUrdu({ clock });
    const signingIn = root.social.signIn('google');
    await vi.waitFor(() => expect(windows.popups).toHaveLength(1), WAIT);
    windows.popups[0]!.closeByMember();
    clock.advance(POPUP_POLL_LONG_MS + POPUP_CLOSE_DELAY_MS);
    await signingIn;
    expect(root.social.failure).toBeNull();
    expect(root.social.busy).toBeNull();
  });

  it('a popup provider tapped while the tab leaves for LINE gets redirect pending', async () => {
    const tenantRoot = await createSocialRoot();
    const tenant = tenantWith('demo', { GOOGLELOGIN3: true });
    const social = socialStoreFor(tenantRoot, {
      ...tenant,
      auth: { ...tenant.auth, google: { clientId: 'demo-1.apps.googleusercontent.com' } },
    });
    await social.signIn('line');
    await social.signIn('google');
    expect(tenantRoot.windows.popups).toEqual([]);
    expect(social.failure).toMatchObject({ provider: 'google', code: 'redirect_pending' });
  });

  it.each([
    ['google', 'https://accounts.google.com/o/oauth2/v2/auth', true],
    ['facebook', 'https://www.facebook.com/v23.0/dialog/oauth', false],
    ['twitter', 'https://twitter.com/i/oauth2/authorize', true],
  ] as const)('real %s: the provider authorize page, code flow', async (provider, page, pkce) => {
    const tenantRoot = await createSocialRoot();
    tenantRoot.platform.env.useFakeProviders = false;
    const tenant = tenantWith('demo', {
      GOOGLELOGIN3: true,
      FACEBOOKLOGIN3: true,
      TWITTERLOGIN3: true,
    });
    const social = socialStoreFor(tenantRoot, {
      ...tenant,
      auth: {
        ...tenant.auth,
        google: { clientId: 'demo-1.apps.googleusercontent.com' },
        facebook: { appId: '1234567890' },
        twitter: { clientId: 'twitter-demo-client' },
      },
    });
    const signingIn = social.signIn(provider);
    await vi.waitFor(() => expect(tenantRoot.windows.popups).toHaveLength(1), WAIT);
    const url = new URL(tenantRoot.windows.popups[0]!.url);
    expect(url.origin + url.pathname).toBe(page);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'https://m.demo-casino.test/m/social-return.html',
    );
    expect(url.searchParams.get('code_challenge_method')).toBe(pkce ? 'S256' : null);
    social.cancel();
    await signingIn;
    expect(social.failure).toBeNull();
  });
});

describe('Firebase phone sign-in with the fake adapter', () => {
  it('code 123456 after a send logs the number in (login type firebase)', async () => {
    const { root } = await createSocialRoot({ tenant: 'ph-maya' });
    expect(await root.social.phone.sendCode('+63', '09171234567')).toBe(true);
    expect(await root.social.phone.loginWithCode('123456')).toBe(true);
    expect(root.session.session?.userName).toBe('09171234567');
  });

  it('a code with no sms confirmation shows code-expired (spec 8)', async () => {
    const { root } = await createSocialRoot({ tenant: 'ph-maya' });
    expect(await root.social.phone.loginWithCode('123456')).toBe(false);
    expect(root.social.failure).toEqual({
      provider: 'firebase',
      code: 'auth/code-expired',
      reason: null,
    });
  });

  it('a wrong code shows invalid-verification-code and keeps the confirmation', async () => {
    const { root } = await createSocialRoot({ tenant: 'ph-maya' });
    await root.social.phone.sendCode('+63', '09171234567');
    expect(await root.social.phone.loginWithCode('000000')).toBe(false);
    expect(root.social.failure?.code).toBe('auth/invalid-verification-code');
    expect(await root.social.phone.loginWithCode('123456')).toBe(true);
  });

  it('proves a number to registration as firebaseIdToken2, from its project (firebaseChannel2)', async () => {
    const { root } = await createSocialRoot({ tenant: 'ph-maya' });
    await root.social.phone.verifier.send('+63', '0917 000 0001');
    await expect(root.social.phone.verifier.confirm('123456')).resolves.toEqual({
      firebaseIdToken2: 'demo-firebase-id-token.09170000001',
      firebaseChannel2: 'piso-panalo-prod',
    });
  });

  it('an unknown number on a tenant without account creation gets the choice', async () => {
    // vn-lotto has FIREBASECREATEACC3 off: the server answers not.exists.user, no auto-register.
    const { root } = await createSocialRoot({ tenant: 'vn-lotto' });
    await root.social.phone.sendCode('+84', '0901234567');
    await root.social.phone.loginWithCode('123456');
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.social.choice).toEqual({
      provider: 'firebase',
      firebaseIdToken: 'demo-firebase-id-token.0901234567',
      mobileNum: '0901234567',
    });
  });
});

import { makeAutoObservable, runInAction } from 'mobx';
import { createApiClient } from '../../api/client';
import { getMemberInfo } from '../../api/calls/member';
import type { ErrorReactor } from '../../api/errorCatalogue';
import type { ApiClient } from '../../api/types';
import type { TenantConfig } from '../../config/tenant.gen';
import type { Platform } from '../../platform/platform';
import type { KeyValueStore } from '../../platform/storage';
import { decideLinkToken, type TokenOwner } from './linkTokenDecision';
import type { AuthStore } from './AuthStore';
import type { SessionStore } from './SessionStore';

/** The two accounts the chooser names: the tab's own and the link's (their account names). */
export interface LinkChoice {
  current: string;
  link: string;
}

export interface LinkSignInDeps {
  tenant: TenantConfig;
  api: ApiClient;
  platform: Platform;
  session: SessionStore;
}

/**
 * The asking of the link's token goes through a client of its own whose errors do nothing: an
 * expired or forged token in a link must not end the tab's session (the app's client logs the
 * member out on user.or.token.invalid, spec 8), nor show a notice, nor mix its answer into the
 * session's caches.
 */
const QUIET: ErrorReactor = {
  notify: () => undefined,
  clearSession: () => undefined,
  logout: () => undefined,
  goToLogin: () => undefined,
  disableAutoLogin: () => undefined,
  removeLineSessionToken: () => undefined,
  removeRememberedLogin: () => undefined,
  domainNotAvailable: () => undefined,
};

/**
 * The probe's request cache: its own, in memory, dropped with the probe. Written here rather than
 * storage.ts's createMemoryStore, which would then ship with the first screen's JS.
 */
function probeCache(): KeyValueStore {
  const cache = new Map<string, string>();
  return {
    get: (key) => cache.get(key) ?? null,
    set: (key, value) => (cache.set(key, value), true),
    remove: (key) => void cache.delete(key),
  };
}

const ownerOf = (info: { id: number; account: string }): TokenOwner => ({
  id: info.id,
  account: info.account,
});

/** Whose the link's token is (member info asked with it), or null when the server says no one. */
async function linkOwner(deps: LinkSignInDeps, token: string): Promise<TokenOwner | null> {
  const { platform, tenant } = deps;
  const probe = createApiClient({
    fetch: (input, init) => platform.fetch(input, init),
    clock: platform.clock,
    // Member info does not depend on the language; the tenant's default stands in.
    headers: () => ({
      Merchant: tenant.merchantCode,
      Language: tenant.languages.default,
      Authorization: token,
    }),
    reactor: QUIET,
    cacheStorage: probeCache(),
  });
  try {
    return ownerOf(await getMemberInfo(probe, { alert: false, firstScreen: true }));
  } catch {
    return null;
  } finally {
    probe.dispose();
  }
}

/** Who the tab's own session is (the app's client, shared with the member's data), or null. */
async function currentOwner(deps: LinkSignInDeps): Promise<TokenOwner | null> {
  try {
    return ownerOf(await getMemberInfo(deps.api, { alert: false, firstScreen: true }));
  } catch {
    return null;
  }
}

/**
 * A sign-in link (`?token=`) opened in a tab that has a session of another token
 * (docs/sign-in.md, Sign-in links). The server says whose both tokens are; the same member's
 * fresh token replaces the session quietly, another member's waits for the member's choice on
 * a screen naming both accounts (LinkAccountDialog), and a token that names no one is dropped.
 * Loaded only when such a link was opened.
 */
export class LinkSignIn {
  /** The chooser is open: keep the current account, or switch to the link's. */
  choice: LinkChoice | null = null;
  private token: string | null = null;

  constructor(private readonly deps: LinkSignInDeps) {
    makeAutoObservable<LinkSignIn, 'deps' | 'token'>(this, { deps: false, token: false });
  }

  /** Decides what the link's token does, once. */
  async start(): Promise<void> {
    const { session } = this.deps;
    const token = session.takeLinkToken();
    if (!token) return;
    const [current, link] = await Promise.all([
      session.isLoggedIn ? currentOwner(this.deps) : null,
      linkOwner(this.deps, token),
    ]);
    const decision = decideLinkToken({ live: session.isLoggedIn, current, link });
    if (decision === 'keep') {
      if (!link) console.warn('Sign-in link ignored: its token names no member.');
      return;
    }
    if (decision === 'switch') {
      // The same member's fresh token, or the tab's session was over: as a link always did.
      this.signInWith(token, !session.isLoggedIn);
      return;
    }
    if (!current || !link) return; // 'ask' names both: they are known
    runInAction(() => {
      this.token = token;
      this.choice = { current: current.account, link: link.account };
    });
  }

  /** "Keep": the tab stays with its account; the link's token is forgotten. */
  keep(): void {
    this.choice = null;
    this.token = null;
  }

  /** "Switch": the link's account signs in, and the page starts again as that member. */
  switchAccount(): void {
    const token = this.token;
    this.keep();
    if (token) this.signInWith(token, true);
  }

  private signInWith(token: string, restart: boolean): void {
    this.deps.session.setSession({ token });
    // Everything the page shows was the other member's: it starts again, as after a link.
    if (restart) this.deps.platform.env.reload();
  }
}

/**
 * At start, when a link's token met a live session of another token (AuthStore.start, once the
 * tab's member is renewed): the link's flow decides, its chooser shown through the store.
 */
export async function startLinkSignIn(store: AuthStore): Promise<void> {
  const { tenant, api, platform, session } = store.deps;
  const link = new LinkSignIn({ tenant, api, platform, session });
  runInAction(() => (store.linkSignIn = link));
  await link.start();
}

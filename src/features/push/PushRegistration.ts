import { makeAutoObservable } from 'mobx';
import { bindFcmToken, subscribeFcmTopic, unsubscribeFcm } from '../../api/calls/push';
import type { ApiClient } from '../../api/types';
import type { Platform } from '../../platform/platform';
import type { NoticeStore } from '../notices';
import type { RegistrationReaction } from './installationErrors';
import { registrationReaction } from './installationErrors';
import type { MessagingErrorCode, MessagingProvider } from './MessagingProvider';
import type { RegisteredEntry, RegistrationEntry } from './pushRecord';
import {
  isStale,
  readEntry,
  REGISTRATION_POLL_MS,
  TOKEN_REFRESH_MS,
  writeEntry,
} from './pushRecord';

/** spec 4: push and installation registration. */
export type RegistrationState = 'none' | 'in-progress' | 'registered';

export interface RegistrationDeps {
  api: ApiClient;
  platform: Pick<Platform, 'clock' | 'local'>;
  notices: NoticeStore;
  loadProvider: () => Promise<MessagingProvider>;
  /** The member logged in now (CSP_fcmBind is member only), and who it is when known. */
  member: () => { loggedIn: boolean; id: string | null };
  /** Something changed that may call for a registration: a wait ended, a refresh is due. */
  resync: () => void;
  /** A registration failed in a way that is not retried (installationErrors.ts). */
  onFailure: (code: MessagingErrorCode | null, reaction: RegistrationReaction) => void;
}

/** The member logged out while the token was being bound. */
class SessionEnded extends Error {}

/**
 * This browser's push registration (spec 4, 7, 8, 9), kept in local storage: the token bound
 * to the member and subscribed to ALL, refreshed every 7 days, waited for while another tab
 * registers, unbound when it must go.
 */
export class PushRegistration {
  entry: RegistrationEntry | null;
  private provider: Promise<MessagingProvider> | null = null;
  private registering: Promise<void> | null = null;
  private readonly timers: { refresh?: number; poll?: number } = {};
  private stopListening: (() => void) | null = null;

  constructor(private readonly deps: RegistrationDeps) {
    this.entry = readEntry(deps.platform.local);
    makeAutoObservable<
      PushRegistration,
      'deps' | 'provider' | 'registering' | 'timers' | 'stopListening'
    >(
      this,
      { deps: false, provider: false, registering: false, timers: false, stopListening: false },
      { autoBind: true },
    );
  }

  get state(): RegistrationState {
    return this.entry?.status ?? 'none';
  }

  /** Bound for this member within the last 7 days: nothing to do. */
  get current(): boolean {
    const entry = this.entry;
    if (entry?.status !== 'registered') return false;
    const { id } = this.deps.member();
    if (entry.member !== null && id !== null && entry.member !== id) return false;
    return this.deps.platform.clock.now() - entry.boundAt < TOKEN_REFRESH_MS;
  }

  /**
   * spec 4: an entry left in progress (a tab closed half-way, another tab registering) is
   * waited for, polled every 100 ms, until it is done or stale; a stale one is reset.
   */
  settle(): void {
    const { local, clock } = this.deps.platform;
    this.entry = readEntry(local);
    const entry = this.entry;
    if (entry?.status !== 'in-progress') {
      clock.clearInterval(this.timers.poll ?? 0);
      this.timers.poll = undefined;
      return;
    }
    if (isStale(entry, clock.now())) {
      this.setEntry(null);
      this.settle();
      return;
    }
    this.timers.poll ??= clock.setInterval(() => {
      this.settle();
      if (this.timers.poll === undefined) this.deps.resync();
    }, REGISTRATION_POLL_MS);
  }

  /** Binds this browser's token to the member and subscribes it to ALL (spec 7). */
  register(): Promise<void> {
    this.registering ??= this.registerOnce().finally(() => {
      this.registering = null;
    });
    return this.registering;
  }

  /** The next bind is due 7 days after the last (spec 9): a timer for a page left open. */
  scheduleRefresh(): void {
    const { clock } = this.deps.platform;
    clock.clearTimeout(this.timers.refresh ?? 0);
    this.timers.refresh = undefined;
    const entry = this.entry;
    if (entry?.status !== 'registered') return;
    const due = Math.max(0, entry.boundAt + TOKEN_REFRESH_MS - clock.now());
    this.timers.refresh = clock.setTimeout(() => {
      this.timers.refresh = undefined;
      this.deps.resync();
    }, due);
  }

  /** The binding goes (logout, permission taken back): CSP_fcmUnsubscribe, entry removed. */
  drop(): void {
    const entry = this.entry;
    if (entry?.status !== 'registered') return;
    this.setEntry(null);
    void this.unbind(entry.token);
  }

  /** The member turns push off: unbound, and the provider forgets the token. */
  async unsubscribe(): Promise<void> {
    const entry = this.entry;
    this.setEntry(null);
    if (entry?.status !== 'registered') return;
    await this.unbind(entry.token);
    const provider = await this.loadProvider().catch(() => null);
    await provider?.deleteToken().catch((error: unknown) => console.warn('push token', error));
  }

  dispose(): void {
    const { clock } = this.deps.platform;
    clock.clearTimeout(this.timers.refresh ?? 0);
    clock.clearInterval(this.timers.poll ?? 0);
    this.stopListening?.();
    this.stopListening = null;
  }

  private async registerOnce(): Promise<void> {
    const { api, platform, member } = this.deps;
    const previous = this.entry?.status === 'registered' ? this.entry : null;
    this.setEntry({ status: 'in-progress', startedAt: platform.clock.now() });
    try {
      const provider = await this.loadProvider();
      const token = await provider.getToken();
      // CSP_fcmBind is member only: a session that ended meanwhile binds nothing.
      if (!member().loggedIn) throw new SessionEnded();
      await bindFcmToken(api, { registrationToken: token }, { alert: false });
      await subscribeFcmTopic(api, token, { alert: false });
      if (previous && previous.token !== token) void this.unbind(previous.token);
      const boundAt = platform.clock.now();
      this.registered({ status: 'registered', token, boundAt, member: member().id });
      this.listen(provider);
    } catch (error) {
      this.failed(error, previous);
    }
  }

  private registered(entry: RegisteredEntry): void {
    this.setEntry(entry);
    this.scheduleRefresh();
  }

  /** spec 8 installation errors: the table in installationErrors.ts. */
  private failed(error: unknown, previous: RegisteredEntry | null): void {
    if (error instanceof SessionEnded) {
      // The logout found no binding to take (it was being renewed): take it now.
      this.setEntry(null);
      if (previous) void this.unbind(previous.token);
      return;
    }
    const { code, reaction } = registrationReaction(error);
    console.warn(`push registration failed (${code ?? 'call'}): ${reaction}`, error);
    if (reaction === 'keep') {
      this.setEntry(previous);
      this.scheduleRefresh();
      return;
    }
    this.setEntry(null);
    this.deps.onFailure(code, reaction);
  }

  private async unbind(token: string): Promise<void> {
    try {
      await unsubscribeFcm(
        this.deps.api,
        { registrationToken: token, unsubscribeAll: true },
        { alert: false },
      );
    } catch (error) {
      console.warn('push unsubscribe failed', error);
    }
  }

  /** Messages while the page is visible show as a notice (the worker shows the others). */
  private listen(provider: MessagingProvider): void {
    this.stopListening ??= provider.onMessage((message) =>
      this.deps.notices.push({
        ...(message.title ? { title: { text: message.title } } : {}),
        message: { text: message.body },
      }),
    );
  }

  private loadProvider(): Promise<MessagingProvider> {
    this.provider ??= this.deps.loadProvider().catch((error: unknown) => {
      this.provider = null; // a download that failed may be tried again
      throw error;
    });
    return this.provider;
  }

  private setEntry(entry: RegistrationEntry | null): void {
    this.entry = entry;
    writeEntry(this.deps.platform.local, entry);
  }
}

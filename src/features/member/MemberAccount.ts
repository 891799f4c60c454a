import { makeAutoObservable, runInAction } from 'mobx';
import type { LoginResponse } from '../../api/calls/session';
import type { DepositSettings, MemberInfo } from '../../api/calls/member';
import {
  getChatAuthKey,
  getDepositSettings,
  getMemberInfo,
  getUnreadInbox,
} from '../../api/calls/member';
import type { PlayerRankProgress } from '../../api/calls/vip';
import { getPlayerRankProgress } from '../../api/calls/vip';
import type { ApiClient } from '../../api/types';
import type { SessionStore } from '../auth';

/** What the chat widget receives while a member is signed in (spec 4, auth token change). */
export interface ChatIdentity {
  customerName: string;
  authKey: string;
}

// Background reads: a failure shows nothing (session reactions such as logout still apply).
const QUIET = { alert: false } as const;

/**
 * The signed-in member: member info, the name the session answered with, and what spec 4 loads
 * on login (rank progress, deposit settings, unread inbox) and clears on logout.
 */
export class MemberAccount {
  info: MemberInfo | null = null;
  /** From the login response; member info carries only the account name. */
  customerName: string | null = null;
  rankProgress: PlayerRankProgress | null = null;
  totalDepositSuccessCount: number | null = null;
  /** The first successful deposit's amount (deposit settings), for the tracking event. */
  firstDepositAmount: number | null = null;
  unreadCount: number | null = null;
  /** Hook point for the support feature's chat widget; null when signed out. */
  chatIdentity: ChatIdentity | null = null;
  private loading: { token: string; done: Promise<void>; settled: boolean } | null = null;
  private renewing: { token: string; done: Promise<void> } | null = null;
  private rankLoad: RankLoad | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<MemberAccount, 'api' | 'session' | 'loading' | 'renewing' | 'rankLoad'>(
      this,
      {
        api: false,
        session: false,
        loading: false,
        rankLoad: false,
        renewing: false,
        // A read of what is not observable (the load in flight): never a cached computed.
        loadedForSession: false,
      },
    );
  }

  /** This session's load (load()) has finished: the member's data can be used without waiting. */
  loadedForSession(): boolean {
    const token = this.session.token;
    return !token || (this.loading?.token === token && this.loading.settled);
  }

  /** The name to show the member: the customer name, else the account or session user name. */
  get displayName(): string | null {
    if (!this.session.isLoggedIn) return null;
    return this.customerName || this.info?.account || this.session.session?.userName || null;
  }

  /** Keeps what a login answered about the member until member info arrives. */
  signedIn(value: Pick<LoginResponse, 'customerName'>): void {
    this.customerName = value.customerName || null;
  }

  /**
   * Renews the session with member info (type, user name), then loads rank progress, deposit
   * settings, unread inbox and the chat key. One load per token; callers share it.
   */
  load(): Promise<void> {
    const token = this.session.token;
    if (!token) return Promise.resolve();
    if (this.loading?.token === token) return this.loading.done;
    const loading = { token, done: Promise.resolve(), settled: false };
    loading.done = this.renew(token)
      .then(() => this.loadExtras(token))
      .finally(() => {
        loading.settled = true;
      });
    this.loading = loading;
    return loading.done;
  }

  /**
   * spec 2, /m/home on entry: the unread inbox and deposit settings are asked again. The first
   * entry after a login is the login's own load (nothing is asked twice).
   */
  async refreshHome(): Promise<void> {
    const token = this.session.token;
    if (!token) return;
    if (!this.loadedForSession()) return this.load();
    const [deposit, inbox] = await Promise.allSettled([
      getDepositSettings(this.api, QUIET),
      getUnreadInbox(this.api, QUIET),
    ]);
    runInAction(() => {
      if (this.session.token !== token) return;
      if (deposit.status === 'fulfilled') this.depositsSeen(deposit.value);
      if (inbox.status === 'fulfilled') this.unreadCount = inbox.value.count;
    });
  }

  private depositsSeen(settings: DepositSettings): void {
    this.totalDepositSuccessCount = settings.totalDepositSuccessCount;
    this.firstDepositAmount = settings.firstDepositAmount ?? null;
  }

  /** Resolves once member info is in (or failed): what a login waits for before navigating. */
  renewed(): Promise<void> {
    const token = this.session.token;
    if (!token) return Promise.resolve();
    return this.renew(token);
  }

  private renew(token: string): Promise<void> {
    if (this.renewing?.token === token) return this.renewing.done;
    // Who the member is (the header's name, a banner's user name) is first-screen data: asked
    // at once, not after the paint (decision 0011).
    const done = getMemberInfo(this.api, { ...QUIET, firstScreen: true }).then(
      (info) =>
        runInAction(() => {
          if (this.session.token !== token) return;
          this.info = info;
          this.session.update({ type: info.type, userName: info.account });
        }),
      () => undefined,
    );
    this.renewing = { token, done };
    return done;
  }

  /**
   * Before the home's first render, when the VIP bar sits above the banners (its widget's
   * prepare, decision 0011): the rank progress alone, at once. The member data's own load
   * reuses it.
   */
  async prepareRankProgress(): Promise<void> {
    const token = this.session.token;
    if (!token) return;
    const rank = await this.rankFor(token, true).catch(() => null);
    runInAction(() => {
      if (rank && this.session.token === token) this.rankProgress = rank;
    });
  }

  /**
   * One rank progress call per token, shared by the prepare and the member data's load. The
   * data's load can ask first (its member info came early while the VIP bar's code was still
   * on its way): its call waits for the first paint. The bar's prepare, a first-screen call,
   * then takes over: the held call is dropped before it goes out, and both get the prepare's
   * answer (the start's early one when it sent it). Without this the bar waited for a paint
   * that waited for the bar, and the early answer was wasted on a second call.
   */
  private rankFor(token: string, firstScreen = false): Promise<PlayerRankProgress> {
    const load = this.rankLoad;
    if (load?.token === token) {
      if (!load.held || !firstScreen || load.settled) return load.done;
      load.held.abort();
      load.held = undefined;
      load.follow(getPlayerRankProgress(this.api, { ...QUIET, firstScreen: true }));
      return load.done;
    }
    const held = firstScreen ? undefined : new AbortController();
    const next = rankLoad(token, held);
    this.rankLoad = next;
    next.follow(getPlayerRankProgress(this.api, { ...QUIET, firstScreen, signal: held?.signal }));
    return next.done;
  }

  private async loadExtras(token: string): Promise<void> {
    const [rank, deposit, inbox, chatKey] = await Promise.allSettled([
      this.rankFor(token),
      getDepositSettings(this.api, QUIET),
      getUnreadInbox(this.api, QUIET),
      getChatAuthKey(this.api, QUIET),
    ]);
    runInAction(() => {
      if (this.session.token !== token) return;
      if (rank.status === 'fulfilled') this.rankProgress = rank.value;
      if (deposit.status === 'fulfilled') this.depositsSeen(deposit.value);
      if (inbox.status === 'fulfilled') this.unreadCount = inbox.value.count;
      const name = this.customerName || this.info?.account;
      this.chatIdentity =
        chatKey.status === 'fulfilled' && name
          ? { customerName: name, authKey: chatKey.value }
          : null;
    });
  }

  /** spec 4, on logout: unread count, member info and deposit success count are cleared. */
  clear(): void {
    this.info = null;
    this.customerName = null;
    this.rankProgress = null;
    this.totalDepositSuccessCount = null;
    this.firstDepositAmount = null;
    this.unreadCount = null;
    this.chatIdentity = null;
    this.loading = null;
    this.renewing = null;
  }
}

/** The rank progress call of one token: the answer of the last call it followed. */
interface RankLoad {
  token: string;
  /** Aborts the call held for the first paint; none once a first-screen call is followed. */
  held: AbortController | undefined;
  settled: boolean;
  done: Promise<PlayerRankProgress>;
  /** Settles `done` with this call's outcome; an earlier call's is then ignored. */
  follow(call: Promise<PlayerRankProgress>): void;
}

function rankLoad(token: string, held: AbortController | undefined): RankLoad {
  let current: Promise<PlayerRankProgress> | null = null;
  let resolve: (value: PlayerRankProgress) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const load: RankLoad = {
    token,
    held,
    settled: false,
    done: new Promise<PlayerRankProgress>((ok, fail) => {
      resolve = ok;
      reject = fail;
    }),
    follow(call) {
      current = call;
      call.then(
        (value) => {
          if (current !== call) return;
          load.settled = true;
          resolve(value);
        },
        (error: unknown) => {
          if (current !== call) return;
          load.settled = true;
          reject(error);
        },
      );
    },
  };
  return load;
}

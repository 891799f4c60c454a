import { computed, makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { ApiError } from '../../api/ApiError';
import { saveMemberInfoByAuthKey } from '../../api/calls/social';
import type { CustomerServiceEntry } from '../../api/calls/support';
import { getCustomerServiceScript, launchChat } from '../../api/calls/support';
import type { ApiClient } from '../../api/types';
import type { TenantConfig } from '../../config/tenant.gen';
import type { Platform } from '../../platform/platform';
import type { AuthStore, SessionStore } from '../auth';
import type { ChatIdentity, MemberAccount } from '../member';
import type { LocaleStore } from '../locale';
import type { NoticeStore } from '../notices';
import { ChatVendors } from './ChatVendors';
import { supportMessages } from './messages';
import type { ChatEntry, ChatList } from './supportEntries';
import { decodeEntries, listFor, PLATFORM_CHAT, type DecodedEntries } from './supportEntries';
import type { SupportRequest } from './supportRequest';
import { mayHaveEntries } from './supportRequest';
import { UnreadCount } from './UnreadCount';
import type { ChatVendor, VendorDeps } from './vendors/ChatVendor';
import type { FakeChatHost, FakeChatSession } from './vendors/FakeChatSession';
import { loadChatVendor } from './vendors/loadChatVendor';

/** What the support store needs from the root (the RootStore satisfies it). */
export interface SupportRoot {
  readonly tenant: TenantConfig;
  readonly api: ApiClient;
  readonly platform: Platform;
  readonly session: SessionStore;
  readonly auth: AuthStore;
  readonly locale: LocaleStore;
  readonly notices: NoticeStore;
}

export interface SupportOptions {
  /** Builds an entry's adapter; default loadChatVendor (tests pass a recording one). */
  loadVendor?: (deps: VendorDeps, fake: boolean) => Promise<ChatVendor>;
}

export type SupportLoadState = 'idle' | 'loading' | 'loaded' | 'failed';

const QUIET = { alert: false } as const;

/**
 * Customer service (spec 3, 4, 5, 7): the merchant's entries for this member's VIP label, each
 * opened through its vendor's adapter; with CBS3, the platform chat and its unread badge; and
 * the chat's identity following the session (spec 4, auth token change).
 */
export class SupportStore {
  /** WPSCORE_getCustomerServiceScript's entries, paths still encoded; null until answered. */
  script: CustomerServiceEntry[] | null = null;
  loadState: SupportLoadState = 'idle';
  listOpen = false;
  /** A tap is waiting for the entries or the member's data. */
  busy = false;
  /** The line (ChatEntry.key) whose chat is opening. */
  opening: string | null = null;
  /** The fake vendor's panel on screen (demo and tests only). */
  fakeChat: FakeChatSession | null = null;
  readonly unread: UnreadCount;
  private readonly vendors: ChatVendors;
  private readonly loadVendor: NonNullable<SupportOptions['loadVendor']>;
  private readonly stops: Array<() => void> = [];
  private loading: Promise<void> | null = null;

  constructor(
    private readonly root: SupportRoot,
    options: SupportOptions = {},
  ) {
    this.loadVendor = options.loadVendor ?? loadChatVendor;
    this.vendors = new ChatVendors({
      create: (entry) => this.createVendor(entry),
      save: ({ authKey, customerName }) =>
        saveMemberInfoByAuthKey(root.api, { authKey, customerName }, QUIET),
    });
    this.unread = new UnreadCount({
      api: root.api,
      clock: root.platform.clock,
      visibility: root.platform.pwa.visibility,
      token: () => (root.tenant.flags.CBS3 ? root.session.token : null),
    });
    makeAutoObservable<
      SupportStore,
      'root' | 'vendors' | 'loadVendor' | 'stops' | 'loading' | 'createVendor' | 'fakeHost'
    >(
      this,
      {
        root: false,
        unread: false,
        vendors: false,
        loadVendor: false,
        stops: false,
        loading: false,
        createVendor: false,
        fakeHost: false,
        // Replaced whole by each answer, never changed in place: not made observable entry by
        // entry (a large merchant's 60 entries were hundreds of observable fields in one task).
        script: observableRef,
        decoded: computed({ keepAlive: true }),
      },
      { autoBind: true },
    );
  }

  private get member(): MemberAccount | null {
    return this.root.session.isLoggedIn ? this.root.auth.member.current : null;
  }

  /** The member's VIP label; null for a visitor or a member without one. */
  get labelId(): number | null {
    return this.member?.info?.clubLabel?.labelId ?? null;
  }

  /** spec 4: what the chat gets while a session exists. */
  get identity(): ChatIdentity | null {
    return this.root.session.token ? (this.member?.chatIdentity ?? null) : null;
  }

  /** CBS3: the platform chat is offered to a signed-in member. */
  get platformChat(): boolean {
    return this.root.tenant.flags.CBS3 && this.root.session.isLoggedIn;
  }

  /**
   * The answer's paths decoded once (a large merchant has 60): kept while nothing observes it,
   * so neither the load's own check, nor the member's label arriving after it, decodes them again.
   */
  get decoded(): DecodedEntries {
    return decodeEntries(this.script ?? []);
  }

  get list(): ChatList {
    return listFor(this.decoded, this.labelId);
  }

  /** What the list shows: the platform chat first (CBS3), then the entries for the label. */
  get entries(): ChatEntry[] {
    return this.platformChat ? [PLATFORM_CHAT, ...this.list.entries] : this.list.entries;
  }

  /** Whether the button shows: the tenant file's answer until the server's entries are in. */
  get available(): boolean {
    if (this.loadState === 'loaded') return this.entries.length > 0;
    return mayHaveEntries(this.root.tenant, this.root.session.isLoggedIn);
  }

  get pending(): boolean {
    return this.busy || this.opening !== null;
  }

  get unreadCount(): number | null {
    return this.unread.count;
  }

  /** Once, from the first widget or tap: entries, badge, and the chat following the session. */
  start(): void {
    if (this.stops.length > 0) return;
    const { session, locale } = this.root;
    this.unread.start();
    this.stops.push(
      // spec 4, without a token: every chat opened so far is cleared and logged out.
      reaction(
        () => session.token,
        (token, previous) => {
          if (previous && token !== previous) this.vendors.clear();
        },
      ),
      // spec 4, with a token: the chat gets the customer name and the chat auth key.
      reaction(
        () => this.identity,
        (identity) => {
          if (identity) this.vendors.setIdentity(identity);
        },
        { fireImmediately: true },
      ),
      reaction(
        () => locale.language,
        (language) => this.vendors.setLanguage(language),
      ),
      () => this.unread.dispose(),
      () => this.vendors.dispose(),
    );
    void this.load();
  }

  /** Answers each tap of the button or the menu item once (SupportRequest). */
  listen(request: SupportRequest): () => void {
    return reaction(
      () => request.asks,
      () => {
        if (request.take()) void this.tap();
      },
      { fireImmediately: true },
    );
  }

  /** The entries (WPSCORE_getCustomerServiceScript); after a failure, the next call tries again. */
  load(): Promise<void> {
    if (this.loadState === 'loaded') return Promise.resolve();
    if (this.loading) return this.loading;
    this.loadState = 'loading';
    this.loading = getCustomerServiceScript(this.root.api, QUIET).then(
      (script) => this.loaded(script.entries),
      () => this.failed(),
    );
    return this.loading;
  }

  private loaded(entries: CustomerServiceEntry[]): void {
    this.script = entries;
    this.loadState = 'loaded';
    this.loading = null;
    const { undecodable } = this.decoded;
    if (undecodable.length > 0) {
      // Operators see it with `npm run tenants`; a member just does not see these entries.
      console.warn(`customer-service entries not listed (path not decodable): ${undecodable}`);
    }
  }

  private failed(): void {
    this.loadState = 'failed';
    this.loading = null;
  }

  /**
   * The button (or the menu item): the list when there are several entries, the one entry's
   * chat directly. Waits for the entries and, for a member, the member's label and chat key.
   */
  async tap(): Promise<void> {
    if (this.pending) return;
    // Every tap after the first finds the entries and the member's data in: the list opens in
    // the tap's own render, without the button shown busy and then not (two renders more in
    // the tap's frame, on a cheap phone).
    if (!this.readyToOpen()) {
      this.setBusy(true);
      try {
        await this.load();
        const member = this.member ?? (await this.signedInMember());
        await member?.load();
      } finally {
        this.setBusy(false);
      }
    }
    if (this.loadState !== 'loaded') {
      this.root.notices.push({ message: supportMessages.loadFailed });
      return;
    }
    const [first, ...others] = this.entries;
    if (!first) this.root.notices.push({ message: supportMessages.unavailable });
    else if (others.length === 0) await this.open(first);
    else this.showList(true);
  }

  private readyToOpen(): boolean {
    if (this.loadState !== 'loaded') return false;
    if (!this.root.session.isLoggedIn) return true;
    return this.member?.loadedForSession() ?? false;
  }

  private async signedInMember(): Promise<MemberAccount | null> {
    if (!this.root.session.isLoggedIn) return null;
    return this.root.auth.member.load().catch(() => null);
  }

  private setBusy(busy: boolean): void {
    this.busy = busy;
  }

  showList(open: boolean): void {
    this.listOpen = open;
  }

  closeList(): void {
    this.listOpen = false;
  }

  /** Opens an entry's chat; a vendor that cannot load says so and is tried afresh next time. */
  async open(entry: ChatEntry): Promise<void> {
    this.listOpen = false;
    this.opening = entry.key;
    try {
      const vendor = await this.vendors.obtain(entry);
      // The vendor looks the key up: the member's details are saved under it first.
      const identity = this.identity;
      if (identity) await this.vendors.saveIdentity(identity);
      await vendor.open();
      if (entry.kind === 'CBS') this.unread.markRead();
    } catch (error) {
      this.vendors.drop(entry.id);
      // A refused call was already shown by the API client (spec 8); anything else is said here.
      if (!(error instanceof ApiError)) {
        this.root.notices.push({ message: supportMessages.openFailed });
      }
    } finally {
      this.openingDone();
    }
  }

  private openingDone(): void {
    this.opening = null;
  }

  closeFakeChat(): void {
    const closed = this.fakeChat;
    this.fakeChat = null;
    // Leaving the platform chat: anything that arrived meanwhile shows on the badge.
    if (closed?.kind === 'CBS') void this.unread.refresh();
  }

  private readonly fakeHost: FakeChatHost = {
    show: (session) => runInAction(() => (this.fakeChat = session)),
    hide: (session) =>
      runInAction(() => {
        if (this.fakeChat === session) this.fakeChat = null;
      }),
  };

  private createVendor(entry: ChatEntry): Promise<ChatVendor> {
    const { api, platform, locale } = this.root;
    const { address } = entry;
    return this.loadVendor(
      {
        target: {
          kind: entry.kind,
          name: entry.name,
          address:
            entry.kind === 'CBS' || address === null
              ? () => launchChat(api).then((launch) => launch.chatUrl)
              : () => Promise.resolve(address),
        },
        clock: platform.clock,
        language: () => locale.language,
        windows: platform.windows,
        fakeHost: this.fakeHost,
      },
      platform.env.useFakeProviders,
    );
  }

  /** Called by the root when it goes (Stores.obtain). */
  dispose(): void {
    for (const stop of this.stops.splice(0)) stop();
  }
}

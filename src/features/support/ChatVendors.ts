import type { ChatIdentity } from '../member';
import type { ChatEntry } from './supportEntries';
import type { ChatVendor } from './vendors/ChatVendor';

export interface ChatVendorsDeps {
  create: (entry: ChatEntry) => Promise<ChatVendor>;
  /** WPSCORE_saveMemberInfoByAuthKey: the member's details under the chat auth key. */
  save: (identity: ChatIdentity) => Promise<unknown>;
}

/**
 * The adapters of the entries opened so far, one per entry, built on first open. What the
 * member is (identity) and speaks (language) is told to every adapter, including one still
 * downloading, so a chat never shows a member who has signed out.
 */
export class ChatVendors {
  private readonly building = new Map<string, Promise<ChatVendor>>();
  private readonly live = new Map<string, ChatVendor>();
  private identity: ChatIdentity | null = null;
  private language: string | null = null;
  private saved: { authKey: string; done: Promise<void> } | null = null;
  private disposed = false;

  constructor(private readonly deps: ChatVendorsDeps) {}

  /** The entry's adapter; a failed download is forgotten, so the next open tries again. */
  obtain(entry: ChatEntry): Promise<ChatVendor> {
    const existing = this.building.get(entry.id);
    if (existing) return existing;
    const built = this.deps.create(entry).then(
      (vendor) => {
        if (this.disposed) {
          vendor.dispose();
          throw new Error('customer service was disposed');
        }
        if (this.identity) vendor.setIdentity(this.identity);
        if (this.language) vendor.setLanguage?.(this.language);
        this.live.set(entry.id, vendor);
        return vendor;
      },
      (error: unknown) => {
        this.building.delete(entry.id);
        throw error;
      },
    );
    this.building.set(entry.id, built);
    return built;
  }

  /** Adapters built so far (tests, and the store's checks). */
  get vendors(): ChatVendor[] {
    return [...this.live.values()];
  }

  /** spec 4, with a token: every chat gets the member; saved for the vendors once one is open. */
  setIdentity(identity: ChatIdentity): void {
    this.identity = identity;
    for (const vendor of this.live.values()) vendor.setIdentity(identity);
    if (this.live.size > 0) void this.saveIdentity(identity);
  }

  /**
   * The member's details saved under the chat auth key, once per key, so a vendor can look the
   * member up by it. A failure is let go (the chat still opens with the key); the next open
   * tries again.
   */
  saveIdentity(identity: ChatIdentity): Promise<void> {
    if (this.saved?.authKey === identity.authKey) return this.saved.done;
    const done = this.deps.save(identity).then(
      () => undefined,
      () => {
        this.saved = null;
      },
    );
    this.saved = { authKey: identity.authKey, done };
    return done;
  }

  /** spec 4, without a token: every chat is cleared and logged out. */
  clear(): void {
    this.identity = null;
    this.saved = null;
    for (const vendor of this.live.values()) vendor.clear();
  }

  setLanguage(language: string): void {
    this.language = language;
    for (const vendor of this.live.values()) vendor.setLanguage?.(language);
  }

  /** Forgets an entry's adapter (it failed to open): the next open builds it afresh. */
  drop(id: string): void {
    this.live.get(id)?.dispose();
    this.live.delete(id);
    this.building.delete(id);
  }

  dispose(): void {
    this.disposed = true;
    for (const vendor of this.live.values()) vendor.dispose();
    this.live.clear();
    this.building.clear();
  }
}

import type { Clock } from '../../../platform/clock';
import type { PageGlobals } from '../../../platform/pageGlobals';
import type { BrowserWindows } from '../../../platform/windows';
import type { ChatIdentity } from '../../member';
import type { ChatKind } from '../supportEntries';
import type { FakeChatHost } from './FakeChatSession';

/**
 * One chat vendor behind one interface (ARCHITECTURE.md, Third parties): the real adapters
 * (LiveChat, Comm100, the link vendors, the platform chat) and the fake the demo and tests use.
 * Every method may be called before `open`; what needs the vendor's script waits for it.
 */
export interface ChatVendor {
  readonly kind: ChatKind;
  /** How it talks to the vendor: its script on the page, its chat page in a window, or the fake. */
  readonly mode: 'widget' | 'link' | 'fake';
  /** Shows the chat; the first call loads what the vendor needs. Rejects when it cannot. */
  open(): Promise<void>;
  /** spec 4, with a token: the chat gets the customer name and the chat auth key. */
  setIdentity(identity: ChatIdentity): void;
  /** spec 4, without a token: the chat user is cleared and logged out; a visitor may open it again. */
  clear(): void;
  /** The member changed language; only vendors that can follow one implement it. */
  setLanguage?(language: string): void;
  /** Removes what the adapter put on the page (the store is going away). */
  dispose(): void;
}

/** What is opened: the entry's vendor and name, and where its chat is. */
export interface ChatTarget {
  kind: ChatKind;
  /** The tenant's name for the entry; null for the platform chat. */
  name: string | null;
  /** The https chat address: the decoded path, or the platform chat's per-open address. */
  address: () => Promise<string>;
}

export interface VendorDeps {
  target: ChatTarget;
  clock: Clock;
  /** The member's language when the chat opens. */
  language: () => string;
  /** Adds a vendor's script; default src/platform/loadScript on the page. */
  loadScript?: (src: string) => Promise<void>;
  /** Where a vendor's snippet globals live; default the page's (src/platform/pageGlobals). */
  globals?: PageGlobals;
  /** Opening a link vendor's chat page; absent where there is no browser (tests of others). */
  windows?: Pick<BrowserWindows, 'open' | 'assign'>;
  /** The fake vendor's in-app panel; required by the fake only. */
  fakeHost?: FakeChatHost;
}

import { makeAutoObservable } from 'mobx';
import type { ChatIdentity } from '../../member';
import type { ChatKind } from '../supportEntries';

/** What the fake chat was told, in order, so QA and e2e see that a sign-out cleared it. */
export type FakeChatEvent =
  | { type: 'identity'; customerName: string }
  | { type: 'cleared' }
  | { type: 'language'; language: string };

/**
 * The fake vendor's state, shown by the in-app panel (FakeChatPanel): which vendor and entry,
 * the address a real adapter would use, and the identity it holds now.
 */
export class FakeChatSession {
  address: string | null = null;
  identity: ChatIdentity | null = null;
  language: string;
  events: FakeChatEvent[] = [];

  constructor(
    readonly kind: ChatKind,
    readonly name: string | null,
    language: string,
  ) {
    this.language = language;
    makeAutoObservable(this, { kind: false, name: false });
  }

  opened(address: string): void {
    this.address = address;
  }

  setIdentity(identity: ChatIdentity): void {
    const same =
      this.identity?.authKey === identity.authKey &&
      this.identity.customerName === identity.customerName;
    if (same) return;
    this.identity = identity;
    this.events.push({ type: 'identity', customerName: identity.customerName });
  }

  clear(): void {
    this.identity = null;
    this.events.push({ type: 'cleared' });
  }

  setLanguage(language: string): void {
    if (language === this.language) return;
    this.language = language;
    this.events.push({ type: 'language', language });
  }
}

/** Where the fake's panel shows: the support store keeps the one on screen. */
export interface FakeChatHost {
  show(session: FakeChatSession): void;
  hide(session: FakeChatSession): void;
}

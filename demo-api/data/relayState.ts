import type { SaveMemberInfoRequest } from '../../src/api/calls/social.ts';
import type { DemoState } from '../state.ts';
import type { PlatformChat } from './platformChat.ts';

export interface FcmRegistration {
  /** The member the token is bound to (CSP_fcmBind); null for a topic-only token. */
  memberId: number | null;
  topics: Set<string>;
}

export interface CollectedBeacon {
  merchant: string;
  value: unknown;
  at: number;
  /** The demo context that sent it (demo-api/demoContext.ts), if any. */
  context?: string;
}

/** What the relay, game and collect calls remember, beside the members of DemoState. */
export interface RelayState {
  /** merchantCode → registrationToken → registration. */
  fcm: Map<string, Map<string, FcmRegistration>>;
  /** `${merchantCode}:${memberId}` → the member's platform chat (CBS3, data/platformChat.ts). */
  platformChat: Map<string, PlatformChat>;
  /** Latest collect beacons, oldest first, at most MAX_COLLECTED. */
  collected: CollectedBeacon[];
  /** `${merchantCode}:${authKey}` → member info saved for the chat widget. */
  memberInfo: Map<string, SaveMemberInfoRequest>;
}

export const MAX_COLLECTED = 500;

// Kept beside DemoState (not in it) so these calls can grow without touching the shared state;
// one per DemoState, so each createDemoApi still starts empty.
const relayStates = new WeakMap<DemoState, RelayState>();

export function relayStateOf(state: DemoState): RelayState {
  let relay = relayStates.get(state);
  if (!relay) {
    relay = { fcm: new Map(), platformChat: new Map(), collected: [], memberInfo: new Map() };
    relayStates.set(state, relay);
  }
  return relay;
}

export function fcmRegistrations(
  relay: RelayState,
  merchantCode: string,
): Map<string, FcmRegistration> {
  let registrations = relay.fcm.get(merchantCode);
  if (!registrations) {
    registrations = new Map();
    relay.fcm.set(merchantCode, registrations);
  }
  return registrations;
}

export function recordBeacon(relay: RelayState, beacon: CollectedBeacon): void {
  relay.collected.push(beacon);
  if (relay.collected.length > MAX_COLLECTED) relay.collected.shift();
}

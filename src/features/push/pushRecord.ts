import type { KeyValueStore } from '../../platform/storage';
import { readJson, writeJson } from '../../platform/storage';

/** Local storage: this browser's push registration (spec 4: not registered, in progress, registered). */
export const REGISTRATION_KEY = 'pushRegistration';
/** Local storage: the calendar day the permission modal was last closed (spec 4, 9). */
export const PROMPT_CLOSED_KEY = 'pushPromptClosed';
/** Local storage: the member turned push off here; nothing is registered silently again. */
export const OPTED_OUT_KEY = 'pushOptedOut';

/**
 * spec 4: an entry in progress is stale after a timeout, then reset. 10 s, as the messaging
 * SDK's own pending-registration timeout and spec 9's native push token timeout.
 */
export const REGISTRATION_STALE_MS = 10_000;
/** spec 9: installation polling 100 ms (another tab's registration in progress). */
export const REGISTRATION_POLL_MS = 100;
/** spec 9: push token refresh every 7 days. */
export const TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;

export interface RegisteredEntry {
  status: 'registered';
  token: string;
  /** When CSP_fcmBind last succeeded (ms since the epoch). */
  boundAt: number;
  /** The member it is bound to (session id or user name) when known. */
  member: string | null;
}

export interface InProgressEntry {
  status: 'in-progress';
  startedAt: number;
}

export type RegistrationEntry = RegisteredEntry | InProgressEntry;

/** The stored entry; anything unreadable counts as not registered. */
export function readEntry(local: KeyValueStore): RegistrationEntry | null {
  const entry = readJson<Partial<RegisteredEntry> & Partial<InProgressEntry>>(
    local,
    REGISTRATION_KEY,
  );
  if (entry?.status === 'in-progress' && typeof entry.startedAt === 'number') {
    return { status: 'in-progress', startedAt: entry.startedAt };
  }
  if (
    entry?.status === 'registered' &&
    typeof entry.token === 'string' &&
    entry.token !== '' &&
    typeof entry.boundAt === 'number'
  ) {
    const member = typeof entry.member === 'string' ? entry.member : null;
    return { status: 'registered', token: entry.token, boundAt: entry.boundAt, member };
  }
  return null;
}

export function writeEntry(local: KeyValueStore, entry: RegistrationEntry | null): void {
  if (entry) writeJson(local, REGISTRATION_KEY, entry);
  else local.remove(REGISTRATION_KEY);
}

export function isStale(entry: InProgressEntry, now: number): boolean {
  return now - entry.startedAt >= REGISTRATION_STALE_MS;
}

/** The device's local calendar day, 'YYYY-MM-DD': the modal shows at most once per day. */
export function calendarDay(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

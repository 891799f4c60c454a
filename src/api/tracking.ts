import type { Clock } from '../platform/clock';
import { sleep } from '../platform/clock';
import { startDeadline } from './deadline';

/**
 * Event tracking transport (spec 7): a POST of a JSON string, retried 3 times with exponential
 * backoff and full jitter, then handed to the beacon (the "ping fallback") up to 5 times.
 *
 * Backoff before retry n (n = 1, 2, 3): a uniformly random wait in [0, min(8 s, 500 ms × 2^(n-1))),
 * i.e. up to 500 ms, 1 s, 2 s ("full jitter": spreads a burst of clients over the whole window
 * instead of synchronising their retries). Beacon tries n = 2..5 wait the same way.
 */
export const TRACKING_RETRIES = 3;
export const TRACKING_BACKOFF_BASE_MS = 500;
export const TRACKING_BACKOFF_CAP_MS = 8_000;
export const BEACON_TRIES = 5;
/** Browsers refuse beacon (and keepalive) bodies of 64 KiB or more in flight. */
export const MAX_BEACON_BYTES = 64 * 1024;
/** Each POST gives up after the default request timeout (spec 9). */
export const TRACKING_TIMEOUT_MS = 30_000;

export const PING_PATH = '/wps/system/test/ping';
/** spec 9: the connectivity ping aborts after 15 s. */
export const PING_TIMEOUT_MS = 15_000;

/**
 * How a send ended: 'sent' by POST, 'beacon' queued by the browser, 'rejected' when the server
 * refused the payload (a 4xx other than 408/429: retrying cannot help), 'tooLarge' when every
 * try failed and the payload is too big for a beacon (refused, never trimmed: a cut JSON is
 * worthless), 'failed' when the beacon refused it 5 times.
 */
export type TrackingOutcome = 'sent' | 'beacon' | 'rejected' | 'tooLarge' | 'failed';

export interface TrackingTransportDeps {
  fetch: typeof fetch;
  clock: Clock;
  /** [0, 1); Math.random in the app, fixed in tests. */
  random: () => number;
  /** navigator.sendBeacon: true when queued. */
  sendBeacon: (url: string, data: string) => boolean;
  /** Sent as the Merchant header of the ping. */
  merchant: string;
}

export interface TrackingTransport {
  send(url: string, payload: unknown): Promise<TrackingOutcome>;
  /** GET /wps/system/test/ping: true when answered 2xx within 15 s; never throws. */
  ping(): Promise<boolean>;
}

/** Full-jitter exponential backoff: the wait before retry n (1-based). */
export function backoffMs(retry: number, random: () => number): number {
  const ceiling = Math.min(TRACKING_BACKOFF_CAP_MS, TRACKING_BACKOFF_BASE_MS * 2 ** (retry - 1));
  return Math.floor(random() * ceiling);
}

export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

export function createTrackingTransport(deps: TrackingTransportDeps): TrackingTransport {
  const { clock, random } = deps;

  /** 'ok', 'retry' (no answer, 408, 429, 5xx) or 'rejected' (another 4xx). */
  async function post(url: string, body: string): Promise<'ok' | 'retry' | 'rejected'> {
    const deadline = startDeadline(clock, TRACKING_TIMEOUT_MS);
    try {
      const res = await deps.fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        credentials: 'include',
        signal: deadline.signal,
      });
      if (res.ok) return 'ok';
      return retryable(res.status) ? 'retry' : 'rejected';
    } catch {
      return 'retry';
    } finally {
      deadline.done();
    }
  }

  async function beacon(url: string, body: string): Promise<TrackingOutcome> {
    if (utf8Bytes(body) >= MAX_BEACON_BYTES) return 'tooLarge';
    for (let attempt = 1; attempt <= BEACON_TRIES; attempt += 1) {
      if (attempt > 1) await sleep(clock, backoffMs(attempt - 1, random));
      if (deps.sendBeacon(url, body)) return 'beacon';
    }
    return 'failed';
  }

  return {
    async send(url, payload) {
      const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
      for (let attempt = 0; attempt <= TRACKING_RETRIES; attempt += 1) {
        if (attempt > 0) await sleep(clock, backoffMs(attempt, random));
        const result = await post(url, body);
        if (result === 'ok') return 'sent';
        if (result === 'rejected') return 'rejected';
      }
      return beacon(url, body);
    },
    async ping() {
      const deadline = startDeadline(clock, PING_TIMEOUT_MS);
      try {
        const res = await deps.fetch(PING_PATH, {
          method: 'GET',
          headers: { Merchant: deps.merchant },
          cache: 'no-store',
          priority: 'low',
          signal: deadline.signal,
        });
        return res.ok;
      } catch {
        return false;
      } finally {
        deadline.done();
      }
    },
  };
}

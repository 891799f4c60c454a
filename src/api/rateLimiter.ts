import type { Clock } from '../platform/clock';

/** spec 9: GETs of one /wps/ path are spaced 120 ms plus a 30 ms margin apart. */
export const RATE_LIMIT_INTERVAL_MS = 120;
export const RATE_LIMIT_MARGIN_MS = 30;
/** Longer paths are not limited (spec 9: path max 200 characters). */
export const RATE_LIMIT_MAX_PATH = 200;
/** Paths remembered; the least recently used is forgotten first. */
export const RATE_LIMIT_MAX_PATHS = 100;

export interface RateLimiter {
  /**
   * Resolves when a GET of the path may go: at once, or once the previous one is 150 ms old.
   * A waiting request is delayed, never dropped. Rejects with the signal's reason on abort.
   */
  wait(path: string, signal?: AbortSignal): Promise<void>;
}

export function isRateLimited(path: string): boolean {
  return path.startsWith('/wps/') && path.length <= RATE_LIMIT_MAX_PATH;
}

export function createRateLimiter(clock: Clock): RateLimiter {
  const gap = RATE_LIMIT_INTERVAL_MS + RATE_LIMIT_MARGIN_MS;
  /** Path → the earliest time its next GET may go, in least-recently-used order. */
  const nextAt = new Map<string, number>();

  const reserve = (path: string): number => {
    const now = clock.now();
    const at = Math.max(now, nextAt.get(path) ?? now);
    nextAt.delete(path);
    nextAt.set(path, at + gap);
    if (nextAt.size > RATE_LIMIT_MAX_PATHS) {
      const oldest = nextAt.keys().next().value;
      if (oldest !== undefined) nextAt.delete(oldest);
    }
    return at - now;
  };

  return {
    wait(path, signal) {
      if (!isRateLimited(path)) return Promise.resolve();
      if (signal?.aborted) return Promise.reject(signal.reason);
      const delay = reserve(path);
      if (delay <= 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          clock.clearTimeout(handle);
          reject(signal?.reason);
        };
        const handle = clock.setTimeout(() => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        }, delay);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
}

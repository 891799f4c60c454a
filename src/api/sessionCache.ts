import type { Clock } from '../platform/clock';

/** spec 9: session cache default expiry 180 s. */
export const SESSION_CACHE_TTL_MS = 180_000;

export interface SessionCache {
  get(key: string): { data: unknown } | undefined;
  set(key: string, data: unknown, ttlMs: number): void;
  clear(): void;
}

/**
 * Session-scoped GET answers (member info...) kept in memory only: they never reach storage and
 * are gone with the tab or on logout.
 */
export function createSessionCache(clock: Clock): SessionCache {
  const entries = new Map<string, { data: unknown; expiry: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiry > clock.now()) return { data: entry.data };
      entries.delete(key);
      return undefined;
    },
    set(key, data, ttlMs) {
      const now = clock.now();
      for (const [k, e] of entries) if (e.expiry <= now) entries.delete(k);
      entries.set(key, { data, expiry: now + ttlMs });
    },
    clear: () => entries.clear(),
  };
}

import type { Clock } from '../platform/clock';
import type { KeyValueStore } from '../platform/storage';
import { MAX_STORED_BYTES, storedBytes } from '../platform/storage';

/** spec 9: the request cache's name, TTL, size and housekeeping. */
export const REQUEST_CACHE_KEY = 'api-cache-v1';
export const DEFAULT_CACHE_TTL_MS = 180_000;
export const CACHE_MAX_ITEMS = 30;
export const CACHE_CLEANUP_MS = 300_000;
/** Share of the entries dropped, oldest first, when the cache is over its limit. */
export const CACHE_DROP_SHARE = 0.2;
/** Share of writes that also measure the whole stored cache (spec 9: 10% random size check). */
export const CACHE_SIZE_CHECK_SHARE = 0.1;

/** spec 3: a cache entry is its data and when it expires (epoch ms). */
export interface CacheEntry {
  data: unknown;
  expiry: number;
}

export interface RequestCache {
  /** The live entry of the key (its data may be null), or undefined on a miss or after expiry. */
  get(key: string): { data: unknown } | undefined;
  /** Stores data for ttlMs; false when refused (too large, storage full): the call still answers. */
  set(key: string, data: unknown, ttlMs: number): boolean;
  clear(): void;
  /** Stops the cleanup interval. */
  dispose(): void;
}

export interface RequestCacheDeps {
  storage: KeyValueStore;
  clock: Clock;
  random: () => number;
  /** Default 1.5 MB (spec 5). */
  maxBytes?: number;
}

type Entries = Record<string, CacheEntry>;

function isEntry(value: unknown): value is CacheEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'data' in value &&
    typeof (value as { expiry?: unknown }).expiry === 'number'
  );
}

/** Drops the oldest share of entries (insertion order: keys are paths, never integer-like). */
function dropOldest(entries: Entries): Entries {
  const keys = Object.keys(entries);
  const drop = Math.max(1, Math.ceil(keys.length * CACHE_DROP_SHARE));
  return Object.fromEntries(keys.slice(drop).map((k) => [k, entries[k] as CacheEntry]));
}

/**
 * GET answers kept in one stored JSON object under api-cache-v1. Every failure of the storage
 * (full, disabled, refused) means "not cached", never an error for the call.
 */
export function createRequestCache(deps: RequestCacheDeps): RequestCache {
  const { storage, clock, random } = deps;
  const maxBytes = deps.maxBytes ?? MAX_STORED_BYTES;
  let cleanup: number | null = null;
  // The last stored text and its parse, so a read does not parse an unchanged cache again.
  let lastRaw: string | null = null;
  let lastEntries: Entries = {};

  const read = (): Entries => {
    const raw = storage.get(REQUEST_CACHE_KEY);
    if (raw === null) return {};
    if (raw === lastRaw) return lastEntries;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
    const entries: Entries = {};
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      for (const [key, value] of Object.entries(parsed)) if (isEntry(value)) entries[key] = value;
    }
    lastRaw = raw;
    lastEntries = entries;
    return entries;
  };

  const write = (entries: Entries, text = JSON.stringify(entries)): boolean => {
    if (!storage.set(REQUEST_CACHE_KEY, text)) return false;
    lastRaw = text;
    lastEntries = entries;
    return true;
  };

  const live = (entries: Entries): Entries => {
    const now = clock.now();
    return Object.fromEntries(Object.entries(entries).filter(([, e]) => e.expiry > now));
  };

  const startCleanup = () => {
    if (cleanup !== null) return;
    cleanup = clock.setInterval(() => {
      const entries = read();
      const kept = live(entries);
      if (Object.keys(kept).length !== Object.keys(entries).length) write(kept);
    }, CACHE_CLEANUP_MS);
  };

  return {
    get(key) {
      startCleanup();
      const entry = read()[key];
      return entry && entry.expiry > clock.now() ? { data: entry.data } : undefined;
    },
    set(key, data, ttlMs) {
      startCleanup();
      let entryText: string | undefined;
      try {
        entryText = JSON.stringify({ data, expiry: 0 });
      } catch {
        entryText = undefined;
      }
      let entries = live(read());
      delete entries[key];
      // spec 5: a single value over the cap is refused; the old answer of the key goes too.
      if (entryText === undefined || storedBytes(entryText) > maxBytes) {
        write(entries);
        return false;
      }
      entries[key] = { data, expiry: clock.now() + ttlMs };
      if (Object.keys(entries).length > CACHE_MAX_ITEMS) entries = dropOldest(entries);
      let text = JSON.stringify(entries);
      if (random() < CACHE_SIZE_CHECK_SHARE) {
        while (storedBytes(text) > maxBytes && Object.keys(entries).length > 1) {
          entries = dropOldest(entries);
          text = JSON.stringify(entries);
        }
      }
      return key in entries && write(entries, text);
    },
    clear() {
      storage.remove(REQUEST_CACHE_KEY);
      lastRaw = null;
      lastEntries = {};
    },
    dispose() {
      if (cleanup !== null) clock.clearInterval(cleanup);
      cleanup = null;
    },
  };
}

import { describe, expect, it } from 'vitest';
import { createMemoryStore, type KeyValueStore } from '../platform/storage';
import { createFakeClock } from '../testing/createFakeClock';
import {
  CACHE_CLEANUP_MS,
  createRequestCache,
  DEFAULT_CACHE_TTL_MS,
  REQUEST_CACHE_KEY,
} from './requestCache';

function setup(
  options: { random?: () => number; storage?: KeyValueStore; maxBytes?: number } = {},
) {
  const clock = createFakeClock(0);
  const storage = options.storage ?? createMemoryStore();
  const cache = createRequestCache({
    storage,
    clock,
    random: options.random ?? (() => 0.99),
    maxBytes: options.maxBytes,
  });
  const stored = () =>
    JSON.parse(storage.get(REQUEST_CACHE_KEY) ?? '{}') as Record<string, unknown>;
  return { clock, storage, cache, stored };
}

describe('the request cache (api-cache-v1)', () => {
  it('answers a stored key until its TTL ends', () => {
    const { clock, cache } = setup();
    expect(cache.set('/wps/a', { n: 1 }, DEFAULT_CACHE_TTL_MS)).toBe(true);
    clock.advance(DEFAULT_CACHE_TTL_MS - 1);
    expect(cache.get('/wps/a')).toEqual({ data: { n: 1 } });
    clock.advance(1);
    expect(cache.get('/wps/a')).toBeUndefined();
  });

  it('keeps entries as { data, expiry } under api-cache-v1', () => {
    const { cache, stored } = setup();
    cache.set('/wps/a', [1, 2], 1000);
    expect(stored()).toEqual({ '/wps/a': { data: [1, 2], expiry: 1000 } });
  });

  it('answers a cached null as a hit', () => {
    const { cache } = setup();
    cache.set('/wps/a', null, 1000);
    expect(cache.get('/wps/a')).toEqual({ data: null });
  });

  describe('when a 31st item is stored', () => {
    it('drops the oldest 20%', () => {
      const { clock, cache, stored } = setup();
      for (let i = 1; i <= 31; i += 1) {
        cache.set(`/wps/${i}`, i, 60_000);
        clock.advance(1);
      }
      const keys = Object.keys(stored());
      // 31 items, ceil(31 × 20%) = 7 oldest dropped.
      expect(keys).toHaveLength(24);
      expect(keys[0]).toBe('/wps/8');
      expect(cache.get('/wps/7')).toBeUndefined();
      expect(cache.get('/wps/31')).toEqual({ data: 31 });
    });
  });

  it('removes expired entries every 300000 ms once in use, until disposed', () => {
    const { clock, cache, stored } = setup();
    cache.set('/wps/short', 1, 1000);
    cache.set('/wps/long', 2, 10 * CACHE_CLEANUP_MS);
    clock.advance(CACHE_CLEANUP_MS - 1);
    expect(Object.keys(stored())).toEqual(['/wps/short', '/wps/long']);
    clock.advance(1);
    expect(Object.keys(stored())).toEqual(['/wps/long']);
    cache.dispose();
    expect(clock.pending()).toBe(0);
  });

  it('starts no cleanup timer before it is used', () => {
    const { clock } = setup();
    expect(clock.pending()).toBe(0);
  });

  it('refuses a single value over 1.5 MB, and forgets the old answer of its key', () => {
    const { cache } = setup();
    cache.set('/wps/big', 'small', 60_000);
    const big = 'x'.repeat(800 * 1024); // 1.6 MB as stored (two bytes a character)
    expect(cache.set('/wps/big', big, 60_000)).toBe(false);
    expect(cache.get('/wps/big')).toBeUndefined();
  });

  describe('on the 10% random size check', () => {
    it('evicts the oldest entries until the whole cache fits', () => {
      const { cache, stored } = setup({ random: () => 0.05, maxBytes: 10_000 });
      const chunk = 'y'.repeat(1500); // about 3 KB stored each: three fit in 10 KB, four do not
      for (let i = 1; i <= 4; i += 1) expect(cache.set(`/wps/${i}`, chunk, 60_000)).toBe(true);
      expect(Object.keys(stored())).toEqual(['/wps/2', '/wps/3', '/wps/4']);
    });

    it('is skipped the other 90% of writes, leaving the cap to the storage', () => {
      const { cache, stored } = setup({ random: () => 0.1, maxBytes: 10_000 });
      const chunk = 'y'.repeat(1500);
      for (let i = 1; i <= 4; i += 1) cache.set(`/wps/${i}`, chunk, 60_000);
      // No check ran (random 0.1 is not below 10%); the memory store's own cap is 1.5 MB.
      expect(Object.keys(stored())).toEqual(['/wps/1', '/wps/2', '/wps/3', '/wps/4']);
    });
  });

  it('treats a full or disabled storage as "not cached", never as an error', () => {
    const full: KeyValueStore = { get: () => null, set: () => false, remove: () => undefined };
    const { cache } = setup({ storage: full });
    expect(cache.set('/wps/a', 1, 60_000)).toBe(false);
    expect(cache.get('/wps/a')).toBeUndefined();
  });

  it('ignores a stored cache that is not JSON', () => {
    const storage = createMemoryStore({ [REQUEST_CACHE_KEY]: '{oops' });
    const { cache } = setup({ storage });
    expect(cache.get('/wps/a')).toBeUndefined();
    expect(cache.set('/wps/a', 1, 1000)).toBe(true);
    expect(cache.get('/wps/a')).toEqual({ data: 1 });
  });

  it('forgets everything on clear', () => {
    const { cache, storage } = setup();
    cache.set('/wps/a', 1, 1000);
    cache.clear();
    expect(storage.get(REQUEST_CACHE_KEY)).toBeNull();
    expect(cache.get('/wps/a')).toBeUndefined();
  });
});

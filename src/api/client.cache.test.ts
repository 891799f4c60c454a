import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../platform/storage';
import { createMemoryStore } from '../platform/storage';
import { REQUEST_CACHE_KEY } from './requestCache';
import type { FakeClock } from '../testing/createFakeClock';
import { advance, createTestClient, okEnvelope } from './testing/testSupport';

/** Lets a call through the GET rate limiter (a repeated path waits 150 ms), then awaits it. */
async function settle<T>(clock: FakeClock, call: Promise<T>): Promise<T> {
  await advance(clock, 150);
  return call;
}

function counting(store: KeyValueStore = createMemoryStore()) {
  let n = 0;
  return {
    answer: () => okEnvelope({ n: ++n }),
    deps: { cacheStorage: store },
  };
}

describe('the request cache through the client', () => {
  it('answers a repeated cached GET from the cache', async () => {
    const { client, fake } = createTestClient(counting());
    await expect(client.get('/wps/system/country', { cache: true })).resolves.toEqual({ n: 1 });
    await expect(client.get('/wps/system/country', { cache: true })).resolves.toEqual({ n: 1 });
    expect(fake.requests).toHaveLength(1);
  });

  it('asks again after 180 s', async () => {
    const { client, clock, fake } = createTestClient(counting());
    await client.get('/wps/system/country', { cache: true });
    await advance(clock, 180_000);
    await expect(client.get('/wps/system/country', { cache: true })).resolves.toEqual({ n: 2 });
    expect(fake.requests).toHaveLength(2);
  });

  it('honours a given TTL', async () => {
    const { client, clock } = createTestClient(counting());
    await client.get('/wps/system/country', { cache: { ttlMs: 1000 } });
    await advance(clock, 999);
    await expect(client.get('/wps/system/country', { cache: true })).resolves.toEqual({ n: 1 });
    await advance(clock, 1);
    await expect(client.get('/wps/system/country', { cache: true })).resolves.toEqual({ n: 2 });
  });

  it('refetches and replaces the cached answer with flush', async () => {
    const { client, clock } = createTestClient(counting());
    await client.get('/wps/system/country', { cache: true });
    await expect(
      settle(clock, client.get('/wps/system/country', { cache: true, flush: true })),
    ).resolves.toEqual({ n: 2 });
    await expect(client.get('/wps/system/country', { cache: true })).resolves.toEqual({ n: 2 });
  });

  it('does not cache GETs that do not ask', async () => {
    const { client, clock, fake } = createTestClient(counting());
    await client.get('/wps/system/country');
    await settle(clock, client.get('/wps/system/country'));
    expect(fake.requests).toHaveLength(2);
  });

  it('keeps answers per language', async () => {
    let language = 'EN';
    const { client, clock, fake } = createTestClient({
      ...counting(),
      deps: { headers: () => ({ Merchant: 'demo', Language: language }) },
    });
    await client.get('/wps/system/country', { cache: true });
    language = 'TH';
    await settle(clock, client.get('/wps/system/country', { cache: true }));
    expect(fake.requests).toHaveLength(2);
  });

  it('caches relay reads by their body', async () => {
    const { client, fake } = createTestClient(counting());
    await client.relay('WPSCORE_getDownloadSetting', { domain: 'a' }, { cache: true });
    await client.relay('WPSCORE_getDownloadSetting', { domain: 'a' }, { cache: true });
    await client.relay('WPSCORE_getDownloadSetting', { domain: 'b' }, { cache: true });
    expect(fake.requests).toHaveLength(2);
  });

  it('still answers when the storage is full', async () => {
    const full: KeyValueStore = { get: () => null, set: () => false, remove: () => undefined };
    const { client, clock } = createTestClient(counting(full));
    await expect(client.get('/wps/system/country', { cache: true })).resolves.toEqual({ n: 1 });
    await expect(
      settle(clock, client.get('/wps/system/country', { cache: true })),
    ).resolves.toEqual({ n: 2 });
  });

  it('refuses to store an answer over 1.5 MB, and still answers with it', async () => {
    const huge = 'z'.repeat(800 * 1024);
    const storage = createMemoryStore();
    const { client } = createTestClient({
      answer: () => okEnvelope(huge),
      deps: { cacheStorage: storage },
    });
    await expect(client.get('/wps/big', { cache: true })).resolves.toBe(huge);
    expect(storage.get(REQUEST_CACHE_KEY) ?? '').not.toContain('zzz');
  });
});

describe('the session cache', () => {
  it('keeps session-scoped answers in memory for 180 s, never in storage', async () => {
    const storage = createMemoryStore();
    const { client, clock, fake } = createTestClient(counting(storage));
    await client.get('/wps/member/info', { sessionCache: true });
    await expect(client.get('/wps/member/info', { sessionCache: true })).resolves.toEqual({
      n: 1,
    });
    expect(storage.get(REQUEST_CACHE_KEY)).toBeNull();
    await advance(clock, 180_000);
    await client.get('/wps/member/info', { sessionCache: true });
    expect(fake.requests).toHaveLength(2);
  });

  it('is emptied, with the request cache, by clearCaches (logout)', async () => {
    const storage = createMemoryStore();
    const { client, clock, fake } = createTestClient(counting(storage));
    await client.get('/wps/member/info', { sessionCache: true });
    await client.get('/wps/system/country', { cache: true });
    client.clearCaches();
    expect(storage.get(REQUEST_CACHE_KEY)).toBeNull();
    await settle(clock, client.get('/wps/member/info', { sessionCache: true }));
    await settle(clock, client.get('/wps/system/country', { cache: true }));
    expect(fake.requests).toHaveLength(4);
  });
});

describe('dispose', () => {
  it('stops the cache cleanup interval', async () => {
    const { client, clock } = createTestClient(counting());
    await client.get('/wps/system/country', { cache: true });
    expect(clock.pending()).toBe(1);
    client.dispose();
    expect(clock.pending()).toBe(0);
  });
});

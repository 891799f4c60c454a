// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isCacheAssetsMessage } from '../platform/workerMessages';
import { isHashedAsset, keepAssets, runtimeCacheName } from './runtimeAssets';

function fakeCaches() {
  const kept = new Map<string, Response>();
  const cache = {
    match: async (url: string) => kept.get(url),
    add: async (url: string) => {
      if (url.includes('gone')) throw new TypeError('404');
      kept.set(url, new Response('x'));
    },
  };
  return { kept, caches: { open: async () => cache } as unknown as CacheStorage };
}

describe("the worker's runtime copy of hashed files", () => {
  it('takes only hashed build files of its own origin', () => {
    const origin = 'https://m.example.test';
    expect(isHashedAsset(new URL(`${origin}/m/assets/vi-AB12.js`), origin, '/m/')).toBe(true);
    expect(isHashedAsset(new URL(`${origin}/m/tenants/demo.json`), origin, '/m/')).toBe(false);
    // A merchant's texts of one language: the network, as the tenant file.
    const texts = new URL(`${origin}/m/tenants/vn-lotto.texts.VI.json`);
    expect(isHashedAsset(texts, origin, '/m/')).toBe(false);
    expect(isHashedAsset(new URL('https://cdn.test/m/assets/x.js'), origin, '/m/')).toBe(false);
  });

  it('keeps the files the page names, except precached ones, past one that fails', async () => {
    const { kept, caches } = fakeCaches();
    const urls = ['/m/assets/gone-1.js', '/m/assets/vi-AB12.js', '/m/assets/index-CD34.js'];
    await keepAssets(caches, 'assets-runtime-x', urls, (url) => url.includes('index-'));
    expect([...kept.keys()]).toEqual(['/m/assets/vi-AB12.js']);
  });

  it('is named per release', () => {
    const release = [{ url: 'index.html', revision: 'a' }, 'assets/index-CD34.js'];
    const next = [{ url: 'index.html', revision: 'b' }, 'assets/index-CD34.js'];
    expect(runtimeCacheName(release)).toBe(runtimeCacheName([...release]));
    expect(runtimeCacheName(release)).not.toBe(runtimeCacheName(next));
  });

  it("reads the page's message and nothing else", () => {
    expect(isCacheAssetsMessage({ type: 'CACHE_ASSETS', urls: ['/m/assets/a.js'] })).toBe(true);
    expect(isCacheAssetsMessage({ type: 'CACHE_ASSETS', urls: [1] })).toBe(false);
    expect(isCacheAssetsMessage({ type: 'SKIP_WAITING' })).toBe(false);
  });
});

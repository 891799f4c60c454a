/**
 * Hashed build files the precache leaves out (the catalogues of languages other than English):
 * kept the first time the worker sees them, so a repeat visit in any language loads nothing
 * from the network. A hashed file never changes, so the cache answers first.
 */
export const RUNTIME_ASSETS_CACHE = 'assets-runtime-v1';

/** The page's message listing the hashed files it loaded before the worker controlled it. */
export const CACHE_ASSETS_MESSAGE = 'CACHE_ASSETS';

export interface CacheAssetsMessage {
  type: typeof CACHE_ASSETS_MESSAGE;
  urls: string[];
}

export function isCacheAssetsMessage(data: unknown): data is CacheAssetsMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === CACHE_ASSETS_MESSAGE &&
    Array.isArray((data as { urls?: unknown }).urls) &&
    (data as { urls: unknown[] }).urls.every((url) => typeof url === 'string')
  );
}

/** A hashed build file of this origin, under `<base>assets/`. */
export function isHashedAsset(url: URL, origin: string, base: string): boolean {
  return url.origin === origin && url.pathname.startsWith(`${base}assets/`);
}

/** From the cache, else from the network, kept for next time when it answered 200. */
export async function cacheFirst(caches: CacheStorage, request: Request): Promise<Response> {
  const cache = await caches.open(RUNTIME_ASSETS_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

/** Keeps the files the page names that are not kept yet (and are not `precached`). */
export async function keepAssets(
  caches: CacheStorage,
  urls: readonly string[],
  precached: (url: string) => boolean,
): Promise<void> {
  const cache = await caches.open(RUNTIME_ASSETS_CACHE);
  for (const url of urls) {
    if (precached(url) || (await cache.match(url))) continue;
    // One file that fails (a deploy removed it) must not stop the others.
    await cache.add(url).catch(() => undefined);
  }
}

/**
 * Hashed build files the precache leaves out (the catalogues of languages other than English):
 * kept the first time the worker sees them, so a repeat visit in any language loads nothing
 * from the network. A hashed file never changes, so the cache answers first.
 */
export const RUNTIME_ASSETS_PREFIX = 'assets-runtime-';

/**
 * The runtime cache of one release, named from its precache list: a new worker starts its own
 * and drops the older ones, without racing the page's first message to it.
 */
export function runtimeCacheName(
  precache: ReadonlyArray<string | { url: string; revision?: string | null }>,
): string {
  let hash = 5381;
  for (const entry of precache) {
    const key = typeof entry === 'string' ? entry : `${entry.url}#${entry.revision ?? ''}`;
    for (let i = 0; i < key.length; i += 1) hash = ((hash * 33) ^ key.charCodeAt(i)) >>> 0;
  }
  return `${RUNTIME_ASSETS_PREFIX}${hash.toString(36)}`;
}

/** A hashed build file of this origin, under `<base>assets/`. */
export function isHashedAsset(url: URL, origin: string, base: string): boolean {
  return url.origin === origin && url.pathname.startsWith(`${base}assets/`);
}

/** From the cache, else from the network, kept for next time when it answered 200. */
export async function cacheFirst(
  caches: CacheStorage,
  name: string,
  request: Request,
): Promise<Response> {
  const cache = await caches.open(name);
  // A module script asks in CORS mode; the kept copy may say Vary: Origin.
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

/** Keeps the files the page names that are not kept yet (and are not `precached`). */
export async function keepAssets(
  caches: CacheStorage,
  name: string,
  urls: readonly string[],
  precached: (url: string) => boolean,
): Promise<void> {
  const cache = await caches.open(name);
  for (const url of urls) {
    if (precached(url) || (await cache.match(url, { ignoreVary: true }))) continue;
    // One file that fails (a deploy removed it) must not stop the others.
    await cache.add(url).catch(() => undefined);
  }
}

/** Drops the runtime caches of earlier releases. */
export async function dropOtherRuntimeCaches(caches: CacheStorage, name: string): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((other) => other.startsWith(RUNTIME_ASSETS_PREFIX) && other !== name)
      .map((other) => caches.delete(other)),
  );
}

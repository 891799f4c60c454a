/**
 * The messages the page and the service worker exchange: here on the platform floor, so that
 * both src/sw and the page's worker registration read one definition.
 */

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

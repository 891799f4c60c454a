import type { PrecacheEntry } from 'workbox-precaching';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  getCacheKeyForURL,
  matchPrecache,
  precache,
} from 'workbox-precaching';
import { installMessagingHandlers } from './messaging';
import {
  cacheFirst,
  isHashedAsset,
  keepAssets,
  dropOtherRuntimeCaches,
  runtimeCacheName,
} from './runtimeAssets';
import { isCacheAssetsMessage } from '../platform/workerMessages';
import { isApiCall, isShellNavigation } from './shellRoutes';
import { readWorkerContext } from './workerContext';

declare const self: ServiceWorkerGlobalScope & {
  /** Filled in by the build (vite-plugin-pwa, injectManifest): the shell to precache. */
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

/** The folder the worker is served from (/m/): its scope and the app's base. */
const BASE = new URL('./', self.location.href).pathname;

// The shell: index.html, the JS and CSS chunks and the English messages. Other languages,
// tenant files and brand images are not in it; they come from the network (other languages
// once: the runtime copy below keeps them).
// The build fills in the list at its one mention (injectManifest allows no second).
const manifest = self.__WB_MANIFEST;
precache(manifest);
cleanupOutdatedCaches();
const shell = createHandlerBoundToURL(`${BASE}index.html`);
const runtimeCache = runtimeCacheName(manifest);

// The page's update flow (spec 4) asks a new worker to take over at once.
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
  // The page's files from before this worker controlled it (the member's catalogue).
  if (isCacheAssetsMessage(data)) {
    const precached = (url: string) => getCacheKeyForURL(url) !== undefined;
    event.waitUntil(keepAssets(self.caches, runtimeCache, data.urls, precached));
  }
});

// Earlier releases' runtime files go; this release's cache may already hold the page's.
self.addEventListener('activate', (event) =>
  event.waitUntil(
    dropOtherRuntimeCaches(self.caches, runtimeCache).then(() => self.clients.claim()),
  ),
);

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApiCall(url)) return;
  if (request.mode === 'navigate') {
    if (isShellNavigation(url, BASE)) event.respondWith(shell({ request, url, event }));
    return;
  }
  // Precached files from the precache; other hashed files from the runtime cache; anything
  // else is left to the network.
  if (getCacheKeyForURL(url.href) === undefined) {
    if (isHashedAsset(url, self.location.origin, BASE)) {
      event.respondWith(cacheFirst(self.caches, runtimeCache, request));
    }
    return;
  }
  event.respondWith(matchPrecache(url.href).then((cached) => cached ?? fetch(request)));
});

installMessagingHandlers(self, readWorkerContext(self.location.href), BASE);

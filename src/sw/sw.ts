import type { PrecacheEntry } from 'workbox-precaching';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  getCacheKeyForURL,
  matchPrecache,
  precache,
} from 'workbox-precaching';
import { installMessagingHandlers } from './messaging';
import { isApiCall, isShellNavigation } from './shellRoutes';
import { readWorkerContext } from './workerContext';

declare const self: ServiceWorkerGlobalScope & {
  /** Filled in by the build (vite-plugin-pwa, injectManifest): the shell to precache. */
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

/** The folder the worker is served from (/m/): its scope and the app's base. */
const BASE = new URL('./', self.location.href).pathname;

// The shell: index.html, the JS and CSS chunks and the English messages. Other languages,
// tenant files and brand images are not in it; they come from the network.
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();
const shell = createHandlerBoundToURL(`${BASE}index.html`);

// The page's update flow (spec 4) asks a new worker to take over at once.
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApiCall(url)) return;
  if (request.mode === 'navigate') {
    if (isShellNavigation(url, BASE)) event.respondWith(shell({ request, url, event }));
    return;
  }
  // Precached files from the cache; anything else is left to the network.
  if (getCacheKeyForURL(url.href) === undefined) return;
  event.respondWith(matchPrecache(url.href).then((cached) => cached ?? fetch(request)));
});

installMessagingHandlers(self, readWorkerContext(self.location.href), BASE);

import { Workbox } from 'workbox-window';
import { CACHE_ASSETS_MESSAGE } from './workerMessages';
import type { WorkerRegistration } from './serviceWorker';

/**
 * Registers the worker with workbox-window. Loaded lazily by serviceWorker.ts: nothing here is
 * in the initial bundle.
 */
export async function registerWorker(
  scriptUrl: string,
  scope: string,
): Promise<WorkerRegistration | null> {
  const wb = new Workbox(scriptUrl, { scope });
  const registration = await wb.register();
  if (!registration) return null;
  // The files this page loaded before the worker controlled it, for its runtime cache.
  void navigator.serviceWorker.ready.then((ready) => {
    const assets = `${new URL(scope, location.href).href}assets/`;
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(assets));
    ready.active?.postMessage({ type: CACHE_ASSETS_MESSAGE, urls });
  });
  return { update: () => takeOver(wb, registration) };
}

/** registration.update(), then skipWaiting by message for the new worker (src/sw/sw.ts). */
function takeOver(wb: Workbox, registration: ServiceWorkerRegistration): Promise<void> {
  return new Promise((resolve) => {
    wb.addEventListener('controlling', () => resolve());
    wb.addEventListener('waiting', () => wb.messageSkipWaiting());
    wb.update().then(
      () => {
        if (registration.waiting) wb.messageSkipWaiting();
        // Nothing new was found: the page already runs the newest worker.
        else if (!registration.installing) resolve();
      },
      () => resolve(),
    );
  });
}

import { Workbox } from 'workbox-window';
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

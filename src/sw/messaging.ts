import type { WorkerContext } from './workerContext';

/**
 * Where push messaging will live: Firebase Cloud Messaging is to be bundled into this same
 * worker (firebase/messaging/sw, configured for context.merchant), never a second registration.
 * Until then the page subscribes to nothing, so no push arrives; a notification tap (from a
 * future message) closes it and opens the app.
 */
export function installMessagingHandlers(
  scope: ServiceWorkerGlobalScope,
  context: WorkerContext,
  base: string,
): void {
  void context; // the merchant's push settings will be chosen from it
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openApp(scope, base));
  });
}

async function openApp(scope: ServiceWorkerGlobalScope, base: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window' });
  const open = windows.find((client) => new URL(client.url).pathname.startsWith(base));
  if (open) await open.focus();
  else await scope.clients.openWindow(`${base}home`);
}

import type { FirebaseApp } from 'firebase/app';
import type { Messaging } from 'firebase/messaging';
import type { Clock } from '../../platform/clock';
import type { MessagingErrorCode, MessagingProvider } from './MessagingProvider';
import { MessagingError } from './MessagingProvider';
import type { PushPayload } from '../../platform/pushMessage';
import { readMessage } from '../../platform/pushMessage';
import type { FirebasePushConfig } from '../../config/pushConfig';

/** spec 9: the push token is waited for at most 10 s; the worker's activation likewise. */
export const WORKER_READY_TIMEOUT_MS = 10_000;

/** The parts of the modular Firebase SDK (v12) this adapter calls, typed minimally. */
interface MessagingHandle {
  readonly app: { readonly name: string };
}
export interface FirebaseMessagingModules {
  getApps(): Array<{ name: string }>;
  initializeApp(options: Omit<FirebasePushConfig, 'vapidKey'>, name: string): { name: string };
  isSupported(): Promise<boolean>;
  getMessaging(app: { name: string }): MessagingHandle;
  getToken(
    messaging: MessagingHandle,
    options: { vapidKey: string; serviceWorkerRegistration: ServiceWorkerRegistration },
  ): Promise<string>;
  deleteToken(messaging: MessagingHandle): Promise<boolean>;
  onMessage(messaging: MessagingHandle, listener: (payload: PushPayload) => void): () => void;
}

export interface FirebaseMessagingDeps {
  clock: Clock;
  /** The app's own worker, /m/sw.js, once active: FCM is given it, never a worker of its own. */
  workerRegistration: () => Promise<ServiceWorkerRegistration>;
}

const APP_NAME = 'push';

/** The SDK, in this adapter's own chunk: only a merchant with real web push downloads it. */
export async function loadFirebaseMessagingModules(): Promise<FirebaseMessagingModules> {
  const [app, messaging] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]).catch((error: unknown) => {
    throw new MessagingError('sdk-unavailable', 'the Firebase SDK could not load', {
      cause: error,
    });
  });
  // The handles passed back in only ever come from these same modules, so narrowing them to
  // the SDK's own types is exact.
  return {
    getApps: app.getApps,
    initializeApp: (options, name) => app.initializeApp(options, name),
    isSupported: messaging.isSupported,
    getMessaging: (handle) => messaging.getMessaging(handle as FirebaseApp),
    getToken: (handle, options) => messaging.getToken(handle as Messaging, options),
    deleteToken: (handle) => messaging.deleteToken(handle as Messaging),
    onMessage: (handle, listener) => messaging.onMessage(handle as Messaging, listener),
  };
}

interface FirebaseErrorShape {
  code?: unknown;
  customData?: { serverCode?: unknown; requestName?: unknown };
}

/**
 * The SDK's FirebaseError in the product's words (spec 8, installation errors). The SDK's codes
 * read 'installations/app-offline', 'messaging/permission-blocked' and so on; a server refusal
 * is 'installations/request-failed' with the HTTP code and the request's name.
 */
export function messagingErrorCode(error: unknown): MessagingErrorCode {
  if (error instanceof MessagingError) return error.code;
  const { code, customData } = (error ?? {}) as FirebaseErrorShape;
  if (typeof code !== 'string') return 'failed';
  const [, name = ''] = code.split('/');
  switch (name) {
    case 'app-offline':
    case 'installation-not-found':
    case 'not-registered':
      return name;
    case 'missing-app-config-values':
      return 'missing-config';
    case 'permission-blocked':
    case 'permission-default':
      return 'permission-denied';
    case 'unsupported-browser':
    case 'indexed-db-unsupported':
      return 'unsupported';
    case 'request-failed': {
      const status = customData?.serverCode;
      if (status === 409 && customData?.requestName === 'Create Installation')
        return 'create-conflict';
      if ((status === 401 || status === 404) && customData?.requestName === 'Generate Auth Token')
        return 'refresh-rejected';
      return 'failed';
    }
    default:
      return 'failed';
  }
}

const asMessagingError = (error: unknown): MessagingError =>
  error instanceof MessagingError
    ? error
    : new MessagingError(messagingErrorCode(error), String(error), { cause: error });

/**
 * Firebase Cloud Messaging with the modular API (INTEGRATIONS.md 4b): getToken with the tenant's
 * VAPID key and the app's active worker registration, deleteToken, onMessage. The SDK's chunk is
 * imported on the first call, so a tenant without real push never downloads it.
 */
export function createFirebaseMessaging(
  config: FirebasePushConfig,
  deps: FirebaseMessagingDeps,
  load: () => Promise<FirebaseMessagingModules> = loadFirebaseMessagingModules,
): MessagingProvider {
  let ready: Promise<{ sdk: FirebaseMessagingModules; messaging: MessagingHandle }> | null = null;
  const start = () =>
    (ready ??= (async () => {
      const sdk = await load();
      if (!(await sdk.isSupported().catch(() => false))) {
        throw new MessagingError('unsupported', 'this browser has no web push for Firebase');
      }
      const { vapidKey: _vapidKey, ...options } = config;
      const app =
        sdk.getApps().find((a) => a.name === APP_NAME) ?? sdk.initializeApp(options, APP_NAME);
      return { sdk, messaging: sdk.getMessaging(app) };
    })().catch((error: unknown) => {
      ready = null; // a download that failed may be tried again
      throw asMessagingError(error);
    }));

  const activeWorker = () =>
    new Promise<ServiceWorkerRegistration>((resolve, reject) => {
      const timer = deps.clock.setTimeout(
        () => reject(new MessagingError('no-worker', 'the service worker is not active')),
        WORKER_READY_TIMEOUT_MS,
      );
      deps.workerRegistration().then(
        (registration) => {
          deps.clock.clearTimeout(timer);
          resolve(registration);
        },
        (error: unknown) => {
          deps.clock.clearTimeout(timer);
          reject(new MessagingError('no-worker', String(error), { cause: error }));
        },
      );
    });

  return {
    kind: 'firebase',
    async getToken() {
      const { sdk, messaging } = await start();
      const serviceWorkerRegistration = await activeWorker();
      try {
        return await sdk.getToken(messaging, {
          vapidKey: config.vapidKey,
          serviceWorkerRegistration,
        });
      } catch (error) {
        throw asMessagingError(error);
      }
    },
    async deleteToken() {
      const { sdk, messaging } = await start();
      try {
        await sdk.deleteToken(messaging);
      } catch (error) {
        throw asMessagingError(error);
      }
    },
    onMessage(listener) {
      let stopped = false;
      let stop: (() => void) | null = null;
      start().then(
        ({ sdk, messaging }) => {
          if (stopped) return;
          stop = sdk.onMessage(messaging, (payload) => {
            const message = readMessage(payload);
            if (message) listener(message);
          });
        },
        () => undefined, // getToken reports the failure
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}

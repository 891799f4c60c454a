import { getApps, initializeApp } from 'firebase/app';
import { getMessaging, isSupported, onBackgroundMessage } from 'firebase/messaging/sw';
import type { PushPayload } from '../platform/pushMessage';
import { readMessage } from '../platform/pushMessage';
import type { FirebasePushConfig } from '../config/pushConfig';

/** What messaging.ts needs of Firebase's worker side (INTEGRATIONS.md 4b, in the worker). */
export interface FirebaseWorkerSdk {
  isSupported(): Promise<boolean>;
  /**
   * Starts Firebase messaging for the merchant: its push and subscription-change listeners are
   * added to the scope while this runs (synchronously), and its background handler is set.
   */
  start(config: FirebasePushConfig): void;
}

const APP_NAME = 'push';

/**
 * Firebase's worker code (firebase/app and firebase/messaging/sw; getMessaging must come from
 * /sw). Bundled into /m/sw.js, evaluated only for a merchant with real push: messaging.ts
 * imports this module dynamically, which the worker build inlines.
 */
export function firebaseWorkerSdk(scope: ServiceWorkerGlobalScope): FirebaseWorkerSdk {
  return {
    isSupported,
    start(config) {
      const { vapidKey: _vapidKey, ...options } = config;
      const app =
        getApps().find((existing) => existing.name === APP_NAME) ??
        initializeApp(options, APP_NAME);
      const messaging = getMessaging(app);
      // A notification message is shown by Firebase itself; a data-only one is shown here,
      // as a push that shows nothing makes the browser show its own notice.
      onBackgroundMessage(messaging, (payload: PushPayload) => {
        if (payload.notification) return;
        const message = readMessage(payload);
        if (!message) return;
        return scope.registration.showNotification(message.title, {
          body: message.body,
          ...(payload.data?.icon ? { icon: payload.data.icon } : {}),
          data: { link: payload.fcmOptions?.link ?? payload.data?.link ?? null },
        });
      });
    },
  };
}

/** spec 4 push opt-in: what the browser says about showing notifications to this site. */
export type PermissionAnswer = 'default' | 'granted' | 'denied';

/**
 * The browser's notification permission and the app's one service worker, for web push
 * (INTEGRATIONS.md 4b). The worker is the one the app registered (/m/sw.js): push never
 * registers a second one.
 */
export interface NotificationsPort {
  /**
   * Notifications, the Push API and service workers on a secure page. False in iOS Safari tabs
   * (web push is for home-screen apps there), in most webviews and on plain http.
   */
  isSupported(): boolean;
  permission(): PermissionAnswer;
  /** Must be called inside the tap that asked for it: browsers ignore it otherwise. */
  requestPermission(): Promise<PermissionAnswer>;
  /** The active registration of the app's worker (navigator.serviceWorker.ready); may wait. */
  workerRegistration(): Promise<ServiceWorkerRegistration>;
}

const asAnswer = (value: unknown): PermissionAnswer =>
  value === 'granted' || value === 'denied' ? value : 'default';

export function createBrowserNotifications(win: Window = window): NotificationsPort {
  // A global of the window, not a member TypeScript's Window declares.
  const api = () => (win as Window & { Notification?: typeof Notification }).Notification;
  return {
    isSupported: () =>
      win.isSecureContext &&
      api() !== undefined &&
      'serviceWorker' in win.navigator &&
      'PushManager' in win,
    permission: () => asAnswer(api()?.permission),
    requestPermission() {
      const notification = api();
      if (!notification) return Promise.resolve('denied');
      return new Promise((resolve) => {
        // Older Safari answers through the callback and returns undefined.
        const answered = notification.requestPermission((answer) => resolve(asAnswer(answer))) as
          Promise<NotificationPermission> | undefined;
        answered?.then(
          (answer) => resolve(asAnswer(answer)),
          () => resolve(asAnswer(notification.permission)),
        );
      });
    },
    workerRegistration: () => win.navigator.serviceWorker.ready,
  };
}

import { describe, expect, it } from 'vitest';
import { createBrowserNotifications } from './notifications';
import { createMemoryNotifications } from './testing/notificationsMemory';

interface FakeWindowOptions {
  secure?: boolean;
  permission?: NotificationPermission;
  /** What requestPermission answers; 'callback' answers through the old callback only. */
  answer?: NotificationPermission;
  callbackOnly?: boolean;
  notification?: boolean;
  push?: boolean;
}

const READY = { scope: '/m/' } as ServiceWorkerRegistration;

/** The parts of a window the adapter reads. */
function fakeWindow(options: FakeWindowOptions = {}): Window {
  const notification = {
    permission: options.permission ?? 'default',
    requestPermission(callback?: (answer: NotificationPermission) => void) {
      const answer = options.answer ?? 'granted';
      if (options.callbackOnly) {
        callback?.(answer);
        return undefined;
      }
      return Promise.resolve(answer);
    },
  };
  return {
    isSecureContext: options.secure ?? true,
    navigator: { serviceWorker: { ready: Promise.resolve(READY) } },
    ...(options.notification === false ? {} : { Notification: notification }),
    ...(options.push === false ? {} : { PushManager: class {} }),
  } as unknown as Window;
}

describe('notifications in the browser', () => {
  it('are supported on a secure page with Notification, the Push API and workers', () => {
    expect(createBrowserNotifications(fakeWindow()).isSupported()).toBe(true);
    expect(createBrowserNotifications(fakeWindow({ secure: false })).isSupported()).toBe(false);
    // iOS Safari outside a home-screen app has no Notification.
    expect(createBrowserNotifications(fakeWindow({ notification: false })).isSupported()).toBe(
      false,
    );
    expect(createBrowserNotifications(fakeWindow({ push: false })).isSupported()).toBe(false);
  });

  it('read the permission (default where there is no Notification)', () => {
    expect(createBrowserNotifications(fakeWindow({ permission: 'granted' })).permission()).toBe(
      'granted',
    );
    expect(createBrowserNotifications(fakeWindow({ notification: false })).permission()).toBe(
      'default',
    );
  });

  it('ask the browser, with its promise or its old callback', async () => {
    await expect(
      createBrowserNotifications(fakeWindow({ answer: 'denied' })).requestPermission(),
    ).resolves.toBe('denied');
    await expect(
      createBrowserNotifications(
        fakeWindow({ answer: 'granted', callbackOnly: true }),
      ).requestPermission(),
    ).resolves.toBe('granted');
    await expect(
      createBrowserNotifications(fakeWindow({ notification: false })).requestPermission(),
    ).resolves.toBe('denied');
  });

  it('hand over the app’s own worker registration', async () => {
    await expect(createBrowserNotifications(fakeWindow()).workerRegistration()).resolves.toBe(
      READY,
    );
  });
});

describe('notifications in tests', () => {
  it('answer once, as the browser does', async () => {
    const notifications = createMemoryNotifications();
    notifications.answerWith('denied');
    await expect(notifications.requestPermission()).resolves.toBe('denied');
    notifications.answerWith('granted');
    await expect(notifications.requestPermission()).resolves.toBe('denied');
    expect(notifications.requests()).toBe(2);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createFakeClock } from '../../testing/createFakeClock';
import type { FirebaseMessagingModules } from './firebaseMessaging';
import {
  createFirebaseMessaging,
  messagingErrorCode,
  WORKER_READY_TIMEOUT_MS,
} from './firebaseMessaging';
import { INSTALLATION_ERRORS } from './installationErrors';
import type { MessagingErrorCode } from './MessagingProvider';
import { MessagingError } from './MessagingProvider';
import type { PushPayload } from '../../platform/pushMessage';
import type { FirebasePushConfig } from '../../config/pushConfig';

const CONFIG: FirebasePushConfig = {
  vapidKey:
    'BLNz5bGphOxxIfDctLPQ1f4GYXHWFv6zRIgBy9KBnwOibJeqKih_-VkNpM687A6Ve953Q9of8TCKaRgv0pLX5Ws',
  appId: '1:864781775000:web:4c0231b82580bc2f5d8d1a',
  apiKey: 'AIzay-gXLnZOySJYRvBh4YAeYKZeDPkMfegAf-W',
  projectId: 'piso-panalo-prod',
  messagingSenderId: '864781775000',
};

/** The app's worker registration as the page hands it over. */
const REGISTRATION = { scope: 'https://m.pisopanalo.test/m/' } as ServiceWorkerRegistration;

/** A FirebaseError as the SDK throws it. */
const firebaseError = (code: string, customData?: Record<string, unknown>) =>
  Object.assign(new Error(code), { code, customData });

function fakeSdk(overrides: Partial<FirebaseMessagingModules> = {}) {
  const apps: Array<{ name: string }> = [];
  let listener: ((payload: PushPayload) => void) | null = null;
  const sdk: FirebaseMessagingModules = {
    getApps: () => apps,
    initializeApp: vi.fn((_options, name: string) => {
      const app = { name };
      apps.push(app);
      return app;
    }),
    isSupported: () => Promise.resolve(true),
    getMessaging: (app) => ({ app }),
    getToken: vi.fn(() => Promise.resolve('fcm-token-1')),
    deleteToken: vi.fn(() => Promise.resolve(true)),
    onMessage: (_messaging, next) => {
      listener = next;
      return () => void (listener = null);
    },
    ...overrides,
  };
  return { sdk, receive: (payload: PushPayload) => listener?.(payload) };
}

function adapter(sdk: FirebaseMessagingModules, ready = Promise.resolve(REGISTRATION)) {
  const clock = createFakeClock();
  const provider = createFirebaseMessaging(CONFIG, { clock, workerRegistration: () => ready }, () =>
    Promise.resolve(sdk),
  );
  return { provider, clock };
}

describe('the Firebase messaging adapter', () => {
  it('gets the token with the VAPID key and the app’s own worker registration', async () => {
    const { sdk } = fakeSdk();
    const { provider } = adapter(sdk);
    await expect(provider.getToken()).resolves.toBe('fcm-token-1');
    expect(sdk.getToken).toHaveBeenCalledWith(expect.anything(), {
      vapidKey: CONFIG.vapidKey,
      serviceWorkerRegistration: REGISTRATION,
    });
    const { vapidKey: _vapidKey, ...options } = CONFIG;
    expect(sdk.initializeApp).toHaveBeenCalledWith(options, 'push');
  });

  it('starts one Firebase app for every call', async () => {
    const { sdk } = fakeSdk();
    const { provider } = adapter(sdk);
    await provider.getToken();
    await provider.getToken();
    await provider.deleteToken();
    expect(sdk.initializeApp).toHaveBeenCalledTimes(1);
    expect(sdk.deleteToken).toHaveBeenCalledTimes(1);
  });

  it('refuses a browser without web push', async () => {
    const { sdk } = fakeSdk({ isSupported: () => Promise.resolve(false) });
    const { provider } = adapter(sdk);
    await expect(provider.getToken()).rejects.toMatchObject({ code: 'unsupported' });
  });

  it('gives up when the worker does not become active within 10 s', async () => {
    const { sdk } = fakeSdk();
    const { provider, clock } = adapter(sdk, new Promise(() => undefined));
    const token = provider.getToken();
    token.catch(() => undefined);
    await vi.waitFor(() => expect(clock.pending()).toBe(1));
    clock.advance(WORKER_READY_TIMEOUT_MS);
    await expect(token).rejects.toMatchObject({ code: 'no-worker' });
    expect(sdk.getToken).not.toHaveBeenCalled();
  });

  it('says sdk-unavailable when the SDK does not download, and tries again later', async () => {
    const { sdk } = fakeSdk();
    const load = vi
      .fn<() => Promise<FirebaseMessagingModules>>()
      .mockRejectedValueOnce(new MessagingError('sdk-unavailable'))
      .mockResolvedValue(sdk);
    const provider = createFirebaseMessaging(
      CONFIG,
      { clock: createFakeClock(), workerRegistration: () => Promise.resolve(REGISTRATION) },
      load,
    );
    await expect(provider.getToken()).rejects.toMatchObject({ code: 'sdk-unavailable' });
    await expect(provider.getToken()).resolves.toBe('fcm-token-1');
  });

  it('passes on foreground messages with their title and body', async () => {
    const { sdk, receive } = fakeSdk();
    const { provider } = adapter(sdk);
    const seen: unknown[] = [];
    provider.onMessage((message) => seen.push(message));
    await provider.getToken();
    receive({ notification: { title: 'Promo', body: 'Double points today' } });
    receive({ data: { title: 'Draw', body: 'Results are out' } });
    receive({ data: { unrelated: 'x' } });
    expect(seen).toEqual([
      { title: 'Promo', body: 'Double points today' },
      { title: 'Draw', body: 'Results are out' },
    ]);
  });

  it('reports a refused getToken in the product’s words', async () => {
    const { sdk } = fakeSdk({
      getToken: () => Promise.reject(firebaseError('installations/app-offline')),
    });
    const { provider } = adapter(sdk);
    await expect(provider.getToken()).rejects.toMatchObject({
      name: 'MessagingError',
      code: 'app-offline',
    });
  });
});

describe('the SDK’s errors (spec 8, installation errors)', () => {
  it.each<[string, Record<string, unknown> | undefined, MessagingErrorCode]>([
    ['installations/app-offline', undefined, 'app-offline'],
    ['installations/installation-not-found', undefined, 'installation-not-found'],
    ['installations/not-registered', undefined, 'not-registered'],
    ['installations/missing-app-config-values', undefined, 'missing-config'],
    ['messaging/missing-app-config-values', undefined, 'missing-config'],
    [
      'installations/request-failed',
      { requestName: 'Create Installation', serverCode: 409 },
      'create-conflict',
    ],
    [
      'installations/request-failed',
      { requestName: 'Generate Auth Token', serverCode: 401 },
      'refresh-rejected',
    ],
    [
      'installations/request-failed',
      { requestName: 'Generate Auth Token', serverCode: 404 },
      'refresh-rejected',
    ],
    [
      'installations/request-failed',
      { requestName: 'Create Installation', serverCode: 500 },
      'failed',
    ],
    [
      'installations/request-failed',
      { requestName: 'Generate Auth Token', serverCode: 409 },
      'failed',
    ],
    ['messaging/permission-blocked', undefined, 'permission-denied'],
    ['messaging/unsupported-browser', undefined, 'unsupported'],
    ['messaging/token-subscribe-failed', undefined, 'failed'],
  ])('%s %j is %s', (code, customData, expected) => {
    expect(messagingErrorCode(firebaseError(code, customData))).toBe(expected);
  });

  it('an error without a code is a plain failure', () => {
    expect(messagingErrorCode(new TypeError('boom'))).toBe('failed');
    expect(messagingErrorCode(undefined)).toBe('failed');
  });

  it('409 on create and 401/404 on refresh clear the entry; app-offline keeps it', () => {
    expect(INSTALLATION_ERRORS['create-conflict']).toBe('clear');
    expect(INSTALLATION_ERRORS['refresh-rejected']).toBe('clear');
    expect(INSTALLATION_ERRORS['installation-not-found']).toBe('clear');
    expect(INSTALLATION_ERRORS['not-registered']).toBe('clear');
    expect(INSTALLATION_ERRORS['app-offline']).toBe('keep');
    expect(INSTALLATION_ERRORS['missing-config']).toBe('disable');
  });
});

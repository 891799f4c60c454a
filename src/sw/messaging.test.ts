import { describe, expect, it, vi } from 'vitest';
import type { FirebasePushConfig } from '../config/pushConfig';
import type { FirebaseWorkerSdk } from './firebaseWorker';
import type { MessagingDeps } from './messaging';
import { installMessagingHandlers, notificationTarget, realPushPossible } from './messaging';
import type { WorkerContext } from './workerContext';

const CONFIG: FirebasePushConfig = {
  vapidKey:
    'BLNz5bGphOxxIfDctLPQ1f4GYXHWFv6zRIgBy9KBnwOibJeqKih_-VkNpM687A6Ve953Q9of8TCKaRgv0pLX5Ws',
  appId: '1:864781775000:web:4c0231b82580bc2f5d8d1a',
  apiKey: 'AIzay-gXLnZOySJYRvBh4YAeYKZeDPkMfegAf-W',
  projectId: 'piso-panalo-prod',
  messagingSenderId: '864781775000',
};
const PROD: WorkerContext = { env: 'prod', merchant: 'ph-maya' };

type Listener = (event: Event) => void;

interface FakeClient {
  url: string;
  focus: () => Promise<FakeClient>;
  navigate: (url: string) => Promise<FakeClient>;
}

/** A worker global scope that records listeners and what the app opens. */
function fakeScope(host = 'm.pisopanalo.test', clients: FakeClient[] = []) {
  const listeners = new Map<string, Listener[]>();
  const opened: string[] = [];
  const scope = {
    location: new URL(`https://${host}/m/sw.js?env=prod&merchant=ph-maya`),
    addEventListener(type: string, listener: Listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    clients: {
      matchAll: () => Promise.resolve(clients),
      openWindow: (url: string) => {
        opened.push(url);
        return Promise.resolve(null);
      },
    },
  };
  /** Dispatches an extendable event; resolves once everything it waits for is done. */
  const dispatch = async (type: string, extra: Record<string, unknown> = {}) => {
    const waits: Array<Promise<unknown>> = [];
    const event = { type, waitUntil: (p: Promise<unknown>) => waits.push(p), ...extra };
    for (const listener of listeners.get(type) ?? []) listener(event as unknown as Event);
    // Waits added while others run (Firebase's own waitUntil) count too.
    for (let i = 0; i < waits.length; i++) await waits[i];
    return event;
  };
  return {
    scope: scope as unknown as ServiceWorkerGlobalScope,
    raw: scope,
    listeners,
    opened,
    dispatch,
  };
}

/** Firebase's worker side: on start it adds its listeners, as getMessaging does. */
function fakeFirebase(scope: ServiceWorkerGlobalScope, supported = true) {
  const handled: string[] = [];
  const sdk: FirebaseWorkerSdk = {
    isSupported: () => Promise.resolve(supported),
    start: vi.fn(() => {
      scope.addEventListener('push', (event) => {
        (event as ExtendableEvent).waitUntil(Promise.resolve().then(() => handled.push('push')));
      });
      scope.addEventListener('pushsubscriptionchange', () => handled.push('change'));
      scope.addEventListener('notificationclick', () => handled.push('firebase click'));
    }),
  };
  return { sdk, handled };
}

function deps(config: FirebasePushConfig | null, sdk: FirebaseWorkerSdk): MessagingDeps {
  return {
    loadConfig: vi.fn(() => Promise.resolve(config)),
    loadFirebase: vi.fn(() => Promise.resolve(sdk)),
  };
}

describe('push messaging in the worker', () => {
  it('adds its push listeners in the first evaluation, before the config is known', () => {
    const { scope, listeners } = fakeScope();
    const { sdk } = fakeFirebase(scope);
    installMessagingHandlers(scope, PROD, '/m/', {
      loadConfig: () => new Promise(() => undefined),
      loadFirebase: () => Promise.resolve(sdk),
    });
    expect(listeners.get('push')).toHaveLength(1);
    expect(listeners.get('pushsubscriptionchange')).toHaveLength(1);
  });

  it('hands a push to Firebase’s own handler for a merchant with real push', async () => {
    const { scope, listeners, dispatch, raw } = fakeScope();
    const { sdk, handled } = fakeFirebase(scope);
    const add = raw.addEventListener;
    installMessagingHandlers(scope, PROD, '/m/', deps(CONFIG, sdk));
    await dispatch('push');
    await dispatch('pushsubscriptionchange');
    expect(handled).toEqual(['push', 'change']);
    expect(sdk.start).toHaveBeenCalledWith(CONFIG);
    // Firebase's listeners were taken aside, not added late; the scope's own method is back.
    expect(listeners.get('push')).toHaveLength(1);
    expect(listeners.get('notificationclick')).toHaveLength(1);
    expect(raw.addEventListener).toBe(add);
  });

  it('never loads Firebase for a merchant whose push is off or fake', async () => {
    const { scope, dispatch } = fakeScope();
    const { sdk, handled } = fakeFirebase(scope);
    const d = deps(null, sdk);
    installMessagingHandlers(scope, PROD, '/m/', d);
    await dispatch('push');
    expect(d.loadFirebase).not.toHaveBeenCalled();
    expect(handled).toEqual([]);
  });

  it('does not start Firebase in a browser without web push', async () => {
    const { scope, dispatch } = fakeScope();
    const { sdk } = fakeFirebase(scope, false);
    installMessagingHandlers(scope, PROD, '/m/', deps(CONFIG, sdk));
    await dispatch('push');
    expect(sdk.start).not.toHaveBeenCalled();
  });

  it.each<[string, WorkerContext, string]>([
    ['a preview build', { env: 'preview', merchant: 'ph-maya' }, 'm.pisopanalo.test'],
    ['a local host', PROD, '127.0.0.1'],
    ['no merchant', { env: 'prod', merchant: null }, 'm.pisopanalo.test'],
  ])('adds no push listener on %s, where pages use the fake provider', (_, context, host) => {
    const { scope, listeners } = fakeScope(host);
    const { sdk } = fakeFirebase(scope);
    const d = deps(CONFIG, sdk);
    installMessagingHandlers(scope, context, '/m/', d);
    expect(listeners.has('push')).toBe(false);
    expect(d.loadConfig).not.toHaveBeenCalled();
    expect(realPushPossible(context, host)).toBe(false);
  });
});

describe('a tapped notification', () => {
  const at = { location: new URL('https://m.pisopanalo.test/m/sw.js') };

  it.each<[string, unknown, string]>([
    ['no data', undefined, '/m/home'],
    ['its own link', { link: '/m/activity?id=7' }, '/m/activity?id=7'],
    ['Firebase’s fcmOptions.link', { FCM_MSG: { fcmOptions: { link: '/m/news' } } }, '/m/news'],
    [
      'Firebase’s click_action',
      { FCM_MSG: { notification: { click_action: 'https://m.pisopanalo.test/m/live' } } },
      '/m/live',
    ],
    ['another site', { link: 'https://evil.test/m/home' }, '/m/home'],
    ['a script link', { link: 'javascript:alert(1)' }, '/m/home'],
    ['a path outside the app', { link: '/wps/system/status' }, '/m/home'],
  ])('with %s opens %s', (_, data, expected) => {
    expect(notificationTarget(data, at, '/m/')).toBe(expected);
  });

  it('opens /m/home when the app is not open', async () => {
    const { scope, dispatch, opened } = fakeScope();
    installMessagingHandlers(scope, PROD, '/m/', deps(null, fakeFirebase(scope).sdk));
    const close = vi.fn();
    await dispatch('notificationclick', { notification: { close, data: null } });
    expect(close).toHaveBeenCalled();
    expect(opened).toEqual(['/m/home']);
  });

  it('focuses the open app and takes it to the message’s link', async () => {
    const client: FakeClient = {
      url: 'https://m.pisopanalo.test/m/home',
      focus: vi.fn(() => Promise.resolve(client)),
      navigate: vi.fn(() => Promise.resolve(client)),
    };
    const { scope, dispatch, opened } = fakeScope('m.pisopanalo.test', [client]);
    installMessagingHandlers(scope, PROD, '/m/', deps(null, fakeFirebase(scope).sdk));
    await dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { link: '/m/activity?id=7' } },
    });
    expect(client.focus).toHaveBeenCalled();
    expect(client.navigate).toHaveBeenCalledWith('/m/activity?id=7');
    expect(opened).toEqual([]);
  });
});

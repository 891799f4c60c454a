import { tenantQueryAllowed } from '../config/tenantHost';
import type { FirebasePushConfig } from '../config/pushConfig';
import { firebasePushConfig } from '../config/pushConfig';
import type { FirebaseWorkerSdk } from './firebaseWorker';
import type { WorkerContext } from './workerContext';

type Listener = (event: Event) => void;
/** The events whose handling Firebase owns in this worker. */
const FIREBASE_EVENTS = ['push', 'pushsubscriptionchange'] as const;
type FirebaseEvent = (typeof FIREBASE_EVENTS)[number];
export type FirebaseHandlers = Partial<Record<FirebaseEvent, Listener>>;

/** Cache Storage: the merchant's push config, for a worker woken while the network is down. */
export const PUSH_CONFIG_CACHE = 'push-config-v1';
const MERCHANT_CODE = /^[a-z][a-z0-9-]{1,31}$/;

export interface MessagingDeps {
  /** The merchant's real Firebase push config, or null (push off, the fake provider). */
  loadConfig(base: string, merchant: string): Promise<FirebasePushConfig | null>;
  /** Firebase's worker code, evaluated only when a merchant needs it. */
  loadFirebase(): Promise<FirebaseWorkerSdk>;
}

/**
 * Whether the page can have subscribed with the real provider: it uses the fakes on local
 * hosts and preview builds (the same rule as the page's useFakeProviders).
 */
export function realPushPossible(context: WorkerContext, hostname: string): boolean {
  return (
    context.env === 'prod' &&
    context.merchant !== null &&
    MERCHANT_CODE.test(context.merchant) &&
    !tenantQueryAllowed(hostname, false)
  );
}

/**
 * Push messaging in the app's one worker (docs/pwa.md): Firebase Cloud Messaging's background
 * handling for a merchant whose push is real, and the notification click for every merchant.
 *
 * Browsers dispatch a push that wakes the worker only to listeners added in the script's first
 * evaluation, but the merchant's config arrives later (its tenant file). So this module adds its
 * own push listeners at once and hands each event to Firebase's, which are captured while
 * Firebase starts instead of being added late.
 */
export function installMessagingHandlers(
  scope: ServiceWorkerGlobalScope,
  context: WorkerContext,
  base: string,
  deps: MessagingDeps = defaultDeps(scope),
): void {
  if (context.merchant && realPushPossible(context, scope.location.hostname)) {
    const handlers = startFirebase(scope, context.merchant, base, deps);
    for (const type of FIREBASE_EVENTS) {
      scope.addEventListener(type, (event) => {
        (event as ExtendableEvent).waitUntil(handlers.then((found) => found[type]?.(event)));
      });
    }
  }
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openApp(scope, base, notificationTarget(event.notification.data, scope, base)));
  });
}

/** Firebase started for the merchant, with the listeners it asked to add; none if not real. */
async function startFirebase(
  scope: ServiceWorkerGlobalScope,
  merchant: string,
  base: string,
  deps: MessagingDeps,
): Promise<FirebaseHandlers> {
  try {
    const config = await deps.loadConfig(base, merchant);
    if (!config) return {};
    const sdk = await deps.loadFirebase();
    if (!(await sdk.isSupported())) return {};
    return captureListeners(scope, () => sdk.start(config));
  } catch (error) {
    console.warn('push messaging did not start in the worker', error);
    return {};
  }
}

/** Runs `start` with the scope's addEventListener taking Firebase's listeners aside. */
export function captureListeners(
  scope: ServiceWorkerGlobalScope,
  start: () => void,
): FirebaseHandlers {
  const captured: FirebaseHandlers = {};
  const add = Object.getOwnPropertyDescriptor(scope, 'addEventListener');
  const capture = (type: string, listener: EventListenerOrEventListenerObject | null) => {
    if (!listener) return;
    const handle: Listener =
      typeof listener === 'function' ? listener : (event) => listener.handleEvent(event);
    if ((FIREBASE_EVENTS as readonly string[]).includes(type)) {
      captured[type as FirebaseEvent] = handle;
    }
    // Firebase's notificationclick is left out: this worker's own opens the app (below).
  };
  Object.defineProperty(scope, 'addEventListener', { value: capture, configurable: true });
  try {
    start();
  } finally {
    if (add) Object.defineProperty(scope, 'addEventListener', add);
    else delete (scope as { addEventListener?: unknown }).addEventListener;
  }
  return captured;
}

/**
 * Where a tapped notification leads: its link (ours, or Firebase's fcmOptions.link /
 * click_action) when it is a page of this app, else /m/home. Parsed with URL, never trusted.
 */
export function notificationTarget(
  data: unknown,
  scope: Pick<ServiceWorkerGlobalScope, 'location'>,
  base: string,
): string {
  const home = `${base}home`;
  const record = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const fcm = record(record(data).FCM_MSG);
  const candidates = [
    record(data).link,
    record(fcm.fcmOptions).link,
    record(fcm.notification).click_action,
  ];
  const link = candidates.find((value): value is string => typeof value === 'string' && !!value);
  if (!link) return home;
  try {
    const url = new URL(link, scope.location.origin);
    if (url.origin !== scope.location.origin || !url.pathname.startsWith(base)) return home;
    return url.pathname + url.search + url.hash;
  } catch {
    return home;
  }
}

async function openApp(
  scope: ServiceWorkerGlobalScope,
  base: string,
  target: string,
): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window' });
  const open = windows.find((client) => new URL(client.url).pathname.startsWith(base));
  if (!open) {
    await scope.clients.openWindow(target);
    return;
  }
  const focused = await open.focus();
  // A link of the message: the open app goes there (a page it controls can be navigated).
  if (target !== `${base}home`) await focused.navigate(target).catch(() => null);
}

/** The tenant file, from the network; its push config is kept for a worker woken offline. */
async function loadConfig(
  scope: ServiceWorkerGlobalScope,
  base: string,
  merchant: string,
): Promise<FirebasePushConfig | null> {
  // A key of its own: never a URL the worker or the page fetches.
  const key = `${base}__push-config/${merchant}`;
  const cache = await scope.caches.open(PUSH_CONFIG_CACHE);
  try {
    const response = await fetch(`${base}tenants/${merchant}.json`, { cache: 'no-cache' });
    if (response.ok) {
      const { push = null } = (await response.json()) as { push?: unknown };
      await cache.put(key, new Response(JSON.stringify(push)));
      return firebasePushConfig(push);
    }
  } catch {
    // offline: the last copy below
  }
  const kept = await cache.match(key);
  return kept ? firebasePushConfig(await kept.json()) : null;
}

function defaultDeps(scope: ServiceWorkerGlobalScope): MessagingDeps {
  return {
    loadConfig: (base, merchant) => loadConfig(scope, base, merchant),
    loadFirebase: async () => (await import('./firebaseWorker')).firebaseWorkerSdk(scope),
  };
}

import { createSystemClock, type Clock } from './clock';
import { createDocumentCookies, type CookieJar } from './cookies';
import { createBrowserEnvironment, type Environment } from './environment';
import { createImageFormatSource, type ImageFormat } from './imageFormat';
import type { PerformancePort } from './performance';
import type { NotificationsPort } from './notifications';
import { createBrowserPwa, type PwaPlatform } from './pwa';
import type { CryptoKeyStore } from './secureStore';
import { createWebStore, type KeyValueStore } from './storage';
import { createBrowserWindows, type BrowserWindows } from './windows';

/** navigator.sendBeacon: true when the browser queued the data for sending. */
export type SendBeacon = (url: string, data: string) => boolean;

/** The browser behind small interfaces; the only place that touches window. */
export interface Platform {
  clock: Clock;
  env: Environment;
  local: KeyValueStore;
  session: KeyValueStore;
  cookies: CookieJar;
  /** Non-extractable CryptoKey objects (IndexedDB): the key that seals remembered logins. */
  keys: CryptoKeyStore;
  fetch: typeof fetch;
  /** Absent in tests and stories that do not need it: nothing is sent then. */
  sendBeacon?: SendBeacon;
  /** Popups, frame messages, leaving for a provider; absent in tests that need none of them. */
  windows?: BrowserWindows;
  /** spec 5: private browsing, by storage heuristics (src/platform/incognito); absent = no. */
  privateBrowsing?: () => Promise<boolean>;
  /** spec 5 image format for image-aware calls; absent = webp (no AVIF probe). */
  imageFormat?: () => ImageFormat | null;
  /** Service worker, install prompt, visibility, offline and failed-chunk events. */
  pwa: PwaPlatform;
  /**
   * Notification permission and the app's worker, for web push. Absent in the browser platform:
   * the push chunk builds createBrowserNotifications itself, keeping it out of the initial JS.
   */
  notifications?: NotificationsPort;
  /**
   * Page timings (paint, LCP, first screen, resource timing). Absent in the browser platform:
   * the tracking chunk builds createBrowserPerformance itself, keeping it out of the initial JS.
   */
  performance?: PerformancePort;
}

/** A key store whose IndexedDB code downloads on first use (remember me, at a login). */
function lazyKeyStore(load: () => Promise<CryptoKeyStore>): CryptoKeyStore {
  let store: Promise<CryptoKeyStore> | null = null;
  const ready = () => (store ??= load());
  return {
    get: async (name) => (await ready()).get(name),
    putIfAbsent: async (name, key) => (await ready()).putIfAbsent(name, key),
    delete: async (name) => (await ready()).delete(name),
  };
}

/** What the start loader already found out (production pages; startHints.ts). */
export interface PlatformHints {
  /** The loader's AVIF check (spec 5's image format). */
  avif?: Promise<boolean> | null;
}

export function createBrowserPlatform(win: Window = window, hints: PlatformHints = {}): Platform {
  const nav = win.navigator;
  const images = createImageFormatSource(
    nav.userAgent,
    () =>
      hints.avif ??
      import('./avifProbe').then((m) => m.probeAvif(() => win.document.createElement('img'))),
  );
  return {
    clock: createSystemClock(),
    env: createBrowserEnvironment(win),
    local: createWebStore(() => win.localStorage),
    session: createWebStore(() => win.sessionStorage),
    cookies: createDocumentCookies(win.document, win.location.protocol === 'https:'),
    keys: lazyKeyStore(() =>
      import('./indexedDbKeyStore').then((m) => m.createIndexedDbKeyStore(() => win.indexedDB)),
    ),
    fetch: win.fetch.bind(win),
    sendBeacon(url, data) {
      try {
        return typeof nav.sendBeacon === 'function' && nav.sendBeacon(url, data);
      } catch {
        // A bad URL or a payload over the browser's limit throws in some browsers.
        return false;
      }
    },
    imageFormat: images.current,
    windows: createBrowserWindows(win),
    privateBrowsing: () =>
      import('./incognito').then((m) => m.detectPrivateBrowsing(m.createStorageProbe(win))),
    pwa: createBrowserPwa(win),
  };
}

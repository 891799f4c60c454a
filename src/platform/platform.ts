import { createSystemClock, type Clock } from './clock';
import { createBrowserEnvironment, type Environment } from './environment';
import { createImageFormatSource, probeAvif, type ImageFormat } from './imageFormat';
import { createWebStore, type KeyValueStore } from './storage';

/** navigator.sendBeacon: true when the browser queued the data for sending. */
export type SendBeacon = (url: string, data: string) => boolean;

/** The browser behind small interfaces; the only place that touches window. */
export interface Platform {
  clock: Clock;
  env: Environment;
  local: KeyValueStore;
  session: KeyValueStore;
  fetch: typeof fetch;
  /** Absent in tests and stories that do not need it: nothing is sent then. */
  sendBeacon?: SendBeacon;
  /** spec 5 image format for image-aware calls; absent = webp (no AVIF probe). */
  imageFormat?: () => ImageFormat | null;
}

export function createBrowserPlatform(win: Window = window): Platform {
  const nav = win.navigator;
  const images = createImageFormatSource(nav.userAgent, () =>
    probeAvif(() => win.document.createElement('img')),
  );
  return {
    clock: createSystemClock(),
    env: createBrowserEnvironment(win),
    local: createWebStore(() => win.localStorage),
    session: createWebStore(() => win.sessionStorage),
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
  };
}

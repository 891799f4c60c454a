/**
 * What the private-browsing heuristics read from the browser. Each part is optional: a browser
 * without it gives no evidence.
 */
export interface StorageProbe {
  userAgent: string;
  /** navigator.storage.estimate().quota in bytes. */
  quota?: () => Promise<number | undefined>;
  /** performance.memory.jsHeapSizeLimit (Chromium only). */
  heapLimit?: number;
  /** navigator.storage.getDirectory(): private windows of Firefox and Safari refuse it. */
  getDirectory?: () => Promise<unknown>;
}

/** Chromium's heap limit when the page cannot read it (1 GiB). */
const DEFAULT_HEAP_LIMIT = 1024 * 1024 * 1024;

/** The engine that renders the page, which decides what private browsing looks like. */
export type BrowserEngine = 'blink' | 'webkit' | 'gecko' | 'unknown';

/**
 * Every browser on iOS and iPadOS is WebKit, whatever its name: Chrome (CriOS), Firefox (FxiOS),
 * Edge (EdgiOS), Opera (OPiOS, OPT), the Google app (GSA). Their user agents say so by these
 * tokens or by the device name, while also carrying "Chrome"-like names for the brand.
 */
const IOS = /\b(iPhone|iPad|iPod)\b|\b(CriOS|FxiOS|EdgiOS|OPiOS|OPT|GSA)\//;
const GECKO = /\bFirefox\//;
const BLINK = /\b(Chrome|Chromium|Edg|EdgA|OPR|SamsungBrowser|YaBrowser)\//;
const WEBKIT = /\bAppleWebKit\/.*\bSafari\//;

/** The engine, from the user agent: iOS first (all WebKit), then Gecko, Blink, desktop Safari. */
export function browserEngine(userAgent: string): BrowserEngine {
  if (IOS.test(userAgent)) return 'webkit';
  if (GECKO.test(userAgent)) return 'gecko';
  if (BLINK.test(userAgent)) return 'blink';
  if (WEBKIT.test(userAgent)) return 'webkit';
  return 'unknown';
}

/**
 * spec 5: incognito browsing blocks social sign-in. There is no API for it, so this reads the
 * storage the browser grants, as public detectors do, by engine (not by brand: Chrome on an
 * iPhone is WebKit, as is every iOS browser):
 * - Chromium (Blink) gives an incognito window a storage quota held in memory, below twice the JS heap
 *   limit; a normal profile gets a share of the disk, far above it.
 * - Firefox (Gecko) and WebKit private windows refuse the origin-private file system.
 * Any failure of the probe itself counts as a normal window: a doubtful case never blocks.
 */
export async function detectPrivateBrowsing(probe: StorageProbe): Promise<boolean> {
  try {
    const engine = browserEngine(probe.userAgent);
    if (engine === 'blink') {
      const quota = await probe.quota?.();
      if (quota === undefined) return false;
      return quota < 2 * (probe.heapLimit ?? DEFAULT_HEAP_LIMIT);
    }
    if ((engine === 'gecko' || engine === 'webkit') && probe.getDirectory) {
      return await probe.getDirectory().then(
        () => false,
        () => true,
      );
    }
    return false;
  } catch {
    return false;
  }
}

interface StorageManagerLike {
  estimate?: () => Promise<{ quota?: number }>;
  getDirectory?: () => Promise<unknown>;
}

/** The probe of this browser window. */
export function createStorageProbe(win: Window): StorageProbe {
  const nav = win.navigator;
  const storage = (nav as Navigator & { storage?: StorageManagerLike }).storage;
  const memory = (win.performance as Performance & { memory?: { jsHeapSizeLimit?: number } })
    .memory;
  const estimate = storage?.estimate?.bind(storage);
  return {
    userAgent: nav.userAgent,
    quota: estimate ? async () => (await estimate()).quota : undefined,
    heapLimit: memory?.jsHeapSizeLimit,
    getDirectory: storage?.getDirectory?.bind(storage),
  };
}

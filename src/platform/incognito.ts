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

const isChromium = (ua: string): boolean => /\b(Chrome|Chromium|CriOS|EdgA?|OPR)\//.test(ua);
const isFirefoxOrSafari = (ua: string): boolean =>
  /\bFirefox\//.test(ua) || (/\bSafari\//.test(ua) && /\bVersion\//.test(ua) && !isChromium(ua));

/**
 * spec 5: incognito browsing blocks social sign-in. There is no API for it, so this reads the
 * storage the browser grants, as public detectors do:
 * - Chromium gives an incognito window a storage quota held in memory, below twice the JS heap
 *   limit; a normal profile gets a share of the disk, far above it.
 * - Firefox and Safari private windows refuse the origin-private file system.
 * Any failure of the probe itself counts as a normal window: a doubtful case never blocks.
 */
export async function detectPrivateBrowsing(probe: StorageProbe): Promise<boolean> {
  try {
    if (isChromium(probe.userAgent)) {
      const quota = await probe.quota?.();
      if (quota === undefined) return false;
      return quota < 2 * (probe.heapLimit ?? DEFAULT_HEAP_LIMIT);
    }
    if (isFirefoxOrSafari(probe.userAgent) && probe.getDirectory) {
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

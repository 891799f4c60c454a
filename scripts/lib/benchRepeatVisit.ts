import type { BrowserContext, Request } from 'playwright-core';
import { launchBenchBrowser } from './benchBrowser.ts';
import { distPathOf } from './benchGraph.ts';
import { withTimeout } from './benchTimeout.ts';

/**
 * The repeat visit: open a route once, let the service worker install and take the page over,
 * then open it again and count the hashed build assets (`assets/…`) that still came from the
 * network, i.e. were not answered by the worker. The target is 0: the worker's precache (and
 * its copy of the merchant's own language) serves the whole start.
 */

const NAVIGATION_TIMEOUT_MS = 60_000;
const WORKER_TIMEOUT_MS = 30_000;
const CLOSE_TIMEOUT_MS = 10_000;

export interface RepeatVisit {
  /** Hashed assets the second visit fetched from the network (the page's or the worker's). */
  networkAssets: string[];
  /** Hashed assets the second visit got from the worker. */
  workerAssets: number;
}

function hashedAsset(request: Request, base: string, origin: string): string | null {
  const path = distPathOf(request.url(), base, origin);
  return path?.startsWith('assets/') ? path : null;
}

async function visitTwice(
  context: BrowserContext,
  url: string,
  base: string,
  origin: string,
): Promise<RepeatVisit> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle', timeout: NAVIGATION_TIMEOUT_MS });
  // The app registers its worker 500 ms after start; wait until it controls the page and has
  // been told what the page loaded (the messages, see src/platform/serviceWorker.ts).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: WORKER_TIMEOUT_MS,
  });
  await page.waitForLoadState('networkidle');
  // Installed means kept: the worker stores what the page loaded before it took over (the
  // merchant's catalogue, src/sw/runtimeAssets.ts) after the page names it, from the network.
  // Wait until every such file is in a cache; a file it never keeps shows up below as a miss.
  await page
    .waitForFunction(
      async (prefix) => {
        const urls = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.startsWith(prefix));
        for (const name of urls) {
          if (!(await caches.match(name, { ignoreVary: true }))) return false;
        }
        return true;
      },
      `${origin}${base}assets/`,
      { timeout: WORKER_TIMEOUT_MS, polling: 250 },
    )
    .catch(() => undefined);
  const networkAssets: string[] = [];
  let workerAssets = 0;
  const onFinished = async (request: Request): Promise<void> => {
    const asset = hashedAsset(request, base, origin);
    if (asset === null) return;
    // A request the worker made itself went to the network (or the HTTP cache) for it.
    if (request.serviceWorker()) {
      networkAssets.push(asset);
      return;
    }
    const response = await request.response();
    if (response?.fromServiceWorker()) workerAssets += 1;
    else networkAssets.push(asset);
  };
  const pending: Array<Promise<void>> = [];
  const listener = (request: Request): void => void pending.push(onFinished(request));
  context.on('requestfinished', listener);
  await page.goto(url, { waitUntil: 'networkidle', timeout: NAVIGATION_TIMEOUT_MS });
  context.off('requestfinished', listener);
  await Promise.all(pending);
  return { networkAssets: [...new Set(networkAssets)].sort(), workerAssets };
}

/** For each of `paths` (path and query under `origin`), its repeat visit, each in a fresh profile. */
export async function repeatVisits(options: {
  origin: string;
  base: string;
  paths: readonly string[];
}): Promise<Map<string, RepeatVisit>> {
  const browser = await launchBenchBrowser();
  try {
    const visits = new Map<string, RepeatVisit>();
    for (const path of options.paths) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      try {
        const url = `${options.origin}${path}`;
        visits.set(path, await visitTwice(context, url, options.base, options.origin));
      } finally {
        await withTimeout(context.close(), CLOSE_TIMEOUT_MS, 'closing a context').catch(
          () => undefined,
        );
      }
    }
    return visits;
  } finally {
    await withTimeout(browser.close(), CLOSE_TIMEOUT_MS, 'closing Chromium').catch(() => undefined);
  }
}

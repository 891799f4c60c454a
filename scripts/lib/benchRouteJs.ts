import type { Browser } from 'playwright-core';
import { BENCH_PHONE, launchBenchBrowser } from './benchBrowser.ts';
import { distPathOf, isJsFile } from './benchGraph.ts';
import { withTimeout } from './benchTimeout.ts';

/**
 * The JS a route really fetches at start: open it in headless Chromium on a phone-sized screen,
 * with an empty cache and no service worker, and record every script response until the
 * network has been idle for 500 ms.
 */

const NAVIGATION_TIMEOUT_MS = 60_000;
const CLOSE_TIMEOUT_MS = 10_000;

export interface RouteJs {
  /** Build-output paths ('assets/x.js') of the JS the route fetched, in the order it arrived. */
  files: string[];
  /** Script URLs the route fetched from elsewhere (not part of the build). */
  external: string[];
  /** Where the page ended up (the app may redirect, e.g. a visitor to /m/login). */
  finalPath: string;
  /** Page errors and console errors seen while loading, for the progress log. */
  errors: string[];
}

async function captureOne(
  browser: Browser,
  url: string,
  base: string,
  origin: string,
): Promise<RouteJs> {
  const context = await browser.newContext({
    ...BENCH_PHONE,
  });
  try {
    const page = await context.newPage();
    const files: string[] = [];
    const external: string[] = [];
    const errors: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`HTTP ${response.status()} ${response.url()}`);
      const request = response.request();
      const path = distPathOf(response.url(), base, origin);
      const isScript = request.resourceType() === 'script' || (path !== null && isJsFile(path));
      if (!isScript) return;
      if (path === null) external.push(response.url());
      else if (!files.includes(path)) files.push(path);
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      // A failed response is already listed with its URL above.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        errors.push(`console error: ${message.text()}`);
      }
    });
    const response = await page.goto(url, {
      waitUntil: 'networkidle',
      timeout: NAVIGATION_TIMEOUT_MS,
    });
    if (!response?.ok()) throw new Error(`${url} answered HTTP ${response?.status() ?? 'nothing'}`);
    return { files, external, finalPath: new URL(page.url()).pathname, errors };
  } finally {
    await withTimeout(context.close(), CLOSE_TIMEOUT_MS, 'closing the browser context').catch(
      () => undefined,
    );
  }
}

/** For each `paths` entry (path and query under `origin`), the JS it fetched at start. */
export async function captureRouteJs(options: {
  origin: string;
  base: string;
  paths: readonly string[];
}): Promise<Map<string, RouteJs>> {
  const browser = await launchBenchBrowser();
  try {
    const captured = new Map<string, RouteJs>();
    for (const path of options.paths) {
      captured.set(
        path,
        await captureOne(browser, `${options.origin}${path}`, options.base, options.origin),
      );
    }
    return captured;
  } finally {
    await withTimeout(browser.close(), CLOSE_TIMEOUT_MS, 'closing Chromium').catch(() => undefined);
  }
}

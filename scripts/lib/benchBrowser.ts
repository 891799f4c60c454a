import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { withTimeout } from './benchTimeout.ts';

const LAUNCH_TIMEOUT_MS = 30_000;

/** The phone every bench page is: 390 x 844 at 3x, touch, no service worker. */
export const BENCH_PHONE = {
  serviceWorkers: 'block',
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;

/** Headless Debian Chromium for the bench's page probes; a launch that hangs fails in 30 s. */
export function launchBenchBrowser(): Promise<Browser> {
  return withTimeout(
    chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS], headless: true }),
    LAUNCH_TIMEOUT_MS,
    'starting Chromium',
    (late) => late.close(),
  );
}

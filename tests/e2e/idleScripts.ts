import type { Page } from '@playwright/test';

/**
 * Waits until the page has no more code to fetch on its own: the network quiet, then an idle
 * callback followed by a second in which `scripts` (the test's list of script requests) did not
 * grow. A home fetches its after-paint code a frame at a time after the first paint, which on a
 * loaded machine can begin after the network's first quiet half second (`networkidle`).
 */
export async function untilNoNewScript(page: Page, scripts: readonly string[]): Promise<void> {
  await page.waitForLoadState('networkidle');
  let seen: number;
  do {
    seen = scripts.length;
    await page.evaluate(
      () => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 2000 })),
    );
    await page.waitForTimeout(1000);
  } while (scripts.length !== seen);
}

import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, FAILED_RESOURCE, test } from './fixtures';

interface TenantFile {
  merchantCode: string;
  manifest: { name: string; theme_color: string; icons: Record<string, string> };
}

const tenants = readdirSync('tenants')
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(`tenants/${f}`, 'utf8')) as TenantFile);

// The service worker is what this file tests: with it in every project (the phone project
// leaves it out elsewhere, playwright.config.ts). A describe that wants it out says so.
test.use({ serviceWorkers: 'allow' });

const MEMBER_HOME = '/m/home?tenant=demo&token=demo-token.demo.member1';
const ASSET_HASH_KEY = 'pwaAssetHash';
const INSTALL_RECORD_KEY = 'pwaInstall';

/** Reads a local storage value of the page. */
const stored = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

test.describe('the merchant manifest', () => {
  for (const tenant of tenants) {
    test(`${tenant.merchantCode}: the manifest link answers its name and icons`, async ({
      page,
    }) => {
      await page.goto(`/m/login?tenant=${tenant.merchantCode}`);
      const link = page.locator('link[rel="manifest"]');
      await expect(link).toHaveAttribute(
        'href',
        `/wps/system/manifest.json?merchantCode=${tenant.merchantCode}`,
      );
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
        'content',
        tenant.manifest.theme_color,
      );
      const href = await link.evaluate((el: HTMLLinkElement) => el.href);
      const response = await page.request.get(href);
      expect(response.ok()).toBe(true);
      const manifest = (await response.json()) as {
        name: string;
        icons: Array<{ src: string; sizes: string }>;
      };
      expect(manifest.name).toBe(tenant.manifest.name);
      expect(manifest.icons.map((icon) => [icon.sizes, icon.src])).toEqual(
        Object.entries(tenant.manifest.icons).map(([size, src]) => [`${size}x${size}`, src]),
      );
      for (const icon of manifest.icons) {
        expect((await page.request.get(icon.src)).ok(), icon.src).toBe(true);
      }
    });
  }
});

test.describe('the service worker', () => {
  test('is active at /m/sw.js with env and merchant, scope /m/', async ({ page }) => {
    await page.goto('/m/login?tenant=th-line');
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL ?? '' };
    });
    expect(worker.scope).toMatch(/\/m\/$/);
    expect(new URL(worker.script).pathname).toBe('/m/sw.js');
    expect(new URL(worker.script).search).toBe('?env=prod&merchant=th-line');
  });

  test('answers a navigation under /m/ with the shell once it controls the page', async ({
    page,
  }) => {
    await page.goto('/m/login?tenant=demo');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    });
    const response = await page.goto('/m/member/home?tenant=demo');
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('main')).toBeVisible();
  });
});

test.describe.serial('an update from one build to the next', () => {
  test('shows the update dialog, and Refresh reloads exactly once', async ({ page, context }) => {
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto('/m/login?tenant=demo');
    // The first check (1.5 s after start) stores the deployed build's hash.
    await expect.poll(() => stored(page, ASSET_HASH_KEY), { timeout: 10_000 }).not.toBeNull();
    const first = await stored(page, ASSET_HASH_KEY);
    await page.evaluate(() => navigator.serviceWorker.ready);

    // The next build is deployed: the preview server's asset manifest has another hash.
    await context.addCookies([
      { name: 'demoNextBuild', value: `next-after-${first}`, url: page.url() },
    ]);
    // The member comes back to the tab: the check runs when the page becomes visible.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Found new version, click refresh');
    expect(loads).toBe(1);

    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
    await expect(page).toHaveURL(/\/m\/login/);
    await expect(page.getByRole('main')).toBeVisible();
    // The reloaded page checks again (1.5 s) and finds the build it reloaded for: no dialog, no loop.
    await page.waitForTimeout(3_000);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForTimeout(500);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(loads).toBe(2);
    expect(await stored(page, ASSET_HASH_KEY)).toBe(`next-after-${first}`);
  });
});

test.describe('a lazy chunk missing after a deploy', () => {
  test.use({ serviceWorkers: 'block' });

  test('reloads once and then loads the page', async ({ page, consoleErrors }) => {
    consoleErrors.allow(FAILED_RESOURCE, /Failed to fetch dynamically imported module/);
    // The first page load misses the chunk (its modulepreload and its import alike); the
    // reloaded one finds it. Documents are counted as they are asked for: on a busy machine the
    // reload can come before the first document's load event, which then never fires.
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
    });
    await page.route('**/m/assets/boot-*.js', (route) =>
      documents < 2 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
    );
    await page.goto(MEMBER_HOME);
    await expect.poll(() => documents, { timeout: 15_000 }).toBe(2);
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(documents).toBe(2);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('that is still missing after the reload shows a notice, not a second reload', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(FAILED_RESOURCE, /Failed to fetch dynamically imported module/);
    // Documents as they are asked for (a reload can come before the first one's load event).
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
    });
    await page.route('**/m/assets/boot-*.js', (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    await page.goto(MEMBER_HOME);
    await expect(page.getByRole('alertdialog')).toContainText('could not be loaded', {
      timeout: 15_000,
    });
    await expect(page.getByRole('main')).toBeVisible();
    expect(documents).toBe(2);
    await page.waitForTimeout(1_000);
    expect(documents).toBe(2);
  });
});

test.describe('going offline', () => {
  test('on plain http shows nothing (the notice is for https only)', async ({ page, context }) => {
    await page.goto('/m/login?tenant=demo');
    await expect(page.getByRole('main')).toBeVisible();
    // After the update check at start, so nothing of the app is asked for while offline.
    await expect.poll(() => stored(page, ASSET_HASH_KEY), { timeout: 10_000 }).not.toBeNull();
    await context.setOffline(true);
    await page.waitForTimeout(2_000);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await context.setOffline(false);
  });
});

/** Dispatches a synthetic beforeinstallprompt once the page has loaded, answering `outcome`. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<void> {
  await page.addInitScript((answer) => {
    const w = window as Window & { prompts?: number };
    w.prompts = 0;
    window.addEventListener('load', () => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          w.prompts = (w.prompts ?? 0) + 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
      });
      window.dispatchEvent(event);
    });
  }, outcome);
}

const prompts = (page: Page) =>
  page.evaluate(() => (window as Window & { prompts?: number }).prompts);

test.describe('add to home screen', () => {
  test.use({ serviceWorkers: 'block' });

  test('accepted: the browser prompt runs once and the installing notice shows', async ({
    page,
  }) => {
    await offerInstall(page, 'accepted');
    await page.goto(MEMBER_HOME);
    const offer = page.getByRole('dialog', { name: /to your home screen/ });
    await offer.getByRole('button', { name: 'Agree' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Adding to your home screen');
    expect(await prompts(page)).toBe(1);
    expect(await stored(page, INSTALL_RECORD_KEY)).toBeNull();
  });

  test('dismissed in the browser prompt: a dismissal is recorded and counted', async ({ page }) => {
    await offerInstall(page, 'dismissed');
    await page.goto(MEMBER_HOME);
    const offer = page.getByRole('dialog', { name: /to your home screen/ });
    await offer.getByRole('button', { name: 'Agree' }).click();
    await expect(offer).toHaveCount(0);
    await expect.poll(() => stored(page, INSTALL_RECORD_KEY)).toMatch(/"count":1/);
    expect(await prompts(page)).toBe(1);
  });

  test('cancelled in our dialog: counted, and the browser prompt never shown', async ({ page }) => {
    await offerInstall(page, 'accepted');
    await page.goto(MEMBER_HOME);
    const offer = page.getByRole('dialog', { name: /to your home screen/ });
    await offer.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => stored(page, INSTALL_RECORD_KEY)).toMatch(/"count":1/);
    expect(await prompts(page)).toBe(0);
  });

  test('installed: recorded with the count set to 99, and not offered again', async ({ page }) => {
    await offerInstall(page, 'accepted');
    await page.goto(MEMBER_HOME);
    await expect(page.getByRole('dialog', { name: /to your home screen/ })).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(page.getByRole('dialog', { name: /to your home screen/ })).toHaveCount(0);
    await expect.poll(() => stored(page, INSTALL_RECORD_KEY)).toMatch(/"count":99/);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForTimeout(3_500); // past the 20 tries at 150 ms
    await expect(page.getByRole('dialog', { name: /to your home screen/ })).toHaveCount(0);
  });

  test('not offered when the app starts on another page', async ({ page }) => {
    await offerInstall(page, 'accepted');
    await page.goto('/m/login?tenant=demo');
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForTimeout(3_500);
    await expect(page.getByRole('dialog', { name: /to your home screen/ })).toHaveCount(0);
  });
});

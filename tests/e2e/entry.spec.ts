import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Entry and routes (spec 2): the install offer on the bare domain, where a registration after a
 * login detour goes, the crawlers' pages, /m/feedback, the second asset manifest and the
 * platform's installable-app manifest, as a member or a crawler sees them.
 */

const MEMBER = 'tenant=demo&token=demo-token.demo.member1';
const offer = (page: Page) => page.getByRole('dialog', { name: /to your home screen/ });
const downloadBar = (page: Page) => page.getByRole('complementary', { name: 'Get the app' });
/** A registration is encrypted and answered by the demo API; allow for a busy machine. */
const ANSWERED = { timeout: 15_000 };

/** Dispatches a synthetic beforeinstallprompt once the page has loaded (Chromium's own). */
async function offerInstall(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      window.dispatchEvent(event);
    });
  });
}

test.describe('the install offer at start', () => {
  test.use({ serviceWorkers: 'block' });

  test("a visitor who types the bare domain is offered it, with the platform manifest's name", async ({
    page,
  }) => {
    await offerInstall(page);
    const manifestCall = page.waitForRequest((request) =>
      request.url().includes('/wps/system/manifest.json'),
    );
    await page.goto('/?tenant=demo');
    // The call carries the merchant in the header and the query (spec 7).
    const request = await manifestCall;
    expect(request.headers()['merchant']).toBe('demo');
    expect(new URL(request.url()).searchParams.get('merchantCode')).toBe('demo');
    await expect(offer(page)).toBeVisible();
  });

  test("uses the platform's manifest: its name is the one offered", async ({ page }) => {
    await page.route('**/wps/system/manifest.json?*', (route) =>
      route.fulfill({
        contentType: 'application/manifest+json',
        body: JSON.stringify({
          name: 'Platform Casino',
          short_name: 'PlatformC',
          display: 'standalone',
          icons: [{ src: '/m/brand/demo/icon-192.png', sizes: '192x192', type: 'image/png' }],
        }),
      }),
    );
    await offerInstall(page);
    await page.goto('/m/home?tenant=demo');
    await expect(offer(page)).toHaveAccessibleName('Add PlatformC to your home screen');
  });

  test("falls back to the tenant's manifest when the platform's fails", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 500/, /Manifest fetch from .* failed, code 500/);
    await page.route('**/wps/system/manifest.json?*', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await offerInstall(page);
    await page.goto('/m/home?tenant=demo');
    await expect(offer(page)).toHaveAccessibleName('Add Demo Casino to your home screen');
  });
});

test.describe("the merchant's native app on the phone (related_applications)", () => {
  test.use({ serviceWorkers: 'block' });

  test('hides the download bar and the install offer', async ({ page }) => {
    // What Chromium on Android answers when the manifest's app is installed.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'getInstalledRelatedApps', {
        value: () => Promise.resolve([{ platform: 'play', id: 'test.democasino.app' }]),
      });
    });
    await offerInstall(page);
    const manifest = page.waitForResponse((r) => r.url().includes('/wps/system/manifest.json'));
    await page.goto('/m/home?tenant=demo');
    await manifest;
    await expect(downloadBar(page)).toHaveCount(0);
    await page.waitForTimeout(3_500); // past the 20 tries at 150 ms
    await expect(offer(page)).toHaveCount(0);
    await expect(downloadBar(page)).toHaveCount(0);
  });

  test('another app installed changes nothing: the bar stays', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'getInstalledRelatedApps', {
        value: () => Promise.resolve([{ platform: 'play', id: 'someone.else' }]),
      });
    });
    await page.goto('/m/home?tenant=demo');
    await expect(downloadBar(page)).toBeVisible();
  });
});

test.describe('registration after a login detour (spec 2, go)', () => {
  // pk-urdu asks for a referral code; the link's is kept for the registration (spec 3).
  const PK = 'tenant=pk-urdu&lang=EN&referralCode=FRIEND1';
  const PASSWORD = 'Secret12';
  const form = (page: Page) => page.getByRole('main');
  const newUsername = () =>
    `go${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 16);

  async function register(page: Page): Promise<void> {
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await form(page)
      .getByLabel(/^Username/)
      .fill(newUsername());
    await form(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form(page).getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await form(page).getByRole('button', { name: 'Register', exact: true }).click();
    // The page says the account is ready and stays (spec 4); Continue goes on.
    await form(page).getByRole('button', { name: 'Continue', exact: true }).click(ANSWERED);
  }

  test("the login's link to registration keeps go, and the new member lands there", async ({
    page,
  }) => {
    await page.goto(`/m/activity?id=1&${PK}`);
    await expect(page).toHaveURL(/\/m\/login\?go=/);
    await form(page).getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/m\/register\?go=%2Fm%2Factivity%3Fid%3D1/);
    await register(page);
    await expect(page).toHaveURL(/\/m\/activity\?id=1&/, ANSWERED);
  });

  test('the go address is stored: a registration opened without it still lands there', async ({
    page,
  }) => {
    await page.goto(`/m/activity?id=2&${PK}`);
    await expect(page).toHaveURL(/\/m\/login\?go=/);
    // The login form keeps the go address once it is on screen.
    await expect(form(page).getByRole('link', { name: 'Register' })).toBeVisible();
    // The visitor opens registration another way (typed, a banner): no go in the address.
    await page.goto(`/m/register?${PK}`);
    await register(page);
    await expect(page).toHaveURL(/\/m\/activity\?id=2&/, ANSWERED);
  });
});

test.describe('a search engine crawler (spec 2)', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });

  test("sees the crawlers' pages, not the way to log in", async ({ page }) => {
    await page.goto('/m/sports?tenant=demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/sports\?/);
    await page.goto('/m/app?tenant=demo');
    await expect(page.getByRole('heading', { level: 1, name: 'App' })).toBeVisible();
  });

  test('the landing /m/ shows the home as a visitor sees it', async ({ page }) => {
    await page.goto('/m/?tenant=demo');
    await expect(page).toHaveURL(/\/m\/home\?/);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(page).toHaveURL(/\/m\/home\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toHaveCount(0);
  });

  test('a member page still sends it to log in', async ({ page }) => {
    await page.goto('/m/launchGame?vendor=X&code=1&tenant=demo');
    await expect(page).toHaveURL(/\/m\/login\?go=/);
  });
});

test.describe('/m/feedback (spec 2)', () => {
  test("a member finds the merchant's customer service and opens a chat to write to it", async ({
    page,
  }) => {
    await page.goto(`/m/feedback?${MEMBER}&lang=EN`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await expect(main).toContainText('Choose how to reach our customer service');
    const entries = main.getByRole('list').getByRole('button');
    await expect(entries).toHaveText(['Support chat', 'Live chat', 'Agent desk']);
    await entries.filter({ hasText: 'Agent desk' }).click();
    await expect(page.getByRole('dialog', { name: 'TX-CHAT chat (demo)' })).toBeVisible();
  });

  test('a visitor is sent home (and from there to log in)', async ({ page }) => {
    await page.goto('/m/feedback?tenant=demo');
    await expect(page).toHaveURL(/\/m\/login/);
  });
});

/** The demo servers' second asset manifest names this build while the cookie is set. */
async function announceSecond(context: BrowserContext, page: Page, hash: string): Promise<void> {
  const { hostname } = new URL(page.url());
  await context.addCookies([{ name: 'demoNextMcBuild', value: hash, domain: hostname, path: '/' }]);
}

const storedSecond = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('pwaSecondAssetHash'));

test.describe('the second asset manifest (spec 2, /mobile/mc/asset-manifest.json)', () => {
  test.use({ serviceWorkers: 'block' });

  test('missing: checked, no error and no update', async ({ page }) => {
    const second = page.waitForResponse((r) => r.url().endsWith('/mobile/mc/asset-manifest.json'));
    await page.goto('/m/login?tenant=demo');
    expect((await second).status()).toBe(204);
    await page.waitForTimeout(500);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(await storedSecond(page)).toBeNull();
  });

  test('a change in it alone shows the update dialog', async ({ page, context }) => {
    await page.goto('/m/login?tenant=demo');
    await announceSecond(context, page, 'mc-build-1');
    await page.reload();
    // The first check (1.5 s after start) keeps the second build it found.
    await expect.poll(() => storedSecond(page), { timeout: 10_000 }).toBe('mc-build-1');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await announceSecond(context, page, 'mc-build-2');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByRole('alertdialog')).toContainText('Found new version, click refresh');
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withTenantPatch } from './tenantFlags';

const APK = 'https://download.demo-casino.test/app/demo-casino.apk';
const PROFILE = 'https://download.demo-casino.test/app/demo-casino.mobileconfig';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko)';
/** The platform's own app wrapper says MobileWebApp/<version>. */
const NATIVE_APP = (version: string) =>
  `${ANDROID} Chrome/131.0.0.0 Mobile Safari/537.36 MobileWebApp/${version}`;
/** LINE's in-app browser: a messaging app's webview, not the platform's app. */
const LINE_WEBVIEW = `${ANDROID} Chrome/131.0.0.0 Mobile Safari/537.36 Line/14.3.1`;

const bar = (page: Page) => page.getByRole('complementary', { name: 'Get the app' });

/** The download host is not reachable from here: answer it, and record what was asked. */
async function answerDownloads(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.context().route('https://download.demo-casino.test/**', async (route) => {
    asked.push(route.request().url());
    // As the download host does: a file to save, so the page stays where it is.
    await route.fulfill({
      status: 200,
      headers: { 'content-disposition': 'attachment; filename="app"' },
      contentType: 'application/octet-stream',
      body: 'the app',
    });
  });
  return asked;
}

test.describe('the download bar on Android', () => {
  test('shows the merchant text; the popup downloads the APK', async ({ page }) => {
    const asked = await answerDownloads(page);
    await page.goto('/m/home?tenant=demo');
    await expect(bar(page)).toContainText('Get the Demo Casino app');
    await bar(page).getByRole('button', { name: 'Download', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Get the app' });
    await expect(popup.getByRole('button')).toHaveText([
      'Download for Android',
      'Add to home screen',
      'Close',
    ]);
    await popup.getByRole('button', { name: 'Download for Android' }).click();
    await expect.poll(() => asked).toEqual([APK]);
  });

  test('closed stays closed for the session, and is back in a new one', async ({
    page,
    browser,
  }) => {
    await page.goto('/m/home?tenant=demo');
    await bar(page).getByRole('button', { name: 'Close the download bar' }).click();
    await expect(bar(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    const next = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const other = await next.newPage();
    await other.goto('/m/home?tenant=demo');
    await expect(bar(other)).toBeVisible();
    await next.close();
  });

  test('not in an installed web app (opened from the home screen)', async ({ page }) => {
    await page.goto('/m/home?tenant=demo&homescreen=1');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
  });

  test('not below the minimum VIP rank; shown to a member who has it (ph-maya, rank 2)', async ({
    page,
  }) => {
    await page.goto('/m/home?tenant=ph-maya');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('complementary')).toHaveCount(0);
    await page.goto('/m/home?tenant=ph-maya&token=demo-token.ph-maya.vip1');
    await expect(page.getByRole('complementary')).toBeVisible();
  });

  test('asks a visitor to log in first where the tenant requires it (vn-lotto)', async ({
    page,
  }) => {
    await page.goto('/m/home?tenant=vn-lotto');
    const vnBar = page.getByRole('complementary');
    await vnBar.getByRole('button').last().click();
    // The login dialog (Vietnamese, the tenant's language), not the download popup.
    const login = page.getByRole('dialog', { name: 'Đăng nhập' });
    await expect(login.getByLabel('Mật khẩu', { exact: true })).toBeVisible();
  });

  test('the popup banners m_popup1 and m_popup2 come after the wait, once', async ({ page }) => {
    await withTenantPatch(page, 'demo', (tenant) => {
      (tenant.downloads as { popupBanners: { waitSeconds: number } }).popupBanners.waitSeconds = 2;
    });
    await page.goto('/m/home?tenant=demo');
    const banners = page.getByRole('dialog', { name: 'Take us with you' });
    await expect(banners).toHaveCount(0);
    await expect(banners).toBeVisible({ timeout: 5_000 });
    await expect(banners.getByRole('img')).toHaveCount(2);
    await banners.getByRole('img', { name: 'Get the app' }).click();
    await expect(page.getByRole('dialog', { name: 'Get the app' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForTimeout(3_000);
    await expect(banners).toHaveCount(0);
  });
});

test.describe('the download bar on iOS', () => {
  test.use({ userAgent: IPHONE });

  test('offers the App Store and the profile, and downloads the profile', async ({ page }) => {
    const asked = await answerDownloads(page);
    await page.goto('/m/home?tenant=demo');
    // iOS has no install prompt: on the home page the steps to add it by hand come first.
    await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
    await bar(page).getByRole('button', { name: 'Download', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Get the app' });
    await expect(popup.getByRole('button')).toHaveText([
      'Download for iPhone',
      'Install the iPhone profile',
      'Add to home screen',
      'Close',
    ]);
    await popup.getByRole('button', { name: 'Install the iPhone profile' }).click();
    await expect.poll(() => asked).toEqual([PROFILE]);
  });

  test('after the profile, the iOS 17 steps to install it', async ({ page }) => {
    await answerDownloads(page);
    await page.goto('/m/home?tenant=demo');
    await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
    await bar(page).getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByRole('button', { name: 'Install the iPhone profile' }).click();
    const tip = page.getByRole('dialog', { name: 'Install the profile' });
    await expect(tip).toContainText('On iOS 17');
  });
});

test.describe('in-app user agents', () => {
  test.describe('the platform app, older than the latest', () => {
    test.use({ userAgent: NATIVE_APP('2.4.38') });

    test('no bar; the upgrade modal opens the download in a new window', async ({ page }) => {
      const asked = await answerDownloads(page);
      await page.goto('/m/home?tenant=demo');
      const upgrade = page.getByRole('alertdialog', { name: 'A new version of the app' });
      await expect(upgrade).toContainText('2.5.0');
      await expect(bar(page)).toHaveCount(0);
      const opened = page.waitForEvent('popup');
      await upgrade.getByRole('button', { name: 'Upgrade now' }).click();
      await opened;
      await expect.poll(() => asked).toEqual([APK]);
      await expect(upgrade).toBeVisible(); // the app stays where it was
      await upgrade.getByRole('button', { name: 'Later' }).click();
      await expect(upgrade).toHaveCount(0);
    });
  });

  test.describe('the platform app from 2.4.39', () => {
    test.use({ userAgent: NATIVE_APP('2.4.39') });

    test('downloads directly; a mandatory upgrade cannot be closed (ph-maya)', async ({ page }) => {
      const asked = await answerDownloads(page);
      await page.goto('/m/home?tenant=ph-maya');
      const upgrade = page.getByRole('alertdialog');
      await expect(upgrade).toContainText('2.6.1');
      await expect(upgrade.getByRole('button')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(upgrade).toBeVisible();
      await page.goto('/m/home?tenant=demo');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Upgrade now' }).click();
      await expect.poll(() => asked).toEqual([APK]);
    });
  });

  test.describe('a messaging app webview', () => {
    test.use({ userAgent: LINE_WEBVIEW });

    test('is a browser for the bar: it shows, with no upgrade modal', async ({ page }) => {
      await page.goto('/m/home?tenant=demo');
      await expect(bar(page)).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });
  });
});

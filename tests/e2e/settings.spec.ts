import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withTenantPatch } from './tenantFlags';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PING = '/wps/system/test/ping';

const notice = (page: Page) => page.getByRole('alertdialog');

test.describe("the download bar's login prompt (template login_prompt_text)", () => {
  test("a visitor reads the merchant's prompt in their language, and in the next one", async ({
    page,
  }) => {
    await page.goto('/m/home?tenant=vn-lotto');
    const bar = page.getByRole('complementary');
    await bar.getByRole('button').last().click();
    await expect(notice(page)).toContainText('Vui lòng đăng nhập để tải ứng dụng');
    // The prompt opens the login dialog as well. Its code may come after the notice's (a busy
    // machine) and open it over the notice, so: once both are open, close each in whatever
    // order they stack, then change the language in the header.
    await expect(page.locator('dialog[open] .modal-title', { hasText: /^Đăng nhập$/ })).toHaveCount(
      1,
    );
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog[open]')).toHaveCount(0, { timeout: 500 });
    }).toPass();
    await page.getByRole('banner').getByRole('combobox').selectOption('CN');
    await expect(bar).toContainText('下载西贡彩票应用');
    // Whatever else opened meanwhile (the install offer at start) is closed first.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog[open]')).toHaveCount(0, { timeout: 500 });
    }).toPass();
    await bar.getByRole('button').last().click();
    await expect(notice(page)).toContainText('请先登录再下载应用');
    await expect(notice(page)).not.toContainText('Log in to download the app.');
  });
});

test.describe('the desktop app (template desktop_app_feature)', () => {
  test.use({ userAgent: DESKTOP, isMobile: false, hasTouch: false });

  test('a computer gets no download bar where the template leaves it off', async ({ page }) => {
    await page.goto('/m/home?tenant=demo');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Get the app' })).toHaveCount(0);
  });

  test('where it is on, the bar offers to install the site on the computer', async ({ page }) => {
    await withTenantPatch(page, 'demo', (tenant) => {
      (tenant.template as { desktop_app_feature: boolean }).desktop_app_feature = true;
    });
    await page.goto('/m/home?tenant=demo');
    const bar = page.getByRole('complementary', { name: 'Get the app' });
    await bar.getByRole('button', { name: 'Download', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Get the app' });
    await expect(popup.getByRole('button')).toHaveText(['Install on this computer', 'Close']);
    await popup.getByRole('button', { name: 'Install on this computer' }).click();
    // No install prompt from this browser in a test: the member is told where to find it.
    await expect(notice(page)).toContainText("Open your browser's menu and choose Install.");
  });
});

test.describe("the mobile number's calling code (UPDATEMOBILEICC3, country info)", () => {
  test('pk-urdu lets members pick a country from the country call', async ({ page }) => {
    const country = page.waitForResponse((r) => r.url().includes('/wps/system/country'));
    await page.goto('/m/login?tenant=pk-urdu');
    await country;
    const code = page.locator('select:has(option[value="+92"])');
    await expect(code).toHaveValue('+92');
    await expect(code.locator('option')).toContainText(['+92', '+63']);
    await code.selectOption('+63');
    await expect(code).toHaveValue('+63');
  });

  test('demo (flag off) keeps its own code, fixed', async ({ page }) => {
    const country = page.waitForResponse((r) => r.url().includes('/wps/system/country'));
    await page.goto('/m/login?tenant=demo');
    await country;
    await page.getByRole('radio', { name: 'Mobile', exact: true }).check();
    const row = page
      .locator('.auth-input-row')
      .filter({ has: page.locator('input[name="mobile"]') });
    await expect(row).toContainText('+63');
    await expect(row.locator('select')).toHaveCount(0);
  });
});

test.describe('the connectivity ping', () => {
  test('after a start with no answer, the notice goes when the network is back', async ({
    page,
    context,
    consoleErrors,
  }) => {
    consoleErrors.allow(/net::ERR_/);
    const pings: Record<string, string>[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === PING) pings.push(request.headers());
    });
    await page.route('**/wps/v2/system/status**', (route) => route.abort('internetdisconnected'));
    await page.goto('/m/login?tenant=demo');
    await expect(notice(page)).toContainText('Network Error / CORS Errors');
    await page.unroute('**/wps/v2/system/status**');
    // The browser says it is back online. Not by going offline and back: whether the page sees
    // the offline moment (and its own notice for it) was a race, and its service worker's
    // registration could fail in it.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => pings.length).toBeGreaterThan(0);
    expect(pings[0]?.merchant).toBe('demo');
    await expect(notice(page)).toHaveCount(0);
  });
});

test.describe('the loading indicator (5 s, 10 s)', () => {
  test('a page still loading says Please wait at 5 s and offers Refresh at 10 s', async ({
    page,
  }) => {
    test.setTimeout(40_000);
    await page.route('**/wps/relay/PROMOFE_getPromotionAnnouncementCategory**', () => {
      // Never answered: the page keeps loading.
    });
    await page.goto('/m/activity?id=1&tenant=demo&token=demo-token.demo.member1');
    const loading = page.getByRole('status').filter({ hasText: 'Loading' });
    await expect(loading).toBeVisible();
    await expect(loading).not.toContainText('Please wait');
    await expect(loading).toContainText('Please wait...', { timeout: 7_000 });
    await expect(loading.getByRole('button', { name: 'Refresh' })).toBeVisible({
      timeout: 7_000,
    });
  });

  test('an error notice hides the page loading under it, which shows again once it is read', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED/);
    await page.route('**/wps/relay/PROMOFE_getPromotionAnnouncementCategory**', () => {
      // Never answered: the page keeps loading.
    });
    // The start's status call gets no answer: its notice comes up while the page is loading.
    await page.route('**/wps/v2/system/status**', (route) => route.abort('internetdisconnected'));
    await page.goto('/m/activity?id=1&tenant=demo&token=demo-token.demo.member1');
    await expect(notice(page)).toContainText('Network Error / CORS Errors');
    const loading = page.getByRole('status').filter({ hasText: 'Loading' });
    // The page's indicator mounts as its code arrives, after the notice: hidden all the same.
    await expect(page.locator('.spinner:not(.spinner-inline)')).toHaveCount(1);
    await expect(loading).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(notice(page)).toHaveCount(0);
    await expect(loading).toBeVisible();
  });
});

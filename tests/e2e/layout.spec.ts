import { chooseLanguage } from './account';
import { expect, test } from './fixtures';

test('on a desktop window the layout is capped at 9/16 of the window height', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/m/home?tenant=demo&token=demo-token.demo.member1');
  await expect(page.getByRole('banner')).toBeVisible();
  const width = await page.locator('.app').evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeCloseTo((800 * 9) / 16, 0);
});

test('on a phone the layout uses the whole width', async ({ page }) => {
  await page.goto('/m/home?tenant=demo&token=demo-token.demo.member1');
  await expect(page.getByRole('banner')).toBeVisible();
  const width = await page.locator('.app').evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBe(390);
});

test('switching to Urdu turns the page right-to-left and translates it', async ({ page }) => {
  await page.goto('/m/home?tenant=demo&token=demo-token.demo.member1');
  await chooseLanguage(page, 'UR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('?lang= picks a supported language and ignores an unsupported one', async ({ page }) => {
  await page.goto('/m/login?tenant=demo&lang=VI');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.goto('/m/login?tenant=demo&lang=KO');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the splash paints before any script and stays about 1200 ms', async ({ page }) => {
  await page.route('**/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
  const start = Date.now();
  await page.goto('/m/login?tenant=demo', { waitUntil: 'commit' });
  await expect(page.locator('#splash')).toBeVisible();
  await expect(page.locator('#splash')).toHaveCount(0, { timeout: 10_000 });
  expect(Date.now() - start).toBeGreaterThanOrEqual(1200);
});

import type { Page } from '@playwright/test';
import { expect, FAILED_RESOURCE, test } from './fixtures';

/**
 * spec 8: customer.not.login and HTTP 401 log the member out, say "please login", then go to
 * /m/login, also when the call that finds the session gone is one the member did not ask for
 * (the home's member data, the menu's promotions, the home entry's refresh). The demo API's
 * sessionExpired fault answers every call carrying a session 401 customer.not.login.
 */
const home = '/m/home?tenant=demo&lang=EN&token=demo-token.demo.member1';
const notice = (page: Page) => page.getByRole('alertdialog', { name: 'Notice' });

test.use({ allowConsoleErrors: [FAILED_RESOURCE] });

test('a session that expired before the home loads: "please login", then /m/login', async ({
  page,
  faults,
}) => {
  await page.goto(home);
  await expect(page.locator('.banner-slide').first()).toBeVisible();
  // The home's quiet calls (after its first paint) finish first: one that found the session gone
  // would say so on this page, and the reload would then start from /m/login.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/m\/home/);
  await faults.set({ sessionExpired: true });
  await page.reload();
  // The home's quiet calls go after its first paint; a busy machine can take longer than 5 s.
  await expect(notice(page)).toContainText('Please login', { timeout: 15_000 });
  await expect(page).toHaveURL(/\/m\/login/);
  expect(await page.evaluate(() => sessionStorage.getItem('sessionInfo'))).toBeNull();
  // One notice, however many of the home's quiet calls found the session gone.
  await expect(notice(page)).toHaveCount(1);
});

test('a session that expires while the member moves about: the home entry refresh says so', async ({
  page,
  faults,
}) => {
  await page.goto(home);
  const promos = page.getByRole('region', { name: 'Promotions' });
  await promos.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/m\/activity\?id=\d+$/);
  // The calls of the home and of this page finish first: one still out when the session goes
  // would find it gone here (and log out before Back), not the home entry's refresh.
  await page.waitForLoadState('networkidle');
  await faults.set({ sessionExpired: true });
  // Back home: the entry refreshes the inbox and deposit settings, quietly (spec 2).
  const refreshed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/wps/member/deposit/settings' && r.status() === 401,
  );
  await page.goBack();
  await refreshed;
  await expect(notice(page)).toContainText('Please login');
  await expect(page).toHaveURL(/\/m\/login/);
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** pk-urdu's own login wording in Urdu (tenants/pk-urdu.json; added here while the demo lacks it). */
const URDU_LOGIN = 'اپنے اکاؤنٹ میں داخل ہوں';

async function withUrduLoginText(page: Page): Promise<void> {
  await page.route('**/m/tenants/pk-urdu.json', async (route) => {
    const response = await route.fetch();
    const tenant = (await response.json()) as { texts?: Record<string, Record<string, string>> };
    tenant.texts = { ...tenant.texts, 'nav.login': { UR: URDU_LOGIN } };
    await route.fulfill({ response, json: tenant });
  });
}

/** vn-lotto's home is for members: log in (Vietnamese, the merchant's default language). */
async function logInVnLotto(page: Page, query = ''): Promise<void> {
  await page.goto(`/m/login?tenant=vn-lotto${query}`);
  const form = page.getByRole('main');
  await form.getByRole('textbox').first().fill('member1');
  await form.locator('input[type=password]').fill('Passw0rd!');
  await form.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/m\/home/);
}

test('the menu entry the merchant named shows its own text in Vietnamese and English', async ({
  page,
}) => {
  await logInVnLotto(page);
  const menu = page.locator('.menu-grid');
  await expect(menu.getByRole('button', { name: 'Khuyến mãi xổ số' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('merchant.lottoDeals');

  await page.goto('/m/home?tenant=vn-lotto&lang=en');
  await expect(menu.getByRole('button', { name: 'Lottery deals' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('merchant.lottoDeals');
});

test("the merchant's Urdu login text reads right to left", async ({ page }) => {
  await withUrduLoginText(page);
  await page.goto('/m/login?tenant=pk-urdu&lang=ur');
  const heading = page.getByRole('heading', { level: 1, name: URDU_LOGIN });
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
});

test('en-XA rewrites the merchant text too', async ({ page }) => {
  await logInVnLotto(page, '&lang=en-XA');
  await expect(page.locator('.menu-grid')).toContainText('[Ļöţţéŕý ðéåļš');
});

import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

/** pk-urdu's own Urdu line under the login form (tenants/pk-urdu.json, texts). */
const URDU_NO_ACCOUNT = (
  JSON.parse(readFileSync('tenants/pk-urdu.json', 'utf8')) as {
    texts: Record<string, Record<string, string>>;
  }
).texts['auth.login.noAccount']?.UR as string;

/** vn-lotto's home is for members: log in (Vietnamese, the merchant's default language). */
async function logInVnLotto(page: Page, query = ''): Promise<void> {
  await page.goto(`/m/login?tenant=vn-lotto${query}`);
  const form = page.getByRole('main');
  await form.getByRole('textbox').first().fill('member1');
  await form.locator('input[type=password]').fill('Passw0rd!');
  await form.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/m\/home/);
}

/** Every request for a merchant's texts file, by path. */
function textsRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (/\/m\/tenants\/.*\.texts\./.test(path)) seen.push(path);
  });
  return seen;
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
  expect(URDU_NO_ACCOUNT).toBeTruthy();
  await page.goto('/m/login?tenant=pk-urdu&lang=ur');
  const line = page.getByText(URDU_NO_ACCOUNT);
  await expect(line).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await line.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  // The product's English line is what the merchant replaced.
  await expect(page.getByText('No account yet?')).toHaveCount(0);
});

test('en-XA rewrites the merchant text too', async ({ page }) => {
  await logInVnLotto(page, '&lang=en-XA');
  await expect(page.locator('.menu-grid')).toContainText('[Ļöţţéŕý ðéåļš');
});

test("the tenant file carries no texts: one request for the member's language, beside its catalogue", async ({
  page,
}) => {
  const requested = textsRequests(page);
  const code: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') code.push(new URL(request.url()).pathname);
  });
  const tenantFile = page.waitForResponse((r) => r.url().endsWith('/m/tenants/pk-urdu.json'));
  await page.goto('/m/login?tenant=pk-urdu&lang=ur');
  const tenant = (await (await tenantFile).json()) as Record<string, unknown>;
  expect(tenant).not.toHaveProperty('texts');
  expect(tenant.textsLanguages).toEqual(['UR']);
  await expect(page.getByText(URDU_NO_ACCOUNT)).toBeVisible();
  // The start loader's preload and the app's fetch are one request.
  expect(requested).toEqual(['/m/tenants/pk-urdu.texts.UR.json']);
  // The code that lays them over the catalogue was asked for with them by the loader (not a
  // round trip later by the app), and once.
  expect(code.filter((path) => path.includes('merchantTexts'))).toHaveLength(1);
  await expect(page.locator('link[rel=modulepreload][href*="merchantTexts"]')).toHaveCount(1);

  // pk-urdu has no English texts: no request at all, the product's line.
  requested.length = 0;
  await page.goto('/m/login?tenant=pk-urdu&lang=en');
  await expect(page.getByText('No account yet?')).toBeVisible();
  expect(requested).toEqual([]);
  await expect(page.locator('link[rel=modulepreload][href*="merchantTexts"]')).toHaveCount(0);
});

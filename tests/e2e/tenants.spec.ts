import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

interface TenantFile {
  merchantCode: string;
  displayName: string;
  languages: { default: string };
  theme: { background: string };
}

const tenants = readdirSync('tenants')
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(`tenants/${f}`, 'utf8')) as TenantFile);

const RTL = new Set(['UR']);

for (const tenant of tenants) {
  test(`${tenant.merchantCode} loads for a member with its title, language and theme`, async ({
    page,
  }) => {
    await page.goto(
      `/m/home?tenant=${tenant.merchantCode}&token=demo-token.${tenant.merchantCode}.member1`,
    );
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveTitle(tenant.displayName);
    const dir = await page.evaluate(() => document.documentElement.dir);
    expect(dir).toBe(RTL.has(tenant.languages.default) ? 'rtl' : 'ltr');
    const bg = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--background').trim(),
    );
    expect(bg.toLowerCase()).toBe(tenant.theme.background.toLowerCase());
    await expect(page.locator('#splash')).toHaveCount(0);
  });
}

test('a merchant that does not exist gets an error screen naming the problem', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  await page.goto('/m/home?tenant=nosuchmerchant');
  const screen = page.getByTestId('tenant-error');
  await expect(screen.getByRole('heading', { name: 'This site could not start' })).toBeVisible();
  await expect(screen).toContainText('no merchant is configured for merchant "nosuchmerchant"');
});

test('a host no merchant lists gets the same error screen', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  // localhost is the demo merchant's; 127.0.0.2 is nobody's.
  await page.route('**/m/tenants/hosts/127.0.0.1.json', (route) =>
    route.fulfill({ status: 404, body: '{}' }),
  );
  await page.goto('/m/home');
  await expect(page.getByTestId('tenant-error')).toContainText(
    'no merchant is configured for host 127.0.0.1',
  );
});

test('an invalid tenant file is named with its pointer, not a blank page', async ({ page }) => {
  const demo = JSON.parse(readFileSync('tenants/demo.json', 'utf8')) as Record<string, unknown>;
  await page.route('**/m/tenants/demo.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ ...demo, flags: { ...(demo.flags as object), GEETEST3: 'yes' } }),
    }),
  );
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/m/home?tenant=demo');
  await expect(page.getByTestId('tenant-error')).toContainText(
    '/m/tenants/demo.json /flags/GEETEST3: must be boolean',
  );
  // The check ran in its worker: the validator never came to the page's main thread.
  expect(scripts.some((path) => /\/checkTenant\.worker-[\w-]+\.js$/.test(path))).toBe(true);
  expect(scripts.filter((path) => /validateTenant/.test(path))).toEqual([]);
});

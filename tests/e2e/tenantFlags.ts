import type { Page } from '@playwright/test';

/**
 * What an operator does in the tenant file, for one test: the page receives the merchant's
 * published file with these flags changed (spec 6 flags, e.g. SSOMANUALREG3).
 */
export async function withTenantFlags(
  page: Page,
  merchantCode: string,
  flags: Record<string, boolean>,
): Promise<void> {
  await page.route(`**/m/tenants/${merchantCode}.json`, async (route) => {
    const response = await route.fetch();
    const tenant = (await response.json()) as { flags: Record<string, boolean> };
    Object.assign(tenant.flags, flags);
    await route.fulfill({ response, json: tenant });
  });
}

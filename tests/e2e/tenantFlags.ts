import type { Page } from '@playwright/test';

/** A tenant file as the tests change it: any part, by a function. */
export type TenantPatch = (
  tenant: Record<string, unknown> & { flags: Record<string, boolean> },
) => void;

/**
 * What an operator does in the tenant file, for one test: the page receives the merchant's
 * published file changed by `patch`.
 */
export async function withTenantPatch(
  page: Page,
  merchantCode: string,
  patch: TenantPatch,
): Promise<void> {
  await page.route(`**/m/tenants/${merchantCode}.json`, async (route) => {
    const response = await route.fetch();
    const tenant = (await response.json()) as Parameters<TenantPatch>[0];
    patch(tenant);
    await route.fulfill({ response, json: tenant });
  });
}

/** The merchant's published file with these flags changed (spec 6 flags, e.g. SSOMANUALREG3). */
export async function withTenantFlags(
  page: Page,
  merchantCode: string,
  flags: Record<string, boolean>,
): Promise<void> {
  await withTenantPatch(page, merchantCode, (tenant) => Object.assign(tenant.flags, flags));
}

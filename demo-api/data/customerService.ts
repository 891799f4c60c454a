import type { CustomerServiceScript } from '../../src/api/calls/support.ts';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';

/**
 * WPSCORE_getCustomerServiceScript: the merchant's entries as the tenant file has them (paths
 * still encrypted), defaults filled in, in csPosition order. No script: plain data only.
 */
export function customerServiceScript(tenant: TenantConfig): CustomerServiceScript {
  const entries = tenant.customerService.map((entry) => ({
    name: entry.name,
    path: entry.path,
    csType: entry.csType,
    csPosition: entry.csPosition ?? 0,
    labelIds: entry.labelIds ?? [],
  }));
  // Array.prototype.sort is stable, so equal positions keep the file's order.
  return { entries: entries.sort((a, b) => a.csPosition - b.csPosition) };
}

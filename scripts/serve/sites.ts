import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import { domainKey } from '../../src/config/tenantHost.ts';

/** Hosts that are QA's own machine: `?tenant=` may pick any merchant there (tenantHost.ts). */
export const LOCAL_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1']);

/** One nginx server: the host names it answers and the tenant files it hands out. */
export interface Site {
  tenant: TenantConfig;
  serverNames: string[];
  /**
   * Only the merchant's own files (its code and its domains), so one merchant's site never
   * serves another's configuration; or every file, on local hosts where `?tenant=` picks any.
   */
  tenantFiles: { only: string[] } | 'all';
}

/** The files a merchant's browser may ask for: tenants/<code>.json and one per domain key. */
export function ownTenantFiles(tenant: TenantConfig): string[] {
  return [
    `tenants/${tenant.merchantCode}.json`,
    ...tenant.domains.map((domain) => `tenants/hosts/${domainKey(domain)}.json`),
  ];
}

/**
 * A server per merchant named by its domains (nginx's `*.example.com` matches sub-domains at any
 * depth, as tenantHost.ts's matchDomain does), and one for the local hosts with the merchant that
 * lists them (the demo), which serves every tenant file.
 */
export function sitesOf(tenants: readonly TenantConfig[]): Site[] {
  const sites: Site[] = [];
  for (const tenant of tenants) {
    const names = tenant.domains.filter((domain) => !LOCAL_HOSTS.has(domain));
    if (names.length > 0) {
      sites.push({ tenant, serverNames: names, tenantFiles: { only: ownTenantFiles(tenant) } });
    }
    const local = tenant.domains.filter((domain) => LOCAL_HOSTS.has(domain));
    if (local.length > 0) sites.push({ tenant, serverNames: local, tenantFiles: 'all' });
  }
  return sites;
}

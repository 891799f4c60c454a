import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import { domainKey } from '../../src/config/tenantHost.ts';

/** Hosts that are QA's own machine: `?tenant=` may pick any merchant there (tenantHost.ts). */
export const LOCAL_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1']);

/** One nginx server: the host names it answers and the files of the merchants it hands out. */
export interface Site {
  tenant: TenantConfig;
  serverNames: string[];
  /**
   * Only the merchant's own files (its tenant files, its brand folder, its pages), so one
   * merchant's site never serves another's configuration or images; or every merchant's, on the
   * local hosts where `?tenant=` picks any (the demo only).
   */
  merchants: 'own' | 'all';
}

/**
 * The files a merchant's browser may ask for: tenants/<code>.json and one per domain key. Its
 * texts files (tenants/<code>.texts.<CODE>.json, src/i18n/textsFiles.ts) are matched by
 * ownTextsFiles: their languages change with a publish, without a new configuration.
 */
export function ownTenantFiles(tenant: TenantConfig): string[] {
  return [
    `tenants/${tenant.merchantCode}.json`,
    ...tenant.domains.map((domain) => `tenants/hosts/${domainKey(domain)}.json`),
  ];
}

/**
 * The merchant's texts files under the base, any language, as a regular expression whose one
 * capture is the path under the build folder (the code's own characters need no escaping).
 */
export function ownTextsFiles(tenant: TenantConfig): string {
  return `^/m/(tenants/${tenant.merchantCode}\\.texts\\.[A-Z]{2}(?:-[A-Z]{2})?\\.json)$`;
}

/**
 * The demo's tenant: the one that lists a local host (QA's machine), which no real merchant has
 * a use for. A production configuration leaves it out unless asked (`--demo`).
 */
export function isDemoTenant(tenant: TenantConfig): boolean {
  return tenant.domains.some((domain) => LOCAL_HOSTS.has(domain));
}

export interface SiteOptions {
  /**
   * Keep the demo tenant (isDemoTenant), with a server for the local hosts that hands out every
   * merchant's files. Without it, nothing answers `localhost` or `127.0.0.1`.
   */
  demo?: boolean;
}

/**
 * A server per merchant named by its domains (nginx's `*.example.com` matches sub-domains at any
 * depth, as tenantHost.ts's matchDomain does); with `demo`, also the demo tenant's servers and
 * one for the local hosts, which serves every merchant's files.
 */
export function sitesOf(tenants: readonly TenantConfig[], options: SiteOptions = {}): Site[] {
  const sites: Site[] = [];
  for (const tenant of tenants) {
    if (isDemoTenant(tenant) && !options.demo) continue;
    const names = tenant.domains.filter((domain) => !LOCAL_HOSTS.has(domain));
    if (names.length > 0) sites.push({ tenant, serverNames: names, merchants: 'own' });
    const local = tenant.domains.filter((domain) => LOCAL_HOSTS.has(domain));
    if (local.length > 0) sites.push({ tenant, serverNames: local, merchants: 'all' });
  }
  return sites;
}

/** The tenants a configuration without `demo` leaves out, for the command's message. */
export function leftOutTenants(tenants: readonly TenantConfig[], options: SiteOptions): string[] {
  return options.demo ? [] : tenants.filter(isDemoTenant).map((t) => t.merchantCode);
}

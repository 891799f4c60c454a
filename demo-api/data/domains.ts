import type { DomainRoute } from '../../src/api/calls/system.ts';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';

const LOCAL_HOST = /^(localhost|\d{1,3}(\.\d{1,3}){3})$/;

/**
 * The merchant's public hosts: its domains without wildcards, leaving out local development
 * hosts (localhost, IP addresses), which no member is ever routed to.
 */
export function publicHosts(tenant: TenantConfig): string[] {
  return tenant.domains.filter((domain) => !domain.startsWith('*.') && !LOCAL_HOST.test(domain));
}

/** The merchant's main public host: its first public host, else www. under its first wildcard. */
export function primaryHost(tenant: TenantConfig): string {
  const wildcard = tenant.domains.find((domain) => domain.startsWith('*.'));
  return publicHosts(tenant)[0] ?? (wildcard ? `www.${wildcard.slice(2)}` : tenant.domains[0]);
}

/** GET /wps/system/domainRoute: every public host as an https origin. */
export function domainRoute(tenant: TenantConfig): DomainRoute {
  const hosts = publicHosts(tenant);
  const list = hosts.length > 0 ? hosts : [primaryHost(tenant)];
  return { domainList: list.map((host) => ({ domainName: `https://${host}` })) };
}

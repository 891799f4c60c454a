import type { Issue } from './issues.ts';
import { error, warning } from './issues.ts';
import { covers, enclosingWildcards, isWildcard } from './hostPatterns.ts';
import { asArray, getPath } from './narrow.ts';

export interface CheckedTenant {
  file: string;
  value: unknown;
}

interface Listing {
  tenant: number;
  index: number;
  host: string;
}

function listings(tenants: readonly CheckedTenant[], key: string): Listing[] {
  return tenants.flatMap(({ value }, tenant) =>
    (asArray(getPath(value, key)) ?? []).flatMap((host, index): Listing[] =>
      typeof host === 'string' ? [{ tenant, index, host }] : [],
    ),
  );
}

function others(tenants: readonly CheckedTenant[], owners: Iterable<number>, self: number): string {
  return [...new Set(owners)]
    .filter((t) => t !== self)
    .map((t) => tenants[t]!.file)
    .join(', ');
}

/**
 * Rules that need every tenant checked in the same run: a domain belongs to one tenant; a host
 * under another tenant's wildcard is reported (the most specific name wins, spec of tenantHost);
 * trustedLinkHosts must not send the session to another merchant's domains.
 */
export function checkAcrossTenants(tenants: readonly CheckedTenant[]): Issue[][] {
  const issues: Issue[][] = tenants.map(() => []);
  const domains = listings(tenants, 'domains');
  const byHost = new Map<string, Listing[]>();
  for (const listing of domains)
    byHost.set(listing.host, [...(byHost.get(listing.host) ?? []), listing]);

  for (const listing of domains) {
    const { tenant, index, host } = listing;
    const owners = (byHost.get(host) ?? []).map((l) => l.tenant);
    const dup = others(tenants, owners, tenant);
    if (dup !== '') {
      issues[tenant]!.push(error(`/domains/${index}`, `domain "${host}" is also listed by ${dup}`));
      continue;
    }
    for (const wildcard of enclosingWildcards(host)) {
      const wider = others(
        tenants,
        (byHost.get(wildcard) ?? []).map((l) => l.tenant),
        tenant,
      );
      if (wider === '') continue;
      issues[tenant]!.push(
        warning(
          `/domains/${index}`,
          `"${host}" is also matched by "${wildcard}" of ${wider}; the most specific name wins, so this tenant serves it`,
        ),
      );
      break;
    }
  }

  for (const { tenant, index, host } of listings(tenants, 'trustedLinkHosts')) {
    const candidates = isWildcard(host)
      ? domains
      : [
          ...(byHost.get(host) ?? []),
          ...enclosingWildcards(host).flatMap((w) => byHost.get(w) ?? []),
        ];
    const foreign = candidates.find(
      (d) => d.tenant !== tenant && (covers(host, d.host) || covers(d.host, host)),
    );
    if (foreign) {
      const owner = tenants[foreign.tenant]!.file;
      issues[tenant]!.push(
        error(
          `/trustedLinkHosts/${index}`,
          `"${host}" matches "${foreign.host}", a domain of ${owner}: the session token would be sent to another merchant`,
        ),
      );
    }
  }
  return issues;
}

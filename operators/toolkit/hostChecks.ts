import type { Issue } from './issues.ts';
import { error, warning } from './issues.ts';
import { covers, isTooBroad } from './hostPatterns.ts';
import { asArray, getPath } from './narrow.ts';

function strings(value: unknown): Array<[number, string]> {
  return (asArray(value) ?? []).flatMap((v, i): Array<[number, string]> =>
    typeof v === 'string' ? [[i, v]] : [],
  );
}

/**
 * Rules for one tenant's domains and trustedLinkHosts (docs/tenants.md, "Rules"):
 * no wildcard over a whole top-level domain; trustedLinkHosts, when set, replaces the default
 * (the tenant's own domains), so leaving them all out is flagged; an entry already covered by
 * a wildcard entry of the same list is redundant.
 */
export function checkHosts(tenant: unknown): Issue[] {
  const issues: Issue[] = [];
  const domains = strings(getPath(tenant, 'domains'));
  const trustedValue = getPath(tenant, 'trustedLinkHosts');
  const trusted = strings(trustedValue);
  const lists: Array<[string, Array<[number, string]>]> = [
    ['domains', domains],
    ['trustedLinkHosts', trusted],
  ];
  for (const [list, entries] of lists) {
    for (const [i, host] of entries) {
      if (isTooBroad(host)) {
        issues.push(
          error(
            `/${list}/${i}`,
            `wildcard "${host}" is too broad: name a domain under it, e.g. "*.example.com"`,
          ),
        );
      }
    }
  }
  if (asArray(trustedValue) === undefined) return issues;

  for (const [i, host] of trusted) {
    const wider = trusted.find(([j, other]) => j !== i && other !== host && covers(other, host));
    if (wider) {
      issues.push(
        warning(
          `/trustedLinkHosts/${i}`,
          `"${host}" is already covered by "${wider[1]}" at /trustedLinkHosts/${wider[0]}`,
        ),
      );
    }
  }
  const ownCovered = domains.some(([, domain]) => trusted.some(([, host]) => covers(host, domain)));
  if (domains.length > 0 && !ownCovered) {
    const first = domains[0]?.[1] ?? '';
    issues.push(
      warning(
        '/trustedLinkHosts',
        `lists none of this tenant's domains, so links to its own site (e.g. "${first}") get no session; add them to keep the default`,
        'key',
      ),
    );
  }
  return issues;
}

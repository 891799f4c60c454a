/**
 * Host → merchant, without downloading a list of every merchant: the build emits one file per
 * domain key, and the browser asks for its own host, then for the wildcard keys above it.
 */
export const WILDCARD_PREFIX = '_.';

/** File keys to try for a host, most specific first: 'a.b.c' → 'a.b.c', '_.b.c', '_.c'. */
export function hostKeys(hostname: string): string[] {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  // An IP address has no sub-domains to match by wildcard.
  if (/^[\d.]+$/.test(host) || host.includes(':')) return [host];
  const labels = host.split('.');
  const keys = [host];
  for (let i = 1; i < labels.length; i++) keys.push(WILDCARD_PREFIX + labels.slice(i).join('.'));
  return keys;
}

/** The file key a tenant domain pattern is published under: '*.x.test' → '_.x.test'. */
export function domainKey(pattern: string): string {
  return pattern.startsWith('*.') ? WILDCARD_PREFIX + pattern.slice(2) : pattern;
}

export interface DomainMatch {
  pattern: string;
  /** The sub-domain label a wildcard matched, e.g. 'aff1' for aff1.x.test on '*.x.test'. */
  subdomain: string | null;
}

export function matchDomain(patterns: readonly string[], hostname: string): DomainMatch | null {
  const host = hostname.toLowerCase();
  if (patterns.includes(host)) return { pattern: host, subdomain: null };
  for (const pattern of patterns) {
    if (!pattern.startsWith('*.')) continue;
    const suffix = pattern.slice(1);
    if (host.endsWith(suffix) && host.length > suffix.length) {
      const rest = host.slice(0, -suffix.length);
      return { pattern, subdomain: rest.split('.').pop() ?? null };
    }
  }
  return null;
}

/**
 * spec 1: the affiliate code is the sub-domain; 'www' by default and 'preview' maps to 'www'
 * (the tenant's default affiliate code).
 */
export function affiliateFromHost(match: DomainMatch | null, defaultCode: string): string {
  const sub = match?.subdomain;
  if (!sub || sub === 'www' || sub === 'preview') return defaultCode;
  return sub;
}

const LOCAL_HOSTS = /^(localhost|127\.0\.0\.1|\[::1\]|.+\.localhost)$/;

/** ?tenant= picks the merchant only on local hosts and preview builds. */
export function tenantQueryAllowed(hostname: string, previewBuild: boolean): boolean {
  return previewBuild || LOCAL_HOSTS.test(hostname);
}

/**
 * The mark of a page the team studio's server sent (operators/studio/server/team/appServing.ts):
 * `<meta name="mobile-web-preview">` in its head. Only that server puts it in the page; the
 * build's index.html, which nginx serves on a merchant's domains, never has it. A marked page is a
 * preview like a preview build's (?tenant= on any host, the providers' fakes), so the studio works
 * when reached by a real host name. The start loader reads the same mark.
 */
export const PREVIEW_PAGE_MARK = 'mobile-web-preview';

export function isPreviewPage(doc: Pick<Document, 'querySelector'>): boolean {
  return doc.querySelector(`meta[name="${PREVIEW_PAGE_MARK}"]`) !== null;
}

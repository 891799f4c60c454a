// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkHosts } from './hostChecks.ts';
import { covers, enclosingWildcards, isTooBroad } from './hostPatterns.ts';

function hosts(domains: string[], trustedLinkHosts?: string[]): string[] {
  return checkHosts({ domains, trustedLinkHosts }).map(
    (i) => `${i.pointer}: ${i.severity === 'warning' ? 'warning: ' : ''}${i.message}`,
  );
}

describe('host patterns', () => {
  it('match a wildcard against every sub-domain, not the domain itself', () => {
    expect(covers('*.x.test', 'm.x.test')).toBe(true);
    expect(covers('*.x.test', 'a.b.x.test')).toBe(true);
    expect(covers('*.x.test', '*.a.x.test')).toBe(true);
    expect(covers('*.x.test', 'x.test')).toBe(false);
    expect(covers('*.x.test', 'm.yx.test')).toBe(false);
    expect(covers('m.x.test', 'm.x.test')).toBe(true);
  });

  it('list the wildcards above a host, most specific first', () => {
    expect(enclosingWildcards('a.b.x.test')).toEqual(['*.b.x.test', '*.x.test', '*.test']);
    expect(enclosingWildcards('*.x.test')).toEqual(['*.test']);
  });

  it('find wildcards over a whole top-level domain too broad', () => {
    expect(isTooBroad('*.com')).toBe(true);
    expect(isTooBroad('*.example.com')).toBe(false);
  });
});

describe('checkHosts', () => {
  it('accepts domains with no trustedLinkHosts', () => {
    expect(hosts(['m.x.test', '*.x.test'])).toEqual([]);
  });

  it('refuses a wildcard over a top-level domain in either list', () => {
    expect(hosts(['*.test'], ['*.com', '*.test'])).toEqual([
      '/domains/0: wildcard "*.test" is too broad: name a domain under it, e.g. "*.example.com"',
      '/trustedLinkHosts/0: wildcard "*.com" is too broad: name a domain under it, e.g. "*.example.com"',
      '/trustedLinkHosts/1: wildcard "*.test" is too broad: name a domain under it, e.g. "*.example.com"',
    ]);
  });

  it('warns when trustedLinkHosts leaves out all of the tenant domains', () => {
    expect(hosts(['m.x.test'], ['pay.partner.test'])).toEqual([
      `/trustedLinkHosts: warning: lists none of this tenant's domains, so links to its own site (e.g. "m.x.test") get no session; add them to keep the default`,
    ]);
    expect(hosts(['m.x.test'], ['*.x.test', 'pay.partner.test'])).toEqual([]);
  });

  it('warns about an entry a wildcard entry already covers', () => {
    expect(hosts(['m.x.test'], ['m.x.test', '*.x.test'])).toEqual([
      '/trustedLinkHosts/0: warning: "m.x.test" is already covered by "*.x.test" at /trustedLinkHosts/1',
    ]);
  });
});

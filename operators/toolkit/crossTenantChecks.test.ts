// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkAcrossTenants } from './crossTenantChecks.ts';

function across(...tenants: Array<{ domains: string[]; trustedLinkHosts?: string[] }>): string[][] {
  const checked = tenants.map((value, i) => ({ file: `tenants/t${i}.json`, value }));
  return checkAcrossTenants(checked).map((issues) =>
    issues.map((i) => `${i.pointer}: ${i.severity === 'warning' ? 'warning: ' : ''}${i.message}`),
  );
}

describe('checkAcrossTenants', () => {
  it('accepts tenants with their own domains', () => {
    expect(across({ domains: ['m.a.test', '*.a.test'] }, { domains: ['m.b.test'] })).toEqual([
      [],
      [],
    ]);
  });

  it('refuses a domain listed by two tenants, naming the other file in each', () => {
    expect(
      across(
        { domains: ['m.a.test', 'shared.test'] },
        { domains: ['shared.test'] },
        { domains: ['shared.test'] },
      ),
    ).toEqual([
      ['/domains/1: domain "shared.test" is also listed by tenants/t1.json, tenants/t2.json'],
      ['/domains/0: domain "shared.test" is also listed by tenants/t0.json, tenants/t2.json'],
      ['/domains/0: domain "shared.test" is also listed by tenants/t0.json, tenants/t1.json'],
    ]);
  });

  it('warns when another tenant wildcard also matches a host', () => {
    expect(across({ domains: ['*.a.test'] }, { domains: ['promo.a.test'] })).toEqual([
      [],
      [
        '/domains/0: warning: "promo.a.test" is also matched by "*.a.test" of tenants/t0.json; the most specific name wins, so this tenant serves it',
      ],
    ]);
  });

  it('refuses trusting a host of another merchant', () => {
    const result = across(
      { domains: ['m.a.test', '*.a.test'] },
      {
        domains: ['m.b.test'],
        trustedLinkHosts: ['m.b.test', 'pay.a.test', '*.a.test', 'partner.test'],
      },
    );
    expect(result[1]).toEqual([
      '/trustedLinkHosts/1: "pay.a.test" matches "*.a.test", a domain of tenants/t0.json: the session token would be sent to another merchant',
      '/trustedLinkHosts/2: "*.a.test" matches "m.a.test", a domain of tenants/t0.json: the session token would be sent to another merchant',
    ]);
  });
});

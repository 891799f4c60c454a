// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ProviderCsp } from '../../src/config/providerCsp.ts';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import { tenantByCode } from '../../src/testing/tenants.ts';
import { CSP_TABLE } from './cspTable.ts';
import { inlineScriptHashes, providersOf, tenantCsp } from './csp.ts';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...values] = part.split(' ');
      return [name, values];
    }),
  );
}

function directive(tenant: TenantConfig, name: string): string[] {
  return directives(tenantCsp(tenant)).get(name) ?? [];
}

describe('a merchant CSP', () => {
  it.each(['demo', 'vn-lotto', 'ph-maya', 'th-line', 'pk-urdu'])(
    'for %s never allows inline or eval scripts, plugins, a foreign base or form target',
    (code) => {
      const policy = directives(tenantCsp(tenantByCode(code)));
      expect(policy.get('script-src')?.[0]).toBe("'self'");
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    },
  );

  it('loads no captcha vendor while the tenant switches captcha off for tests', () => {
    // vn-lotto: GEETEST3 on, but captchaTestOff on and testMode off (spec 5).
    expect(directive(tenantByCode('vn-lotto'), 'script-src')).not.toContain(
      'https://static.geetest.com',
    );
  });

  it('lets a GeeTest v4 merchant load gt4.js and its API, and its Google tag', () => {
    const lotto = tenantByCode('vn-lotto');
    const tenant: TenantConfig = {
      ...lotto,
      whitelabel: {
        ...lotto.whitelabel,
        flags: { ...lotto.whitelabel.flags, captchaTestOff: false },
      },
    };
    expect(directive(tenant, 'script-src')).toEqual(
      expect.arrayContaining([
        'https://static.geetest.com',
        'https://gcaptcha4.geetest.com',
        'https://www.googletagmanager.com',
      ]),
    );
    expect(directive(tenant, 'script-src')).not.toContain('https://api-na.geetest.com');
  });

  it('lets a GeeTest v3 merchant with the risk check reach the v3 servers and Geelab', () => {
    const scripts = directive(tenantByCode('th-line'), 'script-src');
    expect(scripts).toEqual(
      expect.arrayContaining(['https://api-na.geetest.com', 'https://static.geelabapi.com']),
    );
    expect(scripts).not.toContain('https://gcaptcha4.geetest.com');
  });

  it('frames the auth domains the tenant file names (Firebase phone auth, Telegram)', () => {
    const frames = directive(tenantByCode('ph-maya'), 'frame-src');
    expect(frames).toEqual(
      expect.arrayContaining(['https://auth.pisopanalo.test', 'https://tg.pisopanalo.test']),
    );
    expect(directive(tenantByCode('vn-lotto'), 'frame-src')).not.toContain(
      'https://tg.pisopanalo.test',
    );
  });

  it('drops a vendor when its flag is off (headers follow the flag set)', () => {
    const tenant = tenantByCode('th-line');
    expect(directive(tenant, 'script-src')).toContain('https://static.geetest.com');
    const off: TenantConfig = { ...tenant, flags: { ...tenant.flags, GEETEST3: false } };
    expect(directive(off, 'script-src')).not.toContain('https://static.geetest.com');
    expect(providersOf(off).map((p) => p.id)).not.toContain('geetest-v3');
  });

  it('asks for no vendor when the tenant uses the fake captcha and fake push', () => {
    const ids = providersOf(tenantByCode('demo')).map((p) => p.id);
    expect(ids).not.toContain('geetest-v4');
    expect(ids).not.toContain('firebase-messaging');
  });

  it('adds the hosts of a provider added to the table, only for tenants that use it', () => {
    const added: ProviderCsp = {
      id: 'test-vendor',
      uses: (tenant) => tenant.merchantCode === 'pk-urdu',
      hosts: { script: ['https://js.vendor.test'], connect: ['wss://live.vendor.test'] },
    };
    const table = [...CSP_TABLE, added];
    const urdu = directives(tenantCsp(tenantByCode('pk-urdu'), {}, table));
    expect(urdu.get('script-src')).toContain('https://js.vendor.test');
    expect(urdu.get('connect-src')).toContain('wss://live.vendor.test');
    expect(tenantCsp(tenantByCode('th-line'), {}, table)).not.toContain('vendor.test');
  });

  it('names the embedders a tenant lists in frame-ancestors, and self for its framed pages', () => {
    const tenant = { ...tenantByCode('demo'), embedders: ['https://portal.example.com'] };
    expect(directive(tenant, 'frame-ancestors')).toEqual(['https://portal.example.com']);
    expect(
      directives(tenantCsp(tenant, { frameAncestors: 'self' })).get('frame-ancestors'),
    ).toEqual(["'self'"]);
  });

  it("allows the page's inline start loader by its hash, and no other inline script", () => {
    const html =
      "<head><script>alert('Hello, world.');</script>" +
      '<script type="module" crossorigin src="/m/assets/index-A.js"></script></head>';
    // The CSP specification's own example: base64 of the SHA-256 of the element's text.
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]);
    const scripts = directives(tenantCsp(tenantByCode('demo'), { scriptHashes: hashes })).get(
      'script-src',
    );
    expect(scripts?.slice(0, 2)).toEqual(["'self'", ...hashes]);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(inlineScriptHashes('<script src="/m/a.js"></script>')).toEqual([]);
  });
});

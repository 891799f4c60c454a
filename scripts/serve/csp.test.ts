// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ProviderCsp } from '../../src/config/providerCsp.ts';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import { tenantByCode, tenants } from '../../src/testing/tenants.ts';
import { CSP_TABLE } from './cspTable.ts';
import { ENTRY_BOOTSTRAP, ENTRY_BOOTSTRAP_HASH, entryByBootstrap } from './entryBootstrap.ts';
import {
  inlineScriptHashes,
  providersOf,
  reportUrl,
  tenantCsp,
  tenantCspReportOnly,
} from './csp.ts';

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

/** A directive of the app page's report-only policy. */
function reported(tenant: TenantConfig, name: string): string[] {
  return directives(tenantCspReportOnly(tenant) ?? '').get(name) ?? [];
}

/** Hosts with a known CSP bypass (JSONP, AngularJS libraries, tag managers). */
const BYPASS_HOSTS = [
  'https://www.google.com',
  'https://apis.google.com',
  'https://www.gstatic.com',
  'https://www.googletagmanager.com',
  'https://api.geetest.com',
  'https://api-na.geetest.com',
  'https://gcaptcha4.geetest.com',
];

/** vn-lotto with its captcha on: GeeTest v4, and its Google tag. */
function geetestV4Tenant(): TenantConfig {
  const lotto = tenantByCode('vn-lotto');
  return {
    ...lotto,
    whitelabel: {
      ...lotto.whitelabel,
      flags: { ...lotto.whitelabel.flags, captchaTestOff: false },
    },
  };
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
    expect(reported(tenantByCode('vn-lotto'), 'script-src')).not.toContain(
      'https://static.geetest.com',
    );
  });

  it.each(['demo', 'vn-lotto', 'ph-maya', 'th-line', 'pk-urdu'])(
    "for %s trusts scripts only through 'strict-dynamic' from its hashed inline scripts",
    (code) => {
      const hash = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
      const scripts = directives(tenantCsp(tenantByCode(code), { scriptHashes: [hash] })).get(
        'script-src',
      );
      // No host at all: what a vendor loads runs because our code (or theirs) added it.
      expect(scripts).toEqual(["'self'", hash, ENTRY_BOOTSTRAP_HASH, "'strict-dynamic'"]);
    },
  );

  it('allows no host with a known bypass, for any merchant, even GeeTest v4 and Firebase', () => {
    for (const tenant of [...Object.values(tenants), geetestV4Tenant()]) {
      const scripts = directive(tenant, 'script-src');
      for (const host of BYPASS_HOSTS) expect(scripts, tenant.merchantCode).not.toContain(host);
    }
  });

  it('lets a GeeTest v4 merchant expect gt4.js, its JSONP API and its Google tag (report-only)', () => {
    const tenant = geetestV4Tenant();
    expect(reported(tenant, 'script-src')).toEqual(
      expect.arrayContaining([
        'https://static.geetest.com',
        'https://gcaptcha4.geetest.com',
        'https://www.googletagmanager.com',
      ]),
    );
    expect(reported(tenant, 'script-src')).not.toContain('https://api-na.geetest.com');
    expect(reported(tenant, 'script-src')).not.toContain("'strict-dynamic'");
  });

  it('lets a GeeTest v3 merchant with the risk check expect the v3 servers and Geelab', () => {
    const scripts = reported(tenantByCode('th-line'), 'script-src');
    expect(scripts).toEqual(
      expect.arrayContaining(['https://api-na.geetest.com', 'https://static.geelabapi.com']),
    );
    expect(scripts).not.toContain('https://gcaptcha4.geetest.com');
  });

  it('reports Trusted Types sinks without enforcing them', () => {
    const tenant = tenantByCode('ph-maya');
    expect(reported(tenant, 'require-trusted-types-for')).toEqual(["'script'"]);
    expect(directive(tenant, 'require-trusted-types-for')).toEqual([]);
  });

  it('frames reCAPTCHA by its path, not the whole of www.google.com', () => {
    const frames = directive(tenantByCode('ph-maya'), 'frame-src');
    expect(frames).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      ]),
    );
    expect(frames).not.toContain('https://www.google.com');
    expect(directive(tenantByCode('ph-maya'), 'connect-src')).toContain(
      'https://www.googleapis.com/identitytoolkit/',
    );
  });

  it("gives the static pages 'self' only, and no report-only policy", () => {
    const tenant = tenantByCode('ph-maya');
    const policy = directives(tenantCsp(tenant, { page: 'static', scriptHashes: ['x'] }));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(tenantCspReportOnly(tenant, { page: 'static' })).toBeNull();
  });

  it('adds report-uri and report-to to both policies when asked', () => {
    const tenant = tenantByCode('demo');
    const report = 'https://reports.merchant.test/csp';
    for (const policy of [
      tenantCsp(tenant, { report }),
      tenantCspReportOnly(tenant, { report }) ?? '',
      tenantCsp(tenant, { report, page: 'static' }),
    ]) {
      expect(directives(policy).get('report-uri')).toEqual([report]);
      expect(directives(policy).get('report-to')).toEqual(['csp']);
    }
    expect(tenantCsp(tenant)).not.toContain('report-');
    expect(reportUrl('https://r.test')).toBe('https://r.test/');
    expect(() => reportUrl('https://r.test/a b,c')).toThrow(/--csp-report/);
  });

  it('frames the auth domains the tenant file names (Firebase phone auth, Telegram)', () => {
    const frames = directive(tenantByCode('ph-maya'), 'frame-src');
    expect(frames).toEqual(
      expect.arrayContaining([
        'https://auth.pisopanalo.test/__/auth/',
        'https://tg.pisopanalo.test',
      ]),
    );
    expect(directive(tenantByCode('vn-lotto'), 'frame-src')).not.toContain(
      'https://tg.pisopanalo.test',
    );
  });

  it('drops a vendor when its flag is off (headers follow the flag set)', () => {
    const tenant = tenantByCode('th-line');
    expect(reported(tenant, 'script-src')).toContain('https://static.geetest.com');
    const off: TenantConfig = { ...tenant, flags: { ...tenant.flags, GEETEST3: false } };
    expect(reported(off, 'script-src')).not.toContain('https://static.geetest.com');
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
    expect(urdu.get('script-src')).not.toContain('https://js.vendor.test');
    expect(tenantCspReportOnly(tenantByCode('pk-urdu'), {}, table)).toContain(
      'https://js.vendor.test',
    );
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

describe('the entry bootstrap', () => {
  const built =
    '<html><head><link rel="modulepreload" crossorigin href="/m/assets/framework-A.js">' +
    '<script>loader()</script>\n' +
    '    <script type="module" crossorigin src="/m/assets/index-B.js"></script>\n' +
    '  </head>\n  <body><div id="root"></div>\n  </body>\n</html>';

  it('starts the entry from an inline script last in the body, kept fetched early', () => {
    const html = entryByBootstrap(built);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/m/assets/index-B.js" data-entry>',
    );
    expect(html.indexOf('data-entry')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf(ENTRY_BOOTSTRAP)).toBeGreaterThan(html.indexOf('<div id="root">'));
    // Its hash is the constant every app policy carries, beside the loader's.
    expect(inlineScriptHashes(html)).toEqual([inlineScriptHashes(built)[0], ENTRY_BOOTSTRAP_HASH]);
    expect(entryByBootstrap('<p>no entry</p>')).toBe('<p>no entry</p>');
    expect(() => entryByBootstrap(built.replace('</head>', `${built}</head>`))).toThrow(
      /more than one/,
    );
  });

  it('adds the module script the page had, and a default Trusted Types policy', () => {
    const added: Array<Record<string, string>> = [];
    let policy: { createScriptURL(url: string): string | null } | undefined;
    const link = { href: 'https://m.merchant.test/m/assets/index-B.js' };
    const win = {
      trustedTypes: {
        defaultPolicy: null,
        createPolicy: (name: string, rules: typeof policy) => {
          expect(name).toBe('default');
          policy = rules;
        },
      },
    };
    const doc = {
      querySelector: (selector: string) =>
        selector === 'link[rel=modulepreload][data-entry]' ? link : null,
      createElement: () => ({}) as Record<string, string>,
      body: { appendChild: (el: Record<string, string>) => void added.push(el) },
    };
    const location = { href: 'https://m.merchant.test/m/login', origin: 'https://m.merchant.test' };
    // The bootstrap's own text, run with this window, document and location.
    new Function('window', 'document', 'location', ENTRY_BOOTSTRAP)(win, doc, location);
    expect(added).toEqual([
      { type: 'module', crossOrigin: '', src: 'https://m.merchant.test/m/assets/index-B.js' },
    ]);
    expect(policy?.createScriptURL('/m/sw.js')).toBe('/m/sw.js');
    expect(policy?.createScriptURL('https://static.geetest.com/v4/gt4.js')).toBe(
      'https://static.geetest.com/v4/gt4.js',
    );
    expect(policy?.createScriptURL('data:text/javascript,alert(1)')).toBeNull();
    expect(policy?.createScriptURL('http://cdn.example.test/x.js')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { loadSiteTenants } from '../serve/loadSiteTenants.ts';
import {
  TOKEN_ROUTE,
  benchHost,
  benchRows,
  parseVia,
  serveChromiumFlags,
  withChromiumFlags,
} from './benchRows.ts';

describe("the bench's Lighthouse rows of a tenant", () => {
  it('on the preview server: ?tenant= picks the merchant; the QA token opens the home', () => {
    expect(benchRows('pk-urdu', 'preview')).toEqual([
      { route: '/m/login', url: '/m/login?tenant=pk-urdu' },
      { route: '/m/home', url: '/m/home?tenant=pk-urdu&token=demo-token.pk-urdu.member1' },
    ]);
  });

  it("adds the native app's sign-in with a login's token, the token first as the app opens it", () => {
    const rows = benchRows('pk-urdu', 'preview', 'ab12');
    expect(rows.map((row) => row.route)).toEqual(['/m/login', '/m/home', TOKEN_ROUTE]);
    expect(rows[2]).toEqual({ route: TOKEN_ROUTE, url: '/m/home?token=ab12&tenant=pk-urdu' });
    expect(TOKEN_ROUTE).toBe('member /m/home via ?token=');
  });

  it('through serve: the host picks the merchant, so no ?tenant=', () => {
    expect(benchRows('vn-lotto', 'serve', 'ff00')).toEqual([
      { route: '/m/login', url: '/m/login' },
      { route: '/m/home', url: '/m/home?token=demo-token.vn-lotto.member1' },
      { route: TOKEN_ROUTE, url: '/m/home?token=ff00' },
    ]);
  });

  it('escapes a token or code that would break the query', () => {
    expect(benchRows('a&b', 'preview', 'x y')[2]?.url).toBe('/m/home?token=x%20y&tenant=a%26b');
  });
});

describe('--via', () => {
  it('is the preview server unless asked; serve, or both, comma-separated, each once', () => {
    expect(parseVia(undefined)).toEqual(['preview']);
    expect(parseVia('serve')).toEqual(['serve']);
    expect(parseVia('preview,serve,preview')).toEqual(['preview', 'serve']);
  });

  it('refuses anything else', () => {
    expect(() => parseVia('nginx')).toThrow(/--via: expected preview, serve/);
    expect(() => parseVia('')).toThrow(/--via/);
  });
});

describe("a merchant's host through serve", () => {
  it('is its first own domain that is not a wildcard, never the local hosts', () => {
    expect(
      benchHost({ merchantCode: 'demo', domains: ['localhost', '127.0.0.1', 'm.demo.test'] }),
    ).toBe('m.demo.test');
  });

  it('is www under its wildcard when it lists only wildcards (the default affiliate)', () => {
    expect(benchHost({ merchantCode: 'x', domains: ['*.x.test'] })).toBe('www.x.test');
  });

  it('fails for a merchant reached only by the local hosts', () => {
    expect(() => benchHost({ merchantCode: 'l', domains: ['localhost'] })).toThrow(/l: no domain/);
  });

  it("is one nginx serves as that merchant's own site, for every tenant file", () => {
    const loaded = loadSiteTenants();
    if (!loaded.ok) throw new Error(loaded.report);
    for (const tenant of loaded.tenants) {
      const host = benchHost(tenant);
      const own = tenant.domains.some(
        (domain) => domain === host || (domain.startsWith('*.') && host.endsWith(domain.slice(1))),
      );
      expect(own, `${tenant.merchantCode}: ${host}`).toBe(true);
    }
  });
});

describe("Chromium's flags for the production path", () => {
  it('takes the throwaway certificate and maps each merchant host to the loopback, once', () => {
    expect(serveChromiumFlags(['m.a.test', 'm.b.test', 'm.a.test'])).toEqual([
      '--ignore-certificate-errors',
      '--host-resolver-rules=MAP m.a.test 127.0.0.1, MAP m.b.test 127.0.0.1',
    ]);
    expect(serveChromiumFlags([])).toEqual(['--ignore-certificate-errors']);
  });

  it('refuses a host that would smuggle another rule in', () => {
    expect(() => serveChromiumFlags(['a.test 127.0.0.1, MAP *'])).toThrow(/not a host name/);
  });

  it("come after the bench's own, without repeating one", () => {
    expect(withChromiumFlags(['--headless', '--no-sandbox'], ['--no-sandbox', '--x'])).toEqual([
      '--headless',
      '--no-sandbox',
      '--x',
    ]);
  });
});

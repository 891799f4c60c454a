// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isCrawlerPage } from '../../src/app/guard.ts';
import { CONTENT_PATHS } from '../../src/features/content/index.ts';
import { tenantByCode, tenants } from '../../src/testing/tenants.ts';
import { parseApiUpstream } from './apiUpstream.ts';
import type { NginxOptions } from './nginxConfig.ts';
import { renderNginxConfig } from './nginxConfig.ts';
import { CRAWLER_PAGES, robotsText, sitemapXml } from './robots.ts';

const BASE: NginxOptions = {
  tenants: Object.values(tenants),
  root: '/srv/site/dist',
  api: parseApiUpstream('https://api.platform.test'),
  listen: ['80'],
};

/** The site server of this host. */
function serverFor(conf: string, host: string): string {
  return (
    conf
      .split(/\n {2}server \{\n/)
      .slice(1)
      .find((s) => s.includes('location') && s.includes(` ${host}`)) ?? ''
  );
}

describe("each merchant's robots.txt and sitemap (spec 2, the crawlers' pages)", () => {
  it('lists the pages the app shows crawlers without the login', () => {
    // The router's names: '/' is /m/; the app's own list is the content feature's pages.
    const appPages = ['/', ...CONTENT_PATHS.map((path) => `/${path}`)];
    expect(appPages.every(isCrawlerPage)).toBe(true);
    expect([...CRAWLER_PAGES].sort()).toEqual(
      appPages.map((path) => (path === '/' ? '/m/' : `/m${path}`)).sort(),
    );
  });

  it('allows /m/ itself, each page, the files they need, and nothing else', () => {
    const text = robotsText();
    expect(text).toContain('User-agent: *\nAllow: /m/${dollar}\nAllow: /m/sports\n');
    for (const page of CRAWLER_PAGES.slice(1)) expect(text).toContain(`\nAllow: ${page}\n`);
    expect(text).toContain('\nAllow: /m/assets/\n');
    expect(text).toContain('\nDisallow: /\n');
    expect(text).toContain('\nSitemap: ${public_scheme}://$host/sitemap.xml\n');
    expect(text).not.toMatch(/\/wps\/|\/m\/login|\/m\/home/);
  });

  it("names every page in the sitemap on the host asked (the merchant's own domain)", () => {
    const xml = sitemapXml();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    for (const page of CRAWLER_PAGES) {
      expect(xml).toContain(`<url><loc>\${public_scheme}://$host${page}</loc></url>`);
    }
  });

  it('serves both on every merchant server, answered by nginx itself', () => {
    const conf = renderNginxConfig(BASE);
    for (const tenant of Object.values(tenants)) {
      for (const domain of tenant.domains.filter((d) => !d.startsWith('*'))) {
        const server = serverFor(conf, domain);
        if (!server) continue; // the demo tenant's local hosts are left out of production
        expect(server).toContain('location = /robots.txt {\n      default_type text/plain;');
        expect(server).toContain('location = /sitemap.xml {\n      default_type application/xml;');
        expect(server).toContain("return 200 'User-agent: *\n");
      }
    }
    expect(conf).toContain('geo $dollar {\n    default "$";\n  }');
    // The unknown host's default server stays a bare 404.
    const unknown = conf.split('server {').find((s) => s.includes('default_server')) ?? '';
    expect(unknown).not.toContain('robots');
  });

  it('keeps the robots file of one merchant free of any other merchant', () => {
    const conf = renderNginxConfig(BASE);
    const vn = serverFor(conf, tenantByCode('vn-lotto').domains[0] ?? '');
    const robots = vn.slice(
      vn.indexOf('location = /robots.txt'),
      vn.indexOf('location = /sitemap.xml'),
    );
    for (const other of Object.values(tenants)) {
      if (other.merchantCode === 'vn-lotto') continue;
      for (const domain of other.domains) expect(robots).not.toContain(domain);
    }
  });
});

describe('the second asset manifest (spec 2, /mobile/mc/asset-manifest.json)', () => {
  it('answers 204 on every merchant server: no second app, and nothing logged as an error', () => {
    const conf = renderNginxConfig(BASE);
    const server = serverFor(conf, tenantByCode('vn-lotto').domains[0] ?? '');
    const location = server.slice(server.indexOf('location = /mobile/mc/asset-manifest.json'));
    expect(location).toMatch(/^location = \/mobile\/mc\/asset-manifest.json \{[^}]*return 204;\n/);
    expect(location.slice(0, location.indexOf('return 204;'))).not.toContain('cookie');
  });

  it('in the demo, names the build the demoNextMcBuild cookie gives', () => {
    const conf = renderNginxConfig({ ...BASE, demo: true });
    expect(conf).toContain(
      `if ($cookie_demoNextMcBuild ~ "^[A-Za-z0-9._-]{1,80}$") {\n        return 200 '{"hash":"$cookie_demoNextMcBuild"}';`,
    );
  });
});

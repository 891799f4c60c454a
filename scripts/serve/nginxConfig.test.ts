// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tenantByCode, tenants } from '../../src/testing/tenants.ts';
import { parseApiUpstream } from './apiUpstream.ts';
import { findBrotliModule, findNginx } from './findNginx.ts';
import type { NginxOptions } from './nginxConfig.ts';
import { ENTRY_BOOTSTRAP_HASH } from './entryBootstrap.ts';
import {
  DEMO_FILES,
  DEMO_FILES_LOCATION,
  DEMO_PAGES,
  renderNginxConfig,
  SOURCE_MAP_LOCATION,
} from './nginxConfig.ts';
import { POPUP_RETURN_PAGES, RESOURCE_PATHS, securityHeaders, STATIC_PAGES } from './headers.ts';
import { ownTextsFiles } from './sites.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { textsFile } from '../../src/i18n/textsFiles.ts';

const ALL = Object.values(tenants);
const BASE: NginxOptions = {
  tenants: ALL,
  root: '/srv/site/dist',
  api: parseApiUpstream('https://api.platform.test'),
  listen: ['80'],
};

/** The text of the site `server { ... }` whose server_name line names this host, or ''. */
function serverFor(conf: string, name: string): string {
  const servers = conf.split(/\n {2}server \{\n/).slice(1);
  return (
    servers.find(
      (s) =>
        s.includes('location') &&
        new RegExp(`server_name [^;]*(?<= )${name.replace(/\./g, '\\.')}[ ;]`).test(s),
    ) ?? ''
  );
}

/** The body of one location block inside a server's text. */
function location(server: string, match: string): string {
  const start = server.indexOf(`location ${match} {`);
  return start < 0 ? '' : server.slice(start, server.indexOf('\n    }', start));
}

/** Every server_name line's names. */
function serverNames(conf: string): string[] {
  return [...conf.matchAll(/server_name ([^;]+);/g)].flatMap((m) => (m[1] ?? '').split(' '));
}

describe('the nginx config from the tenant files', () => {
  const conf = renderNginxConfig(BASE);
  /** `npm run serve` without --api: the demo API behind it, the demo tenant and local hosts. */
  const demo = renderNginxConfig({ ...BASE, demo: true });

  it('names each merchant server by its exact and wildcard domains', () => {
    expect(conf).toContain('server_name m.saigonlotto.test *.saigonlotto.test;');
    expect(conf).toContain('server_name m.pisopanalo.test *.pisopanalo.test;');
    expect(demo).toContain('server_name localhost 127.0.0.1;');
  });

  it('has no server for the local hosts and no demo tenant unless asked', () => {
    expect(serverNames(conf)).not.toContain('localhost');
    expect(serverNames(conf)).not.toContain('127.0.0.1');
    expect(serverNames(conf)).not.toContain('m.demo-casino.test');
    expect(conf).not.toContain('tenants/demo.json');
    expect(conf).not.toContain('brand/demo/');
    // serve:config --demo: the demo tenant's servers, the local hosts' among them.
    const asked = renderNginxConfig({ ...BASE, demoTenant: true });
    expect(serverNames(asked)).toEqual(expect.arrayContaining(['localhost', '127.0.0.1']));
    expect(asked).toContain('server_name m.demo-casino.test *.demo-casino.test;');
    expect(asked).not.toContain('/__demo/');
  });

  it('answers a host no tenant names with a plain 404 from the default server', () => {
    const first = conf.split(/\n {2}server \{\n/)[1] ?? '';
    expect(first).toContain('listen 80 default_server;');
    expect(first).toContain('return 404;');
    expect(first).not.toContain('location');
  });

  it('gives each merchant only its own tenant files; the local hosts get every file', () => {
    const lotto = serverFor(conf, 'm.saigonlotto.test');
    expect(lotto).toContain('location = /m/tenants/vn-lotto.json');
    expect(lotto).toContain('location = /m/tenants/hosts/_.saigonlotto.test.json');
    // Its texts in any language, whichever a publish writes: one expression for the merchant.
    const pattern = ownTextsFiles(tenantByCode('vn-lotto'));
    const texts = new RegExp(pattern);
    for (const language of LANGUAGES) {
      expect(`/m/${textsFile('vn-lotto', language)}`).toMatch(texts);
      expect(`/m/${textsFile('vn-lotto2', language)}`).not.toMatch(texts);
    }
    expect('/m/tenants/vn-lotto.json').not.toMatch(texts);
    expect(location(lotto, `~ "${pattern}"`)).toContain('alias /srv/site/dist/$1;');
    expect(lotto).not.toContain('pk-urdu.texts');
    expect(lotto).not.toContain('demo.json');
    expect(location(lotto, '/m/tenants/')).toContain('return 404;');
    expect(location(serverFor(demo, '127.0.0.1'), '/m/tenants/')).toContain('try_files $uri =404;');
  });

  it("gives each merchant only its own brand folder, in production and in the demo's", () => {
    for (const text of [conf, demo]) {
      for (const tenant of ALL.filter((t) => t.merchantCode !== 'demo')) {
        const site = serverFor(text, tenant.domains[0] ?? '');
        const own = location(site, `/m/brand/${tenant.merchantCode}/`);
        expect(own).toContain(`alias /srv/site/dist/brand/${tenant.merchantCode}/;`);
        expect(own).toContain('try_files $uri =404;');
        expect(location(site, '/m/brand/')).toContain('return 404;');
        // No other merchant's folder has a location here.
        const folders = [...site.matchAll(/location \/m\/brand\/([^/ ]+)\//g)].map((m) => m[1]);
        expect(folders).toEqual([tenant.merchantCode]);
      }
    }
    // ?tenant= picks any merchant on the local hosts: every folder there.
    expect(location(serverFor(demo, '127.0.0.1'), '/m/brand/')).toContain(
      'alias /srv/site/dist/brand/;',
    );
  });

  it("answers 404 for a page that names another merchant on a merchant's host", () => {
    const page = location(serverFor(conf, 'm.saigonlotto.test'), '/m/');
    expect(page).toContain('if ($arg_tenant !~ "^(?:vn-lotto)?$") {');
    expect(location(serverFor(demo, '127.0.0.1'), '/m/')).not.toContain('$arg_tenant');
  });

  it('answers 404 for source maps under /m/ on every server, before the assets', () => {
    const sites = [...ALL.map((t) => t.domains[0] ?? ''), '127.0.0.1'];
    for (const name of sites) {
      const site = serverFor(demo, name);
      const maps = location(site, SOURCE_MAP_LOCATION);
      expect(maps, name).toContain('return 404;');
      expect(maps).not.toContain('alias');
    }
    // A regular expression: nginx prefers it to the longest prefix (/m/assets/).
    const pattern = new RegExp(SOURCE_MAP_LOCATION.replace(/^~ /, ''));
    for (const path of ['/m/assets/index-Ab1.js.map', '/m/sw.js.map', '/m/assets/x.js.map.gz']) {
      expect(pattern.test(path), path).toBe(true);
    }
    expect(pattern.test('/m/assets/index-Ab1.js')).toBe(false);
    expect(pattern.test('/wps/relay/x.map')).toBe(false);
  });

  it("answers 404 for the demo's pages on merchants' servers, but in the demo", () => {
    for (const tenant of ALL.filter((t) => t.merchantCode !== 'demo')) {
      const site = serverFor(conf, tenant.domains[0] ?? '');
      expect(location(site, DEMO_FILES_LOCATION)).toContain('return 404;');
      expect(location(site, '= /m/demo-telegram-auth.html')).toBe('');
    }
    const pattern = new RegExp(DEMO_FILES_LOCATION.replace(/^~ /, ''));
    for (const file of DEMO_FILES) {
      for (const copy of ['', '.gz', '.br']) expect(pattern.test(`/m/${file}${copy}`)).toBe(true);
    }
    expect(pattern.test('/m/social-return.html')).toBe(false);
    // npm run serve's demo: the demo API's games open the page on every host.
    for (const name of ['127.0.0.1', 'm.saigonlotto.test']) {
      const site = serverFor(demo, name);
      expect(location(site, DEMO_FILES_LOCATION)).toBe('');
      expect(location(site, '= /m/demo-telegram-auth.html')).toContain('$csp_framed');
    }
    // serve:config --demo: on the demo tenant's servers only.
    const asked = renderNginxConfig({ ...BASE, demoTenant: true });
    expect(location(serverFor(asked, 'm.demo-casino.test'), DEMO_FILES_LOCATION)).toBe('');
    expect(location(serverFor(asked, 'm.saigonlotto.test'), DEMO_FILES_LOCATION)).toContain(
      'return 404;',
    );
  });

  it('lists every demo file of public/ among the files merchants never get', () => {
    const demoFiles = readdirSync('public').filter((name) => name.startsWith('demo-'));
    expect(demoFiles.length).toBeGreaterThan(0);
    expect([...DEMO_FILES].sort()).toEqual(demoFiles.sort());
  });

  it("keeps pages' windows from other sites, but the sign-in popup's way back", () => {
    const site = serverFor(conf, 'm.saigonlotto.test');
    const coop = 'add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;';
    for (const match of ['/m/', '= /', '= /m', '/']) expect(location(site, match)).toContain(coop);
    for (const match of ['/m/assets/', '= /m/tenants/vn-lotto.json', '/wps/']) {
      expect(location(site, match)).not.toContain('Cross-Origin-Opener-Policy');
    }
    // The popup comes back through the provider's pages: an opener policy there cuts it off.
    for (const page of POPUP_RETURN_PAGES) {
      const back = location(site, `= /m/${page}`);
      expect(back).toContain(`alias /srv/site/dist/${page};`);
      expect(back).toContain('add_header Content-Security-Policy $csp_static always;');
      expect(back).not.toContain('Cross-Origin-Opener-Policy');
    }
    // The preview server reads the same function (scripts/vite/tenantsPlugin.ts).
    const lotto = tenantByCode('vn-lotto');
    expect(securityHeaders(lotto)).toContainEqual([
      'Cross-Origin-Opener-Policy',
      'same-origin-allow-popups',
    ]);
    expect(securityHeaders(lotto, { popupReturn: true }).map(([name]) => name)).not.toContain(
      'Cross-Origin-Opener-Policy',
    );
  });

  it('sends each merchant its own CSP', () => {
    const maya = serverFor(conf, 'm.pisopanalo.test');
    expect(maya).toMatch(/set \$csp "[^"]*frame-src [^;"]*https:\/\/tg\.pisopanalo\.test/);
    expect(serverFor(conf, 'm.lannaplay.test')).not.toContain('pisopanalo');
    expect(location(maya, '/m/')).toContain('add_header Content-Security-Policy $csp always;');
  });

  it('sends the page-only headers with pages, not with scripts, images and tenant files', () => {
    const site = serverFor(conf, 'm.saigonlotto.test');
    for (const match of ['/m/', '= /']) {
      expect(location(site, match)).toContain('add_header Permissions-Policy');
    }
    // Every path the preview server treats as no page, as nginx serves it (the local hosts'
    // server, with the demo's proxy), and a merchant's own tenant file.
    const local = serverFor(demo, '127.0.0.1');
    const matches = RESOURCE_PATHS.map((path) => (path.endsWith('/') ? path : `= ${path}`));
    for (const match of matches) {
      expect(location(local, match)).not.toMatch(/Content-Security-Policy|Permissions-Policy/);
      expect(location(local, match)).toContain(
        'add_header X-Content-Type-Options "nosniff" always;',
      );
    }
    for (const match of ['/m/assets/', '= /m/tenants/vn-lotto.json', '/wps/']) {
      expect(location(site, match)).not.toMatch(/Content-Security-Policy|Permissions-Policy/);
      expect(location(site, match)).toContain(
        'add_header X-Content-Type-Options "nosniff" always;',
      );
    }
  });

  it("allows the build's inline scripts by hash and 'strict-dynamic' on every merchant's pages", () => {
    const hash = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
    const hashed = renderNginxConfig({ ...BASE, scriptHashes: [hash] });
    const site = serverFor(hashed, 'm.saigonlotto.test');
    expect(site).toContain(
      `set $csp "default-src 'self'; script-src 'self' ${hash} ${ENTRY_BOOTSTRAP_HASH} 'strict-dynamic';`,
    );
    // The vendors' script hosts, reported, not allowed (vn-lotto's chat and Google tag).
    expect(site).toContain(
      `set $csp_report_only "script-src 'self' ${hash} ${ENTRY_BOOTSTRAP_HASH} https://cdn.livechatinc.com `,
    );
    expect(site).toContain(
      `https://www.googletagmanager.com; require-trusted-types-for 'script'";`,
    );
    // The pages with a plain <script src> of their own: 'self', no 'strict-dynamic'.
    expect(site).toContain(`set $csp_static "default-src 'self'; script-src 'self'; style-src`);
    expect(site).toContain(`set $csp_framed "default-src 'self'; script-src 'self'; style-src`);
    for (const match of ['/m/', '= /', '= /m', '/']) {
      expect(location(site, match)).toContain('add_header Content-Security-Policy $csp always;');
      expect(location(site, match)).toContain(
        'add_header Content-Security-Policy-Report-Only $csp_report_only always;',
      );
    }
    // Without a build the entry's bootstrap still runs (its text never changes), not the loader.
    expect(conf).toContain(`'self' ${ENTRY_BOOTSTRAP_HASH} 'strict-dynamic'`);
    expect(conf).not.toContain(hash);
  });

  it('serves every static page (a plain <script src>) with the static policy', () => {
    const site = serverFor(renderNginxConfig({ ...BASE, demo: true }), 'm.saigonlotto.test');
    expect(location(site, '= /m/social-return.html')).toContain('$csp_static');
    expect(location(site, '= /m/demo-game.html')).toContain(
      'add_header Content-Security-Policy $csp_static always;',
    );
    expect(location(site, '= /m/demo-telegram-auth.html')).toContain('$csp_framed');
    for (const page of STATIC_PAGES) {
      expect(location(site, `= /m/${page}`)).not.toContain('Report-Only');
    }
    // Every page of public/ loads its script that way; index.html is the app's.
    const pages = readdirSync('public').filter((name) => name.endsWith('.html'));
    expect([...STATIC_PAGES].sort()).toEqual(pages.sort());
    expect([...STATIC_PAGES].sort()).toEqual([...POPUP_RETURN_PAGES, ...DEMO_PAGES].sort());
  });

  it('sends violation reports where --csp-report says, from every page', () => {
    const report = 'https://reports.merchant.test/csp?site=lotto';
    const site = serverFor(renderNginxConfig({ ...BASE, cspReport: report }), 'm.saigonlotto.test');
    for (const name of ['csp', 'csp_report_only', 'csp_static', 'csp_framed']) {
      expect(site).toMatch(
        new RegExp(
          `set \\$${name} "[^"]*; report-uri ${report.replace(/[?.]/g, '\\$&')}; report-to csp";`,
        ),
      );
    }
    const endpoints = `add_header Reporting-Endpoints 'csp="${report}"' always;`;
    for (const match of ['/m/', '= /', '= /m/social-return.html']) {
      expect(location(site, match)).toContain(endpoints);
    }
    // Not on files: browsers read the policy on documents only.
    expect(location(site, '/m/assets/')).not.toContain('Reporting-Endpoints');
    expect(conf).not.toMatch(/report-uri|report-to|Reporting-Endpoints/);
  });

  it('refuses a report address that is not https or could break the header', () => {
    for (const bad of [
      'http://reports.merchant.test/csp',
      'reports.merchant.test/csp',
      'https://reports.merchant.test/a;b',
      "https://reports.merchant.test/it's",
      'https://reports.merchant.test/$host',
      'https://user:pw@reports.merchant.test/',
    ]) {
      expect(() => renderNginxConfig({ ...BASE, cspReport: bad }), bad).toThrow(/--csp-report/);
    }
    // A loopback collector over http is for tests.
    expect(renderNginxConfig({ ...BASE, cspReport: 'http://127.0.0.1:9/r' })).toContain(
      'report-uri http://127.0.0.1:9/r;',
    );
  });

  it('redirects / and /m to /m/, keeping the query', () => {
    const site = serverFor(conf, 'm.saigonlotto.test');
    expect(location(site, '= /')).toContain('return 302 /m/$is_args$args;');
    expect(location(site, '= /m')).toContain('return 301 /m/$is_args$args;');
  });

  it("falls back to index.html for the app's routes, never for a missing asset", () => {
    const site = serverFor(conf, 'm.saigonlotto.test');
    expect(location(site, '/m/')).toContain('try_files $uri $uri/ /m/index.html;');
    expect(location(site, '/m/assets/')).toContain('try_files $uri =404;');
  });

  it('caches hashed assets for a year and revalidates everything else', () => {
    const site = serverFor(conf, 'm.saigonlotto.test');
    expect(location(site, '/m/assets/')).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    );
    for (const match of ['/m/', '= /m/asset-manifest.json', '= /m/tenants/vn-lotto.json']) {
      expect(location(site, match)).toContain('add_header Cache-Control "no-cache" always;');
    }
  });

  it('serves the precompressed files', () => {
    expect(conf).toContain('gzip_static on;');
    // No Brotli module named: nothing an nginx without it would refuse.
    expect(conf).not.toMatch(/brotli|load_module/);
  });

  it('loads the Brotli module first and sends the .br files when it is named', () => {
    const module = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
    const br = renderNginxConfig({ ...BASE, brotliModule: module });
    const lines = br.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
    expect(lines[0]).toBe(`load_module ${module};`);
    expect(br).toContain('brotli_static on;');
    expect(br).toContain('gzip_static on;');
  });

  it('proxies /wps/ with forwarding headers and timeouts around the 30 s client deadline', () => {
    const wps = location(serverFor(conf, 'm.saigonlotto.test'), '/wps/');
    expect(wps).toContain('proxy_pass https://api.platform.test;');
    expect(wps).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(wps).toContain('proxy_ssl_server_name on;');
    const read = Number(/proxy_read_timeout (\d+)s;/.exec(wps)?.[1]);
    expect(read).toBeGreaterThanOrEqual(30);
    expect(read).toBeLessThanOrEqual(60);
    expect(Number(/proxy_connect_timeout (\d+)s;/.exec(wps)?.[1])).toBeLessThan(30);
  });

  it("exposes /__demo/ only in front of the demo API, with the browser's Host", () => {
    expect(conf).not.toContain('/__demo/');
    const tools = location(serverFor(demo, '127.0.0.1'), '/__demo/');
    expect(tools).toContain('proxy_pass');
    // Its same-origin check compares Origin with Host (demo-api/sameOriginWrite.ts).
    expect(tools).toContain('proxy_set_header Host $http_host;');
    expect(location(serverFor(demo, '127.0.0.1'), '/wps/')).not.toContain('$http_host');
  });

  it('adds HSTS and TLS only on TLS servers, and redirects plain http there', () => {
    expect(conf).not.toContain('Strict-Transport-Security');
    const tls = renderNginxConfig({
      ...BASE,
      tls: { listen: ['443'], certificate: '/etc/ssl/site.pem', key: '/etc/ssl/site.key' },
    });
    const site = serverFor(tls, 'm.saigonlotto.test');
    expect(site).toContain('listen 443 ssl;');
    expect(location(site, '/m/')).toContain('Strict-Transport-Security');
    expect(tls).toContain('return 301 https://$host$request_uri;');
    expect(tls).toContain('ssl_reject_handshake on;');
  });

  it('refuses a listen address or path that would change the config', () => {
    expect(() => renderNginxConfig({ ...BASE, listen: ['80; include /etc/x'] })).toThrow(
      /listen address/,
    );
    expect(() => renderNginxConfig({ ...BASE, root: '/srv/my site' })).toThrow(/path/);
  });

  it('changes only with its input', () => {
    expect(renderNginxConfig(BASE)).toBe(conf);
    expect(renderNginxConfig({ ...BASE, tenants: [tenantByCode('demo')] })).not.toContain(
      'saigonlotto',
    );
  });

  it.skipIf(!findNginx()).each([
    ['the demo', { demo: true }],
    ['production', {}],
  ] as const)('is a configuration nginx accepts (nginx -t), %s', (_name, mode) => {
    const prefix = mkdtempSync(join(tmpdir(), 'serve-conf-'));
    for (const dir of ['logs', 'temp']) mkdirSync(join(prefix, dir));
    const file = join(prefix, 'nginx.conf');
    writeFileSync(
      file,
      renderNginxConfig({
        ...BASE,
        // nginx -t resolves the upstream's name: a loopback address needs no DNS.
        api: parseApiUpstream('http://127.0.0.1:9'),
        listen: ['127.0.0.1:1'],
        prefix,
        ...mode,
        workerProcesses: 1,
        // With the Brotli module where the machine has it: nginx checks that line too.
        brotliModule: findBrotliModule(),
      }),
    );
    const result = spawnSync(
      findNginx() ?? 'nginx',
      ['-t', '-p', prefix, '-c', file, '-e', join(prefix, 'logs', 'error.log')],
      { encoding: 'utf8' },
    );
    expect(result.stderr).toContain('syntax is ok');
  });
});

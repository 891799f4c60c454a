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
import type { TenantConfig } from '../../src/config/tenant.gen.ts';
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

/**
 * What `map <head> { ... }` of this config gives for this key: an exact entry, else the first
 * expression that matches (nginx's order), else the default.
 */
function mapValue(conf: string, head: string, key: string): string | undefined {
  const start = conf.indexOf(`\n  map ${head} {\n`);
  if (start < 0) return undefined;
  const body = conf
    .slice(start, conf.indexOf('\n  }', start + 1))
    .split('\n')
    .slice(2);
  const entries = body.map((line) => {
    const match = /^\s*("([^"]*)"|\S+) (.*);$/.exec(line);
    return { key: match?.[2] ?? match?.[1] ?? '', value: (match?.[3] ?? '').replace(/^"|"$/g, '') };
  });
  const exact = entries.find((entry) => !entry.key.startsWith('~') && entry.key === key);
  if (exact) return exact.value;
  const pattern = entries.find(
    (e) => e.key.startsWith('~') && new RegExp(e.key.slice(1)).test(key),
  );
  return pattern?.value ?? entries.find((entry) => entry.key === 'default')?.value;
}

/** A policy (`$csp`, `$csp_static` ...) the merchants' server sends for this merchant. */
function policyOf(conf: string, code: string, variable: string): string {
  const set = mapValue(conf, '$merchant $merchant_policy', code) ?? '';
  return mapValue(conf, `$merchant_policy ${variable}`, set) ?? '';
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
    // One server for every merchant: its names, and the map that tells their merchants apart.
    expect(serverNames(conf)).toEqual(
      expect.arrayContaining(['m.saigonlotto.test', '*.saigonlotto.test', 'm.pisopanalo.test']),
    );
    expect(conf).toContain('\n    *.saigonlotto.test vn-lotto;\n');
    expect(conf).toContain('\n    m.pisopanalo.test ph-maya;\n');
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
    const own = (file: string) => mapValue(conf, '"$merchant|$uri" $merchant_file', file);
    expect(own('vn-lotto|/m/tenants/vn-lotto.json')).toBe('1');
    expect(own('vn-lotto|/m/tenants/hosts/_.saigonlotto.test.json')).toBe('1');
    expect(own('vn-lotto|/m/tenants/hosts/m.saigonlotto.test.json')).toBe('1');
    // Its texts in any language, whichever a publish writes: one expression for every merchant.
    for (const language of LANGUAGES) {
      expect(own(`vn-lotto|/m/${textsFile('vn-lotto', language)}`)).toBe('1');
      expect(own(`vn-lotto|/m/${textsFile('vn-lotto2', language)}`)).toBe('0');
      expect(own(`vn-lotto|/m/${textsFile('pk-urdu', language)}`)).toBe('0');
    }
    expect(own('vn-lotto|/m/tenants/pk-urdu.json')).toBe('0');
    expect(own('vn-lotto|/m/tenants/hosts/m.sitaraplay.test.json')).toBe('0');
    expect(own('vn-lotto|/m/tenants/demo.json')).toBe('0');
    expect(own('|/m/tenants/vn-lotto.json')).toBe('0');
    const lotto = serverFor(conf, 'm.saigonlotto.test');
    expect(location(lotto, '/m/tenants/')).toContain(
      'if ($merchant_file = 0) {\n        return 404;',
    );
    expect(location(lotto, '/m/tenants/')).toContain('try_files $uri =404;');
    // The demo tenant's own server keeps its own locations.
    const asked = renderNginxConfig({ ...BASE, demoTenant: true });
    const demoSite = serverFor(asked, 'm.demo-casino.test');
    expect(demoSite).toContain('location = /m/tenants/demo.json');
    expect(location(demoSite, `~ "${ownTextsFiles(tenantByCode('demo'))}"`)).toContain(
      'alias /srv/site/dist/$1;',
    );
    expect(location(demoSite, '/m/tenants/')).toContain('return 404;');
    expect(location(serverFor(demo, '127.0.0.1'), '/m/tenants/')).toContain('try_files $uri =404;');
  });

  it("gives each merchant only its own brand folder, in production and in the demo's", () => {
    for (const text of [conf, demo]) {
      const own = (file: string) => mapValue(text, '"$merchant|$uri" $merchant_file', file);
      for (const tenant of ALL.filter((t) => t.merchantCode !== 'demo')) {
        const code = tenant.merchantCode;
        expect(own(`${code}|/m/brand/${code}/logo.svg`)).toBe('1');
        for (const other of ALL.filter((t) => t.merchantCode !== code)) {
          expect(own(`${code}|/m/brand/${other.merchantCode}/logo.svg`)).toBe('0');
        }
        const brand = location(serverFor(text, tenant.domains[0] ?? ''), '/m/brand/');
        expect(brand).toContain('alias /srv/site/dist/brand/;');
        expect(brand).toContain('if ($merchant_file = 0) {\n        return 404;');
      }
    }
    // ?tenant= picks any merchant on the local hosts: every folder there.
    const local = location(serverFor(demo, '127.0.0.1'), '/m/brand/');
    expect(local).toContain('alias /srv/site/dist/brand/;');
    expect(local).not.toContain('$merchant_file');
  });

  it("answers 404 for a page that names another merchant on a merchant's host", () => {
    const page = location(serverFor(conf, 'm.saigonlotto.test'), '/m/');
    expect(page).toContain('if ($other_merchant_page) {\n        return 404;');
    const other = (code: string, arg: string) =>
      mapValue(conf, '"$merchant|$arg_tenant" $other_merchant_page', `${code}|${arg}`);
    expect(other('vn-lotto', '')).toBe('0');
    expect(other('vn-lotto', 'vn-lotto')).toBe('0');
    expect(other('vn-lotto', 'pk-urdu')).toBe('1');
    expect(other('vn-lotto', 'vn-lotto2')).toBe('1');
    expect(other('vn-lotto', 'vn')).toBe('1');
    expect(location(serverFor(demo, '127.0.0.1'), '/m/')).not.toContain('$arg_tenant');
    expect(location(serverFor(demo, '127.0.0.1'), '/m/')).not.toContain('$other_merchant_page');
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
    expect(policyOf(conf, 'ph-maya', '$csp')).toMatch(
      /frame-src [^;"]*https:\/\/tg\.pisopanalo\.test/,
    );
    expect(policyOf(conf, 'th-line', '$csp')).not.toContain('pisopanalo');
    expect(policyOf(conf, 'th-line', '$csp')).toMatch(/^default-src 'self'; /);
    expect(location(maya, '/m/')).toContain('add_header Content-Security-Policy $csp always;');
    // Written once however many merchants send the same policies.
    const twice = renderNginxConfig({
      ...BASE,
      tenants: [
        ...ALL,
        ...ALL.map((t) => ({
          ...t,
          merchantCode: `${t.merchantCode}-2`,
          domains: t.domains.map((d) => `${d}2`) as TenantConfig['domains'],
        })),
      ],
    });
    expect(twice.split(policyOf(conf, 'ph-maya', '$csp')).length).toBe(2);
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
    for (const match of ['/m/assets/', '/m/tenants/', '/wps/']) {
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
    const policy = (variable: string) => policyOf(hashed, 'vn-lotto', variable);
    expect(policy('$csp')).toContain(
      `default-src 'self'; script-src 'self' ${hash} ${ENTRY_BOOTSTRAP_HASH} 'strict-dynamic';`,
    );
    // The vendors' script hosts, reported, not allowed (vn-lotto's chat and Google tag).
    expect(policy('$csp_report_only')).toMatch(
      new RegExp(
        `^script-src 'self' ${hash} ${ENTRY_BOOTSTRAP_HASH} https://cdn\\.livechatinc\\.com `.replace(
          /[+/]/g,
          '\\$&',
        ),
      ),
    );
    expect(policy('$csp_report_only')).toMatch(
      /https:\/\/www\.googletagmanager\.com; require-trusted-types-for 'script'$/,
    );
    // The pages with a plain <script src> of their own: 'self', no 'strict-dynamic'.
    expect(policy('$csp_static')).toMatch(/^default-src 'self'; script-src 'self'; style-src/);
    expect(policy('$csp_framed')).toMatch(/^default-src 'self'; script-src 'self'; style-src/);
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
    const reported = renderNginxConfig({ ...BASE, cspReport: report });
    const site = serverFor(reported, 'm.saigonlotto.test');
    for (const name of ['$csp', '$csp_report_only', '$csp_static', '$csp_framed']) {
      expect(policyOf(reported, 'vn-lotto', name)).toMatch(
        new RegExp(`; report-uri ${report.replace(/[?.]/g, '\\$&')}; report-to csp$`),
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
    for (const match of ['/m/', '= /m/asset-manifest.json', '/m/tenants/']) {
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
    expect(site).toContain('listen 443 ssl http2;');
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

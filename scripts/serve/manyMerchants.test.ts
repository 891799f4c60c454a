// @vitest-environment node
/**
 * A thousand merchants with three domains each behind one nginx (docs/serving.md, "A thousand
 * merchants"): the tenant files pass the same check as `npm run tenants`, the configuration is
 * written in under 2 s, `nginx -t` accepts it without a warning, and the running server still
 * hands each host its merchant's own files and policy only. The timings of the load itself are
 * in `npm run serve:load -- --merchants 1000` (docs/bench.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { parseApiUpstream } from './apiUpstream.ts';
import { findNginx } from './findNginx.ts';
import { loadSiteTenants } from './loadSiteTenants.ts';
import { hostsOf, merchantDomains, readTemplates, writeSyntheticTenants } from './manyMerchants.ts';
import { renderNginxConfig } from './nginxConfig.ts';
import { freePort } from '../lib/benchPreview.ts';

const COUNT = 1000;
const WRITE_BUDGET_MS = 2000;
const nginx = findNginx();
const dir = mkdtempSync(join(tmpdir(), 'many-merchants-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function get(port: number, host: string, path: string) {
  return new Promise<{ status: number; csp: string; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          csp: String(res.headers['content-security-policy'] ?? ''),
          body,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe.skipIf(!nginx && !process.env.CI)(`${COUNT} merchants behind one nginx`, () => {
  it('are checked, written in under 2 s, accepted by nginx -t and served apart', async () => {
    writeSyntheticTenants(readTemplates(), COUNT, join(dir, 'tenants'));
    const loaded = loadSiteTenants(join(dir, 'tenants'), '/');
    if (!loaded.ok) throw new Error(loaded.report);
    expect(loaded.tenants).toHaveLength(COUNT);
    expect(new Set(loaded.tenants.flatMap((t) => t.domains)).size).toBe(COUNT * 3);

    // A build with two merchants' tenant files and one's texts: enough to tell them apart.
    const root = join(dir, 'root');
    const [first, second] = loaded.tenants;
    if (!first || !second) throw new Error('no tenants');
    mkdirSync(join(root, 'tenants', 'hosts'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    for (const tenant of [first, second]) {
      const code = tenant.merchantCode;
      writeFileSync(join(root, 'tenants', `${code}.json`), `{"merchantCode":"${code}"}`);
      writeFileSync(join(root, 'tenants', 'hosts', `m.${code}.test.json`), `{"host":"${code}"}`);
    }
    writeFileSync(join(root, 'tenants', `${first.merchantCode}.texts.VI.json`), '{}');

    const prefix = join(dir, 'prefix');
    for (const sub of ['logs', 'temp']) mkdirSync(join(prefix, sub), { recursive: true });
    const port = await freePort();
    const conf = join(prefix, 'nginx.conf');
    const started = performance.now();
    writeFileSync(
      conf,
      renderNginxConfig({
        tenants: loaded.tenants,
        root,
        api: parseApiUpstream('http://127.0.0.1:9'),
        listen: [`127.0.0.1:${port}`],
        prefix,
        workerProcesses: 1,
        user: process.getuid?.() === 0 ? 'root' : undefined,
      }),
    );
    const writeMs = performance.now() - started;
    expect(writeMs, `config written in ${Math.round(writeMs)} ms`).toBeLessThan(WRITE_BUDGET_MS);
    // One server for the merchants: the config grows by lines, not by servers.
    expect(readFileSync(conf, 'utf8').match(/\n {2}server \{/g)).toHaveLength(2);

    const binary = nginx ?? '/usr/sbin/nginx';
    const args = ['-p', prefix, '-c', conf, '-e', join(prefix, 'logs', 'error.log')];
    const tested = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
    expect(tested.status, tested.stderr).toBe(0);
    // No "could not build optimal server_names_hash / map_hash" either.
    expect(tested.stderr).not.toMatch(/\[warn\]|\[emerg\]/);

    const child = spawn(binary, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
    try {
      const hostA = `m.${first.merchantCode}.test`;
      const wildA = hostsOf(merchantDomains(first.merchantCode))[1] ?? '';
      const hostB = `${second.merchantCode}-play.test`;
      let page = { status: 0, csp: '', body: '' };
      for (let i = 0; i < 50 && page.status === 0; i++) {
        page = await get(port, hostA, '/m/login').catch(() => page);
        if (page.status === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(page.status).toBe(200);
      expect(page.body).toContain('<title>app</title>');
      // Each merchant's own policy (the template's own hosts follow its code).
      const other = await get(port, hostB, '/m/login');
      expect(page.csp).toMatch(/^default-src 'self'; /);
      expect(other.csp).toMatch(/^default-src 'self'; /);
      expect(page.csp).not.toBe(other.csp);
      const a = first.merchantCode;
      const b = second.merchantCode;
      expect((await get(port, wildA, `/m/tenants/${a}.json`)).status).toBe(200);
      expect((await get(port, hostA, `/m/tenants/hosts/m.${a}.test.json`)).status).toBe(200);
      expect((await get(port, hostA, `/m/tenants/${a}.texts.VI.json`)).status).toBe(200);
      expect((await get(port, hostA, `/m/tenants/${b}.json`)).status).toBe(404);
      expect((await get(port, hostA, `/m/tenants/hosts/m.${b}.test.json`)).status).toBe(404);
      expect((await get(port, hostB, `/m/tenants/${b}.json`)).status).toBe(200);
      expect((await get(port, hostB, `/m/tenants/${a}.json`)).status).toBe(404);
      expect((await get(port, hostA, `/m/login?tenant=${b}`)).status).toBe(404);
      expect((await get(port, 'nobody.test', '/m/login')).status).toBe(404);
    } finally {
      child.kill('SIGTERM');
    }
  }, 60_000);
});

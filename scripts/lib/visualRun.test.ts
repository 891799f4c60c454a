import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { createServer } from 'vite';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { freePort } from './benchPreview.ts';
import { compareSides } from './visualRun.ts';
import { catalogue } from './visualShots.ts';
import type { ShotTenant } from './visualShots.ts';

/**
 * The visual comparison end to end on a small subset (two tenants, their own language, 390 px, a
 * member's home and the account sheet opened in that same page): the app against itself finds
 * nothing; one theme colour changed in
 * one tenant's file finds exactly that tenant's screens. The app runs on Vite's dev server, so
 * the test needs no build; the second side is the same app given another tenant file, as the
 * team studio's review compares a change request. The published side is shot once: the first
 * comparison keeps it (as `npm run screens -- --against` keeps a revision's shots) and the second
 * takes it from there, which the test checks too. Six page loads in all.
 */

const TENANTS = ['demo', 'th-line'];
const tenantFile = (code: string) =>
  JSON.parse(readFileSync(`tenants/${code}.json`, 'utf8')) as ShotTenant & {
    theme: { primary: string };
  };
const tenants = TENANTS.map(tenantFile);
// A member's home and the account sheet, which opens in that same page (IN_PAGE_DIALOGS).
const units = catalogue(tenants, {
  languages: (t) => [t.languages.default],
  only: ['member1 /m/home', 'dialog account'],
});
const defaults = new Map(tenants.map((t) => [t.merchantCode, t.languages.default]));

let server: ViteDevServer;
let origin: string;
let browser: Browser;
let out: string;

beforeAll(async () => {
  const port = await freePort();
  server = await createServer({
    root: process.cwd(),
    logLevel: 'silent',
    server: { host: '127.0.0.1', port, strictPort: true, open: false, hmr: false, watch: null },
  });
  await server.listen();
  origin = `http://127.0.0.1:${port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  out = mkdtempSync(join(tmpdir(), 'visual-test-'));
}, 60_000);

afterAll(async () => {
  if (out) rmSync(out, { recursive: true, force: true });
  // On a loaded machine Vite's close can wait long on its watchers and sockets: the test's verdict
  // is in by now, so the teardown gives each step a bounded time and lets the worker end.
  const bounded = (step: Promise<unknown> | undefined) =>
    Promise.race([step?.catch(() => undefined), new Promise((done) => setTimeout(done, 20_000))]);
  await bounded(browser?.close());
  await bounded(server?.close());
}, 60_000);

describe('the visual comparison', () => {
  it('finds no changed screen between an app and itself', async () => {
    const run = await compareSides({
      browser,
      before: { label: 'a', origin, cache: join(out, 'kept') },
      after: { label: 'b', origin },
      units,
      defaults,
      widths: [390],
      workers: 2,
      out: join(out, 'same'),
    });
    expect(run.failures).toEqual([]);
    expect(run.results.map((r) => `${r.tenant} ${r.screen}`).sort()).toEqual([
      'demo dialog account',
      'demo member1 /m/home',
      'th-line dialog account',
      'th-line member1 /m/home',
    ]);
    expect(run.results.filter((r) => r.status !== 'same')).toEqual([]);
    expect(run.summary).toContain('total: 0 changed, 0 new, 0 removed of 4 screens');
    expect(readFileSync(run.report, 'utf8')).toContain('No screen looks different.');
  }, 180_000);

  it('finds exactly the tenant whose theme colour changed, on each of its screens', async () => {
    const changed = tenantFile('th-line');
    changed.theme.primary = '#e11d48';
    const run = await compareSides({
      browser,
      before: {
        label: 'published',
        origin,
        cache: join(out, 'kept'),
        serve: () => Promise.reject(new Error('the kept shots are enough: no server')),
      },
      after: { label: 'primary #e11d48', origin, tenantFiles: new Map([['th-line', changed]]) },
      units,
      defaults,
      widths: [390],
      workers: 2,
      out: join(out, 'theme'),
    });
    expect(run.failures).toEqual([]);
    expect(run.timings.map((t) => t.label)).toContain('before screenshots (kept)');
    const byStatus = (status: string) =>
      run.results.filter((r) => r.status === status).map((r) => `${r.tenant} ${r.screen}`);
    expect(byStatus('changed').sort()).toEqual([
      'th-line dialog account',
      'th-line member1 /m/home',
    ]);
    expect(byStatus('same').sort()).toEqual(['demo dialog account', 'demo member1 /m/home']);
    expect(run.summary).toMatch(/th-line\s+2 changed\s+0 unchanged/);
    expect(run.summary).toMatch(/demo\s+0 changed\s+2 unchanged/);
    const html = readFileSync(run.report, 'utf8');
    expect(html).toContain('src="diff/th-line/TH/member1_m_home%40390.png"');
    expect(html).not.toContain('demo/EN/');
  }, 180_000);
});

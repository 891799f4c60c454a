// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, preview } from 'vite';
import type { PreviewServer, ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TENANTS_DIR } from './loadTenants.ts';
import { DEMO_ACCOUNTS } from './seed.ts';
import { demoAccountLines, demoApiPlugin } from './vitePlugin.ts';

function originOf(server: { httpServer: { address(): AddressInfo | string | null } | null }) {
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('server is not listening');
  return `http://127.0.0.1:${address.port}`;
}

async function exercise(origin: string): Promise<void> {
  const ping = await fetch(`${origin}/wps/system/test/ping`, { headers: { Merchant: 'demo' } });
  expect(await ping.json()).toMatchObject({ success: true, value: 'pong' });

  const post = await fetch(`${origin}/__demo/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ maintenance: true }),
  });
  expect(post.status).toBe(200);
  const status = await fetch(`${origin}/wps/v2/system/status?device=MOBILE`, {
    headers: { Merchant: 'demo' },
  });
  expect(status.headers.get('cache-control')).toBe('no-store');
  expect(await status.json()).toMatchObject({ data: { maintenance: true } });
  await fetch(`${origin}/__demo/faults`, { method: 'DELETE' });

  // Another site's page cannot switch a fault (sameOriginWrite.ts): refused, nothing switched.
  const forged = await fetch(`${origin}/__demo/faults`, {
    method: 'POST',
    headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
    body: JSON.stringify({ maintenance: true }),
  });
  expect(forged.status).toBe(403);
  const faults = await fetch(`${origin}/__demo/faults`);
  expect(JSON.stringify(await faults.json())).not.toContain('"maintenance":true');
  const ownPage = await fetch(`${origin}/__demo/faults`, {
    method: 'POST',
    headers: { origin, 'content-type': 'text/plain' },
    body: JSON.stringify({ maintenance: true }),
  });
  expect(ownPage.status).toBe(415);

  // Other paths are Vite's, not the demo API's.
  const page = await fetch(`${origin}/m/home`);
  expect(await page.text()).not.toContain('No such call');
}

describe('demoApiPlugin', () => {
  let root = '';
  let dev: ViteDevServer | undefined;
  let previewServer: PreviewServer | undefined;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'demo-api-vite-'));
    mkdirSync(join(root, 'tenants'));
    cpSync(join(DEFAULT_TENANTS_DIR, 'demo.json'), join(root, 'tenants', 'demo.json'));
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>built</title>');
  });

  afterAll(async () => {
    await dev?.close();
    await new Promise<void>(
      (resolve) => previewServer?.httpServer.close(() => resolve()) ?? resolve(),
    );
    rmSync(root, { recursive: true, force: true });
  });

  it('serves /wps and /__demo (GET and POST) in the dev server', async () => {
    dev = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [demoApiPlugin({ printAccounts: false })],
      server: { host: '127.0.0.1', port: 0, ws: false },
    });
    await dev.listen();
    await exercise(originOf(dev));
  });

  it('reloads the tenants in dev when a tenant file is added', async () => {
    if (!dev) throw new Error('dev server not started');
    const origin = originOf(dev);
    const demo = JSON.parse(readFileSync(join(root, 'tenants', 'demo.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const second = { ...demo, merchantCode: 'second', domains: ['second.test'] };
    writeFileSync(join(root, 'tenants', 'second.json'), JSON.stringify(second));
    const ping = () =>
      fetch(`${origin}/wps/system/test/ping`, { headers: { Merchant: 'second' } }).then(
        (r) => r.status,
      );
    const deadline = Date.now() + 5000;
    let status = await ping();
    while (status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await ping();
    }
    expect(status).toBe(200);
  });

  it('serves /wps and /__demo (GET and POST) in the preview server', async () => {
    previewServer = await preview({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [demoApiPlugin({ printAccounts: false })],
      preview: { host: '127.0.0.1', port: 0 },
    });
    await exercise(originOf(previewServer));
  });
});

describe('demoAccountLines', () => {
  it('prints one line per demo account with its password and description', () => {
    const lines = demoAccountLines();
    expect(lines).toHaveLength(DEMO_ACCOUNTS.length);
    expect(lines[0]).toMatch(/^member1\s+Passw0rd!\s+member \(type 0\)/);
    expect(lines.some((line) => /^newbie\s+123456\s+/.test(line))).toBe(true);
  });
});

import { readdirSync } from 'node:fs';
import { findBrotliModule } from '../../scripts/serve/findNginx.ts';
import { expect, test } from './fixtures';

/**
 * What nginx adds to the build (docs/serving.md): the merchant's headers, the cache rules, the
 * 404s, the redirects and the /wps proxy. The request goes to 127.0.0.1, the demo's local host.
 */
const ENTRY = readdirSync(`${process.env.E2E_OUTDIR ?? 'dist'}/assets`).find((name) =>
  /^index-[\w-]+\.js$/.test(name),
);

test('pages carry the merchant CSP and the security headers, and are revalidated', async ({
  request,
}) => {
  const response = await request.get('/m/');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self'/);
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
});

test('hashed files are immutable and precompressed; a missing one is a 404, not the app', async ({
  request,
}) => {
  expect(ENTRY).toBeDefined();
  const entry = await request.get(`/m/assets/${ENTRY}`, {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(entry.headers()['content-encoding']).toBe('gzip');
  // A script is no page: nosniff, but not the page-only headers (decision 0012).
  expect(entry.headers()['x-content-type-options']).toBe('nosniff');
  expect(entry.headers()['content-security-policy']).toBeUndefined();
  expect(entry.headers()['permissions-policy']).toBeUndefined();
  const missing = await request.get('/m/assets/index-missing.js');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('id="root"');
});

test('browsers that accept Brotli get the .br files, the others gzip', async ({ request }) => {
  test.skip(!findBrotliModule(), "this machine's nginx has no Brotli module (docs/serving.md)");
  const fetchWith = (accept: string) =>
    request.get(`/m/assets/${ENTRY}`, { headers: { 'accept-encoding': accept } });
  const [br, gzip] = await Promise.all([fetchWith('br, gzip'), fetchWith('gzip')]);
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers()['vary']).toContain('Accept-Encoding');
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  // The same file either way, once decoded.
  expect(await br.text()).toBe(await gzip.text());
});

test("deep links serve the app, / and /m lead to /m/, and /wps reaches the merchant's API", async ({
  request,
}) => {
  const deep = await request.get('/m/home');
  expect(deep.status()).toBe(200);
  expect(await deep.text()).toContain('id="root"');
  for (const path of ['/', '/m']) {
    const redirect = await request.get(path, { maxRedirects: 0 });
    expect(redirect.status()).toBeGreaterThanOrEqual(301);
    expect(redirect.headers()['location']).toBe('/m/');
  }
  const key = await request.get('/wps/session/key/rsa', { headers: { Merchant: 'demo' } });
  expect(key.status()).toBe(200);
  expect((await key.json()) as { success: boolean }).toMatchObject({ success: true });
});

test('a host no merchant lists gets a plain 404, never a merchant site', async ({ request }) => {
  const response = await request.get('/m/', { headers: { Host: 'unknown.example' } });
  expect(response.status()).toBe(404);
  expect(response.headers()['content-security-policy']).toBeUndefined();
  expect(await response.text()).not.toContain('id="root"');
});

test("a merchant's host gets its own tenant file, not another merchant's", async ({ request }) => {
  const host = { Host: 'aff7.saigonlotto.test' };
  const own = await request.get('/m/tenants/hosts/_.saigonlotto.test.json', { headers: host });
  expect(((await own.json()) as { merchantCode: string }).merchantCode).toBe('vn-lotto');
  const other = await request.get('/m/tenants/demo.json', { headers: host });
  expect(other.status()).toBe(404);
});

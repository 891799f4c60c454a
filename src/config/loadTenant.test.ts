import { describe, expect, it } from 'vitest';
import demo from '../../tenants/demo.json';
import { checkTenant } from './checkTenant';
import { loadTenant } from './loadTenant';
import * as validator from './validateTenant.gen.js';

function serve(files: Record<string, unknown>) {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const path = String(input);
    asked.push(path);
    if (!(path in files)) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(files[path]), { status: 200 });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

const load = (url: string, fetch: typeof globalThis.fetch, extra = {}) =>
  loadTenant({
    fetch,
    location: new URL(url),
    base: '/m/',
    previewBuild: false,
    ...extra,
  });

describe('loading the tenant in the browser', () => {
  it('tries the exact host, then the wildcard above it', async () => {
    const { fetch, asked } = serve({ '/m/tenants/hosts/_.demo-casino.test.json': demo });
    const result = await load('https://aff3.demo-casino.test/m/home', fetch);
    expect(result.ok).toBe(true);
    expect(asked).toEqual([
      '/m/tenants/hosts/aff3.demo-casino.test.json',
      '/m/tenants/hosts/_.demo-casino.test.json',
    ]);
  });

  it('uses ?tenant= on a local host and remembers nothing elsewhere', async () => {
    const { fetch, asked } = serve({ '/m/tenants/demo.json': demo });
    const local = await load('http://127.0.0.1:4173/m/home?tenant=demo', fetch);
    expect(local).toMatchObject({ ok: true, pickedCode: 'demo' });
    const remote = await load('https://m.example.test/m/home?tenant=demo', fetch);
    expect(remote).toMatchObject({ ok: false, problem: { kind: 'not-found' } });
    expect(asked.at(-1)).toBe('/m/tenants/hosts/_.test.json');
  });

  it('keeps the merchant QA picked earlier in the tab', async () => {
    const { fetch, asked } = serve({ '/m/tenants/demo.json': demo });
    const result = await load('http://127.0.0.1:4173/m/login', fetch, { rememberedCode: 'demo' });
    expect(result.ok).toBe(true);
    expect(asked).toEqual(['/m/tenants/demo.json']);
  });

  it('uses the request the start loader began for the first file, and only once', async () => {
    const { fetch, asked } = serve({ '/m/tenants/hosts/_.demo-casino.test.json': demo });
    const early = {
      source: '/m/tenants/hosts/aff3.demo-casino.test.json',
      response: Promise.resolve(new Response('{}', { status: 404 })),
    };
    const result = await load('https://aff3.demo-casino.test/m/home', fetch, { early });
    expect(result.ok).toBe(true);
    expect(asked).toEqual(['/m/tenants/hosts/_.demo-casino.test.json']);
  });

  it('refuses at once a file that is not shaped like a tenant', async () => {
    const { fetch } = serve({ '/m/tenants/demo.json': { ...demo, widgets: 'all' } });
    expect(await load('http://localhost/m/home?tenant=demo', fetch)).toEqual({
      ok: false,
      problem: {
        kind: 'invalid',
        source: '/m/tenants/demo.json',
        pointer: '/widgets',
        message: 'must be array',
      },
    });
  });

  it('names the first schema problem with its pointer when the schema is checked', async () => {
    const bad = { ...demo, flags: { ...demo.flags, CBS3: 'yes' } };
    expect(await checkTenant(bad, '/m/tenants/demo.json', async () => validator)).toEqual({
      kind: 'invalid',
      source: '/m/tenants/demo.json',
      pointer: '/flags/CBS3',
      message: 'must be boolean',
    });
    expect(await checkTenant(demo, '/m/tenants/demo.json', async () => validator)).toBeNull();
    const missing = await checkTenant(demo, '/m/tenants/demo.json', () =>
      Promise.reject(new Error('offline')),
    );
    expect(missing).toMatchObject({ kind: 'unreachable' });
  });

  it('reports bad JSON, a failed download and a bad merchant code', async () => {
    const broken = (async () => new Response('{ nope', { status: 200 })) as typeof globalThis.fetch;
    expect(await load('http://localhost/m/?tenant=demo', broken)).toMatchObject({
      ok: false,
      problem: { kind: 'invalid', message: 'the configuration is not valid JSON' },
    });
    const down = (async () => {
      throw new TypeError('offline');
    }) as typeof globalThis.fetch;
    expect(await load('http://localhost/m/?tenant=demo', down)).toMatchObject({
      ok: false,
      problem: { kind: 'unreachable' },
    });
    expect(await load('http://localhost/m/?tenant=../../etc', down)).toMatchObject({
      ok: false,
      problem: { kind: 'not-found' },
    });
  });
});

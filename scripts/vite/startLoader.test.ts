import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLoader } from './startLoader.ts';
import type { StartMap } from './startLoader.ts';

const MAP: StartMap = {
  base: '/m/',
  previewBuild: false,
  start: ['boot-A.js'],
  home: ['home-B.js'],
  languages: { EN: ['en-C.js'], UR: ['ur-D.js'] },
  widgets: { downloadBar: ['boot-A.js'] },
  routes: { '/login': ['login-E.js'] },
};

const TENANT = {
  languages: { supported: ['UR', 'EN'], default: 'UR' },
  template: { app_background: '/m/brand/x/bar.svg' },
  widgets: [{ type: 'downloadBar', slot: 'global' }],
};

/** A window with just what the loader touches; its head records the links added. */
function fakeWindow(href: string) {
  const head: Array<Record<string, string>> = [];
  const storage = { getItem: () => null };
  const win = {
    location: { href },
    sessionStorage: storage,
    localStorage: storage,
    document: {
      head: { appendChild: (link: Record<string, string>) => head.push(link) },
      createElement: () => ({}),
    },
  };
  return { win: win as unknown as Window & Record<string, unknown>, head };
}

function answer(body: string, status = 200) {
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const hrefs = (head: Array<Record<string, string>>) => head.map((link) => link.href);

afterEach(() => vi.unstubAllGlobals());

describe('the start loader', () => {
  it("has the tenant's language and images on their way before the app reads the tenant file", async () => {
    const fetch = answer(JSON.stringify(TENANT));
    const { win, head } = fakeWindow('http://127.0.0.1/m/login?tenant=pk-urdu');
    startLoader(MAP, win);
    expect(fetch).toHaveBeenCalledWith('/m/tenants/pk-urdu.json', expect.anything());
    // English is not fetched beside the member's language: catalogues are complete.
    expect(hrefs(head)).toEqual(['/m/assets/login-E.js', '/m/assets/boot-A.js']);
    const { response } = (win.mobileWebStart as { tenant: { response: Promise<Response> } }).tenant;
    const handed = await response;
    expect(hrefs(head)).toEqual([
      '/m/assets/login-E.js',
      '/m/assets/boot-A.js',
      '/m/brand/x/bar.svg',
      '/m/assets/ur-D.js',
    ]);
    // The app reads the file as the server sent it.
    expect(handed.status).toBe(200);
    expect(handed.headers.get('Content-Type')).toBe('application/json');
    expect(await handed.json()).toEqual(TENANT);
  });

  it('hands the app a failed answer as it came, and preloads nothing of it', async () => {
    answer('<!doctype html>', 404);
    const { win, head } = fakeWindow('http://127.0.0.1/m/login?tenant=gone');
    startLoader(MAP, win);
    const handed = await (win.mobileWebStart as { tenant: { response: Promise<Response> } }).tenant
      .response;
    expect(handed.status).toBe(404);
    expect(await handed.text()).toBe('<!doctype html>');
    expect(hrefs(head)).toEqual(['/m/assets/login-E.js', '/m/assets/boot-A.js']);
  });

  it('hands a network failure on to the app, which reports it', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const { win } = fakeWindow('http://127.0.0.1/m/login?tenant=demo');
    startLoader(MAP, win);
    await expect(
      (win.mobileWebStart as { tenant: { response: Promise<Response> } }).tenant.response,
    ).rejects.toThrow('offline');
  });
});

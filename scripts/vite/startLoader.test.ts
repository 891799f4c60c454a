import { afterEach, describe, expect, it, vi } from 'vitest';
import { textsFile } from '../../src/i18n/textsFiles.ts';
import { startLoader } from './startLoader.ts';
import type { LoaderWindow, StartMap } from './startLoader.ts';

const MAP: StartMap = {
  base: '/m/',
  previewBuild: false,
  start: ['boot-A.js'],
  home: ['home-B.js'],
  texts: ['merchantTexts-F.js'],
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
    navigator: { userAgent: 'test' },
    setTimeout: vi.fn(),
    fetch: () => Promise.reject(new Error('not in this test')),
    document: {
      head: { appendChild: (link: Record<string, string>) => head.push(link) },
      createElement: () => ({}),
    },
  };
  return { win: win as unknown as LoaderWindow, head };
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
  it("has the engine load its Intl data in a task of its own, not in the app's first render", () => {
    answer(JSON.stringify(TENANT));
    const { win } = fakeWindow('http://127.0.0.1/m/login?tenant=pk-urdu');
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    startLoader(MAP, win);
    expect(supported).not.toHaveBeenCalled();
    const timer = vi.mocked(win.setTimeout).mock.calls[0];
    expect(timer?.[1]).toBe(0);
    (timer?.[0] as () => void)();
    expect(supported).toHaveBeenCalledTimes(1);
    supported.mockRestore();
  });

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

  it("preloads the merchant's texts of that language beside its catalogue, only when listed", async () => {
    const { win, head } = fakeWindow('http://127.0.0.1/m/login?tenant=pk-urdu');
    answer(JSON.stringify({ ...TENANT, merchantCode: 'pk-urdu', textsLanguages: ['UR'] }));
    startLoader(MAP, win);
    await (win.mobileWebStart as { tenant: { response: Promise<Response> } }).tenant.response;
    const texts = head.filter((link) => link.as === 'fetch');
    expect(texts).toEqual([
      {
        rel: 'preload',
        as: 'fetch',
        crossOrigin: '',
        href: '/m/assets/../tenants/pk-urdu.texts.UR.json',
      },
    ]);
    // The file the build publishes (the loader writes its name out to stay small).
    const href = texts[0]?.href ?? '';
    expect(new URL(href, 'http://127.0.0.1').pathname).toBe(`/m/${textsFile('pk-urdu', 'UR')}`);
    // Right after the catalogue's files, never before or instead of them, and with them the
    // code that lays them over the catalogue (the app would ask for it a round trip later).
    expect(hrefs(head).slice(-3)).toEqual([
      '/m/assets/ur-D.js',
      '/m/assets/../tenants/pk-urdu.texts.UR.json',
      '/m/assets/merchantTexts-F.js',
    ]);
    expect(head.at(-1)).toMatchObject({ rel: 'modulepreload', crossOrigin: '' });

    const english = fakeWindow('http://127.0.0.1/m/login?tenant=pk-urdu&lang=en');
    startLoader(MAP, english.win);
    await (english.win.mobileWebStart as { tenant: { response: Promise<Response> } }).tenant
      .response;
    expect(hrefs(english.head)).toContain('/m/assets/en-C.js');
    expect(english.head.filter((link) => link.as === 'fetch')).toEqual([]);
    expect(hrefs(english.head)).not.toContain('/m/assets/merchantTexts-F.js');
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

  it("takes ?tenant= on a real host only in a page the studio's server marked as a preview", () => {
    const fetch = answer(JSON.stringify(TENANT));
    const plain = fakeWindow('https://studio.example.com/m/home?tenant=studio-abcd1234');
    const doc = plain.win.document as unknown as Record<string, unknown>;
    doc.querySelector = () => null;
    startLoader(MAP, plain.win);
    expect(fetch).toHaveBeenLastCalledWith(
      '/m/tenants/hosts/studio.example.com.json',
      expect.anything(),
    );
    const marked = fakeWindow('https://studio.example.com/m/home?tenant=studio-abcd1234');
    (marked.win.document as unknown as Record<string, unknown>).querySelector = (s: string) =>
      s === 'meta[name="mobile-web-preview"]' ? {} : null;
    startLoader(MAP, marked.win);
    expect(fetch).toHaveBeenLastCalledWith('/m/tenants/studio-abcd1234.json', expect.anything());
  });
});

describe("the start loader and a member's first-screen calls (decision 0013)", () => {
  const start = (win: Window) =>
    win as unknown as {
      mobileWebStart: { calls: Promise<unknown> | null; avif: Promise<boolean> };
    };

  it("sends them on a member's home once the tenant file is in, in the member's language", async () => {
    answer(JSON.stringify(TENANT));
    const { win } = fakeWindow('http://127.0.0.1/m/home?tenant=pk-urdu&token=t-1');
    const sent = { calls: 'sent' };
    const send = vi.fn(() => sent as never);
    startLoader(MAP, win, send);
    await expect(start(win).mobileWebStart.calls).resolves.toBe(sent);
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ tenant: TENANT, language: 'UR', storedSession: null }),
    );
    const [input] = send.mock.calls[0] as unknown as [{ url: URL; detectAvif: () => unknown }];
    expect(input.url.searchParams.get('token')).toBe('t-1');
    expect(input.detectAvif()).toBe(start(win).mobileWebStart.avif);
    // The image format's check ran once, for the calls and the app (no Image here: no AVIF).
    await expect(start(win).mobileWebStart.avif).resolves.toBe(false);
  });

  it("sends none for a visitor, nor on another page, nor when the file can't be read", async () => {
    const send = vi.fn(() => null);
    answer(JSON.stringify(TENANT));
    const visitor = fakeWindow('http://127.0.0.1/m/home?tenant=pk-urdu').win;
    startLoader(MAP, visitor, send);
    expect(start(visitor).mobileWebStart.calls).toBeNull();
    const login = fakeWindow('http://127.0.0.1/m/login?tenant=pk-urdu&token=t-1').win;
    startLoader(MAP, login, send);
    expect(start(login).mobileWebStart.calls).toBeNull();
    answer('<!doctype html>', 404);
    const broken = fakeWindow('http://127.0.0.1/m/home?tenant=gone&token=t-1').win;
    startLoader(MAP, broken, send);
    await expect(start(broken).mobileWebStart.calls).resolves.toBeNull();
    expect(send).not.toHaveBeenCalled();
  });
});

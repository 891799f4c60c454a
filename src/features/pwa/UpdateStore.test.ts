import { describe, expect, it } from 'vitest';
import { createMemoryPwa } from '../../platform/testing/memoryPwa';
import type { ServiceWorkerPort } from '../../platform/serviceWorker';
import type { KeyValueStore } from '../../platform/storage';
import { createMemoryStore } from '../../platform/storage';
import { createFakeClock } from '../../testing/createFakeClock';
import { createTestEnvironment } from '../../testing/createTestEnvironment';
import {
  ASSET_HASH_KEY,
  CHECK_EVERY_MS,
  FIRST_CHECK_MS,
  fingerprint,
  RELOAD_DELAY_MS,
  SECOND_HASH_KEY,
  UPDATE_RELOAD_KEY,
  UpdateStore,
  WORKER_WAIT_MS,
} from './UpdateStore';

const MANIFEST_URL = '/m/asset-manifest.json';

/** Lets fetch and JSON promises settle (they run on real microtasks, not the fake clock). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The deployed build, as /m/asset-manifest.json answers it. */
function deployment(hash: string | null) {
  const state = { hash, calls: 0 };
  const fetch: typeof globalThis.fetch = (input) => {
    state.calls += 1;
    expect(String(input)).toBe(MANIFEST_URL);
    if (state.hash === null) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(Response.json({ hash: state.hash }));
  };
  return { state, fetch };
}

interface PageOptions {
  path?: string;
  local: KeyValueStore;
  session: KeyValueStore;
  fetch: typeof fetch;
  serviceWorker?: ServiceWorkerPort;
}

/** One page load: its own clock, environment and worker; storage shared with other loads. */
function openPage(options: PageOptions) {
  const clock = createFakeClock(1_000_000);
  const env = createTestEnvironment({
    url: `https://m.demo-casino.test${options.path ?? '/m/home'}`,
    document: null,
  });
  const pwa = createMemoryPwa();
  const store = new UpdateStore({
    fetch: options.fetch,
    clock,
    local: options.local,
    session: options.session,
    env,
    visibility: pwa.visibility,
    serviceWorker: options.serviceWorker ?? pwa.serviceWorker,
  });
  store.start(MANIFEST_URL);
  /** Moves the page's time on and lets the checks it started finish. */
  const wait = async (ms: number) => {
    await settle();
    clock.advance(ms);
    await settle();
  };
  return { store, clock, env, pwa, wait };
}

function storage(local: Record<string, string> = {}) {
  return { local: createMemoryStore(local), session: createMemoryStore() };
}

describe('the update check (spec 4 / 9)', () => {
  it('asks for the asset manifest 1.5 s after start, not before', async () => {
    const { state, fetch } = deployment('build-1');
    const { wait } = openPage({ ...storage(), fetch });
    await wait(FIRST_CHECK_MS - 1);
    expect(state.calls).toBe(0);
    await wait(1);
    expect(state.calls).toBe(1);
  });

  it('asks again each time the page comes back on screen', async () => {
    const { state, fetch } = deployment('build-1');
    const { pwa, wait } = openPage({ ...storage(), fetch });
    await wait(FIRST_CHECK_MS);
    pwa.setVisible(false);
    pwa.setVisible(true);
    await settle();
    expect(state.calls).toBe(2);
  });

  it('asks again every hour', async () => {
    const { state, fetch } = deployment('build-1');
    const { wait } = openPage({ ...storage(), fetch });
    await wait(FIRST_CHECK_MS);
    await wait(CHECK_EVERY_MS - FIRST_CHECK_MS);
    expect(state.calls).toBe(2);
    await wait(CHECK_EVERY_MS);
    expect(state.calls).toBe(3);
  });

  describe('on a first visit', () => {
    it('stores the hash and offers nothing', async () => {
      const { fetch } = deployment('build-1');
      const stores = storage();
      const { store, wait } = openPage({ ...stores, fetch });
      await wait(FIRST_CHECK_MS);
      expect(store.available).toBeNull();
      expect(stores.local.get(ASSET_HASH_KEY)).toBe('build-1');
    });
  });

  describe('when the deployed hash is the stored one', () => {
    it('offers nothing and leaves the worker alone', async () => {
      const { fetch } = deployment('build-1');
      const { store, pwa, wait } = openPage({ ...storage({ [ASSET_HASH_KEY]: 'build-1' }), fetch });
      await wait(CHECK_EVERY_MS);
      expect(store.available).toBeNull();
      expect(pwa.updates()).toBe(0);
    });
  });

  describe('when the manifest cannot be read', () => {
    it('offers nothing and tries again at the next check', async () => {
      const { state, fetch } = deployment(null);
      const { store, wait } = openPage({ ...storage({ [ASSET_HASH_KEY]: 'build-1' }), fetch });
      await wait(FIRST_CHECK_MS);
      expect(store.available).toBeNull();
      state.hash = 'build-2';
      await wait(CHECK_EVERY_MS);
      expect(store.available).toBe('build-2');
    });
  });

  describe('when a new build is deployed', () => {
    it('shows the update dialog and updates the worker once, however many checks follow', async () => {
      const { state, fetch } = deployment('build-1');
      const { store, pwa, wait } = openPage({ ...storage(), fetch });
      await wait(FIRST_CHECK_MS);
      state.hash = 'build-2';
      await wait(CHECK_EVERY_MS);
      expect(store.available).toBe('build-2');
      expect(pwa.updates()).toBe(1);
      pwa.setVisible(false);
      pwa.setVisible(true);
      state.hash = 'build-3';
      await wait(CHECK_EVERY_MS);
      expect(pwa.updates()).toBe(1);
      expect(store.available).toBe('build-2');
    });
  });
});

describe('the refresh button', () => {
  async function pageWithUpdate(path: string, stores = storage({ [ASSET_HASH_KEY]: 'build-1' })) {
    const { fetch } = deployment('build-2');
    const page = openPage({ ...stores, fetch, path });
    await page.wait(FIRST_CHECK_MS);
    expect(page.store.available).toBe('build-2');
    return { ...page, ...stores, fetch };
  }

  it.each(['/m/home', '/m/index', '/m/index.html', '/m/game', '/m/login', '/m/register'])(
    'reloads %s 200 ms after the click',
    async (path) => {
      const { store, env, wait } = await pageWithUpdate(path);
      void store.refresh();
      await wait(199);
      expect(env.record.reloads).toBe(0);
      await wait(1);
      expect(env.record.reloads).toBe(1);
      expect(env.record.assigned).toEqual([]);
    },
  );

  it.each(['/m/register.html', '/m/member/home'])('reloads %s', async (path) => {
    const { store, env, wait } = await pageWithUpdate(path);
    void store.refresh();
    await wait(200);
    expect(env.record.reloads).toBe(1);
  });

  it('goes to /m/home from any other page', async () => {
    const { store, env, wait } = await pageWithUpdate('/m/launchGame');
    void store.refresh();
    await wait(200);
    expect(env.record.reloads).toBe(0);
    expect(env.record.assigned).toEqual(['/m/home']);
  });

  it('reloads exactly once, however often it is pressed', async () => {
    const { store, env, wait } = await pageWithUpdate('/m/home');
    void store.refresh();
    void store.refresh();
    await wait(200);
    void store.refresh();
    await wait(10_000);
    expect(env.record.reloads).toBe(1);
  });

  it('waits for the new worker to take over, at most 5 s, before the 200 ms', async () => {
    const { fetch } = deployment('build-2');
    const stuck: ServiceWorkerPort = {
      isSupported: () => true,
      register: () => Promise.resolve(true),
      update: () => new Promise<void>(() => undefined),
    };
    const page = openPage({
      ...storage({ [ASSET_HASH_KEY]: 'build-1' }),
      fetch,
      serviceWorker: stuck,
    });
    await page.wait(FIRST_CHECK_MS);
    void page.store.refresh();
    await page.wait(5000);
    expect(page.env.record.reloads).toBe(0);
    await page.wait(200);
    expect(page.env.record.reloads).toBe(1);
  });

  it('the reloaded page offers nothing: the new hash is stored', async () => {
    const first = await pageWithUpdate('/m/home');
    void first.store.refresh();
    await first.wait(200);
    const { fetch } = deployment('build-2');
    const next = openPage({ local: first.local, session: first.session, fetch });
    await next.wait(CHECK_EVERY_MS);
    expect(next.store.available).toBeNull();
    expect(next.env.record.reloads).toBe(0);
  });

  describe('when the reloaded page still finds the old hash stored (another tab wrote it)', () => {
    it('takes the build it reloaded for as current instead of reloading again', async () => {
      const first = await pageWithUpdate('/m/home');
      void first.store.refresh();
      await first.wait(200);
      expect(first.session.get(UPDATE_RELOAD_KEY)).toBe('build-2');
      first.local.set(ASSET_HASH_KEY, 'build-1');
      const { fetch } = deployment('build-2');
      const next = openPage({ local: first.local, session: first.session, fetch });
      await next.wait(FIRST_CHECK_MS);
      expect(next.store.available).toBeNull();
      expect(first.local.get(ASSET_HASH_KEY)).toBe('build-2');
    });
  });
});

describe('the second asset manifest (spec 2: /mobile/mc/asset-manifest.json)', () => {
  const SECOND_URL = '/mobile/mc/asset-manifest.json';

  /** Both deployments: the app's { hash }, the second as any JSON text, or 404 when null. */
  function deployments(app: string, second: string | null) {
    const state = { app, second, calls: [] as string[] };
    const fetch: typeof globalThis.fetch = (input) => {
      const url = String(input);
      state.calls.push(url);
      if (url === MANIFEST_URL) return Promise.resolve(Response.json({ hash: state.app }));
      if (url !== SECOND_URL) throw new Error(`unexpected ${url}`);
      if (state.second === null) return Promise.resolve(new Response('Not Found', { status: 404 }));
      return Promise.resolve(new Response(state.second, { status: 200 }));
    };
    return { state, fetch };
  }

  function openBoth(stores: ReturnType<typeof storage>, fetch: typeof globalThis.fetch) {
    const clock = createFakeClock(1_000_000);
    const env = createTestEnvironment({ url: 'https://m.demo-casino.test/m/home', document: null });
    const pwa = createMemoryPwa();
    const store = new UpdateStore({
      fetch,
      clock,
      ...stores,
      env,
      visibility: pwa.visibility,
      serviceWorker: pwa.serviceWorker,
    });
    store.start(MANIFEST_URL, SECOND_URL);
    const wait = async (ms: number) => {
      await settle();
      clock.advance(ms);
      await settle();
      await settle();
    };
    return { store, wait, env };
  }

  it('asks for both at each check', async () => {
    const { state, fetch } = deployments('build-1', '{"hash":"mc-1"}');
    const { wait } = openBoth(storage(), fetch);
    await wait(FIRST_CHECK_MS);
    expect(state.calls).toEqual([MANIFEST_URL, SECOND_URL]);
  });

  it('a change in the second alone shows the dialog, and refresh keeps both', async () => {
    const { state, fetch } = deployments('build-1', '{"hash":"mc-1"}');
    const stores = storage();
    const { store, wait } = openBoth(stores, fetch);
    await wait(FIRST_CHECK_MS);
    expect(store.available).toBeNull();
    expect(stores.local.get(SECOND_HASH_KEY)).toBe('mc-1');
    state.second = '{"hash":"mc-2"}';
    await wait(CHECK_EVERY_MS);
    expect(store.available).toBe('build-1+mc-2');
    void store.refresh();
    await wait(WORKER_WAIT_MS + RELOAD_DELAY_MS);
    expect(stores.local.get(SECOND_HASH_KEY)).toBe('mc-2');
    // The reloaded page offers nothing.
    const next = openBoth(stores, fetch);
    await next.wait(FIRST_CHECK_MS);
    expect(next.store.available).toBeNull();
  });

  it('a second manifest without a hash (a list of files) changes with its text', async () => {
    const { state, fetch } = deployments('build-1', '{"files":{"main.js":"/mobile/mc/main.1.js"}}');
    const { store, wait } = openBoth(storage(), fetch);
    await wait(FIRST_CHECK_MS);
    state.second = '{"files":{"main.js":"/mobile/mc/main.2.js"}}';
    await wait(CHECK_EVERY_MS);
    expect(store.available).toMatch(/^build-1\+/);
    expect(fingerprint('a')).not.toBe(fingerprint('b'));
  });

  it('a missing second manifest (404, or the HTML page) is no error and no update', async () => {
    const { state, fetch } = deployments('build-1', null);
    const stores = storage();
    const { store, wait } = openBoth(stores, fetch);
    await wait(FIRST_CHECK_MS);
    await wait(CHECK_EVERY_MS);
    expect(store.available).toBeNull();
    expect(stores.local.get(SECOND_HASH_KEY)).toBeNull();
    state.second = '<!doctype html><html></html>';
    await wait(CHECK_EVERY_MS);
    expect(store.available).toBeNull();
    // The app's own change still shows.
    state.app = 'build-2';
    await wait(CHECK_EVERY_MS);
    expect(store.available).toBe('build-2');
  });

  it('a second manifest that disappears after being seen is no update', async () => {
    const { state, fetch } = deployments('build-1', '{"hash":"mc-1"}');
    const { store, wait } = openBoth(storage(), fetch);
    await wait(FIRST_CHECK_MS);
    state.second = null;
    await wait(CHECK_EVERY_MS);
    expect(store.available).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthStore } from '../features/auth';
import { DownloadStore } from '../features/download/DownloadStore';
import { GameLaunchStore } from '../features/games/GameLaunchStore';
import { GamesStore } from '../features/games/GamesStore';
import { InboxStore } from '../features/inbox/InboxStore';
import { MenuStore } from '../features/menu/MenuStore';
import type { LazyStore } from '../features/module';
import { PushStore } from '../features/push/PushStore';
import { PwaStore } from '../features/pwa';
import { PromotionsStore } from '../features/promotions/PromotionsStore';
import { SupportRequest } from '../features/support/supportRequest';
import { SupportStore } from '../features/support/SupportStore';
import { createTenantRoot } from './createTenantRoot';
import type { RootStore } from '../app/RootStore';

let root: RootStore | null = null;
afterEach(() => {
  vi.restoreAllMocks();
  root?.dispose();
  root = null;
});

/** Builds the stores a feature's own chunk builds (LazyStore.obtain), as their widgets do. */
function obtainChunkStores(r: RootStore): void {
  r.download.obtain((x) => new DownloadStore(x));
  r.games.obtain((x) => new GamesStore(x));
  r.gameLaunch.obtain((x) => new GameLaunchStore(x));
  r.inbox.obtain((x) => new InboxStore(x));
  r.menu.obtain((x) => new MenuStore(x));
  r.promotions.obtain((x) => new PromotionsStore(x));
  r.supportRequest.obtain(() => new SupportRequest());
  r.support.obtain((x) => new SupportStore(x));
}

describe('a root as the app builds it', () => {
  it('builds every declared store, and disposes each one it built, pwa included', async () => {
    // MobX binds some stores' dispose on the instance at construction: watch their classes'.
    const watched = [
      DownloadStore,
      GamesStore,
      GameLaunchStore,
      MenuStore,
      PromotionsStore,
      SupportRequest,
      SupportStore,
      PushStore,
      PwaStore,
      AuthStore,
    ].map((type) => vi.spyOn(type.prototype, 'dispose'));
    ({ root } = await createTenantRoot({ session: 'member' }));
    const r = root;
    await r.startServices();
    obtainChunkStores(r);
    const stores = new Map<string, unknown>();
    for (const key of r.storeKeys('eager')) stores.set(key, r[key]);
    for (const key of [...r.storeKeys('lazy'), ...r.storeKeys('service')]) {
      stores.set(key, (r[key] as LazyStore<unknown>).current);
    }
    // Every lazy and service store is built (none is left null by the walk above).
    expect([...stores].filter(([, store]) => store === null).map(([key]) => key)).toEqual([]);
    const owning = [...stores].filter(
      (entry): entry is [string, { dispose: () => void }] =>
        typeof (entry[1] as { dispose?: unknown }).dispose === 'function',
    );
    expect(owning.map(([key]) => key)).toEqual(
      expect.arrayContaining(['pwa', 'auth', 'api', 'push', 'tracking', 'memberLanguage']),
    );
    const wrapped: string[] = [];
    for (const [key, store] of owning) {
      if (Object.getOwnPropertyDescriptor(store, 'dispose')?.configurable === false) continue;
      const dispose = store.dispose.bind(store);
      Object.defineProperty(store, 'dispose', {
        configurable: true,
        value: () => {
          wrapped.push(key);
          dispose();
        },
      });
    }
    r.dispose();
    root = null;
    const notDisposed = owning
      .filter(([key, store]) => {
        if (wrapped.includes(key)) return false;
        return !watched.some((spy) => spy.mock.contexts.includes(store));
      })
      .map(([key]) => key);
    expect(notDisposed).toEqual([]);
  });
});

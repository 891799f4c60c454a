import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGameVendorCatalogue } from '../../api/calls/games';
import type { TenantRootOptions } from '../../testing/createTenantRoot';
import { createTenantRoot } from '../../testing/createTenantRoot';
import { directFetch } from '../../testing/directFetch';
import { tenantCodes } from '../../testing/tenants';
import { GamesStore } from './GamesStore';

/** The machine may be busy: answers from the in-memory demo API can take a moment. */
const WAIT = { timeout: 5_000 };

const VENDOR_CALL = '/wps/relay/GCSGAME_newGameVendor';
const MATCH_CALL = '/wps/relay/GCSGAME_getGameMatchV2';

// Each test's root, disposed after it: timers and reactions stop.
const roots: Array<{ dispose(): void }> = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.dispose();
});

async function gamesFor(options: Partial<TenantRootOptions> = {}) {
  const calls: string[] = [];
  const { root, api } = await createTenantRoot({
    session: 'member',
    connect: (demo, origin) => {
      const send = directFetch(demo.app, origin);
      return (input, init) => {
        calls.push(new URL(input instanceof Request ? input.url : String(input), origin).pathname);
        return send(input, init);
      };
    },
    ...options,
  });
  roots.push(root);
  const games = new GamesStore(root);
  const count = (path: string) => calls.filter((called) => called === path).length;
  return { root, api, games, count };
}

describe('the game vendor catalogue', () => {
  it.each(tenantCodes)(
    'numbers the categories of %s as the platform does (spec 9)',
    async (tenant) => {
      const { games, root } = await gamesFor({ tenant });
      games.start();
      await vi.waitFor(() => expect(games.status).toBe('ready'), WAIT);
      const served = await getGameVendorCatalogue(root.api);
      const shown = games.lanes({ maxLanes: 20, backUrl: '/m/home' });
      const ordinals = Object.fromEntries(
        shown.flatMap((lane) => lane.categories.map((c) => [c.key, c.ordinal])),
      );
      expect(ordinals).toEqual(served.ordinal);
      for (const lane of shown) {
        const list = lane.categories.map((c) => c.ordinal);
        expect(list).toEqual([...list].sort((a, b) => a - b));
      }
    },
  );

  it("shows at most the widget's lanes", async () => {
    const { games } = await gamesFor();
    games.start();
    await vi.waitFor(() => expect(games.status).toBe('ready'), WAIT);
    expect(games.lanes({ maxLanes: 2, backUrl: '/m/home' })).toHaveLength(2);
  });

  it('loads once however often it is started', async () => {
    const { games, count } = await gamesFor();
    games.start();
    games.start();
    await vi.waitFor(() => expect(games.status).toBe('ready'), WAIT);
    expect(count(VENDOR_CALL)).toBe(1);
    expect(count(MATCH_CALL)).toBe(1);
  });

  it('reloads titles and matches on a language change (spec 4)', async () => {
    const { games, root, count } = await gamesFor({ tenant: 'vn-lotto', language: 'EN' });
    games.start();
    await vi.waitFor(() => expect(games.status).toBe('ready'), WAIT);
    const title = () => games.lanes({ backUrl: '/m/home' })[0]?.title;
    expect(title()).toBe('Lottery');
    await root.locale.setLanguage('VI');
    await vi.waitFor(() => expect(title()).toBe('Xổ số'), WAIT);
    expect(count(VENDOR_CALL)).toBe(2);
    expect(count(MATCH_CALL)).toBe(2);
  });

  it('says when the catalogue fails, and loads it on retry', async () => {
    const { games, api } = await gamesFor({ faults: [{ path: VENDOR_CALL, status: 500 }] });
    games.start();
    await vi.waitFor(() => expect(games.status).toBe('failed'), WAIT);
    expect(games.lanes({ backUrl: '/m/home' })).toEqual([]);
    await api.app.fetch(new Request('http://demo.test/__demo/faults', { method: 'DELETE' }));
    await games.load();
    expect(games.status).toBe('ready');
    expect(games.lanes({ backUrl: '/m/home' }).length).toBeGreaterThanOrEqual(3);
  });

  it('keeps the lanes without the matches when only the matches fail', async () => {
    const { games } = await gamesFor({ faults: [{ path: MATCH_CALL, status: 500 }] });
    games.start();
    await vi.waitFor(() => expect(games.status).toBe('ready'), WAIT);
    expect(games.matches).toEqual([]);
  });

  it('stops following the language once disposed', async () => {
    const { games, root, count } = await gamesFor({ language: 'EN' });
    games.start();
    await vi.waitFor(() => expect(games.status).toBe('ready'), WAIT);
    games.dispose();
    await root.locale.setLanguage('VI');
    expect(count(VENDOR_CALL)).toBe(1);
  });
});

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { GameLaunch, GameMatch, GameVendorAnswer } from '../src/api/calls/games.ts';
import type { TenantConfig } from '../src/config/tenant.gen.ts';
import { createDemoApi } from './createDemoApi.ts';
import type { Envelope } from './envelope.ts';
import { DEMO_NO_URL_GAME, DEMO_SLOW_GAME, lottoArea, lotteryGameCode } from './data/lottery.ts';
import { getCall, relayCall, valueOf } from './relayTestSupport.ts';
import { qaToken } from './sessions.ts';
import { call, FIXED_NOW, repoTenants } from './testSupport.ts';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const tenants = repoTenants();
const api = createDemoApi({ tenants, now: () => FIXED_NOW });
const perTenant = tenants.map((t) => [t.merchantCode, t] as const);

function launchQuery(
  tenant: TenantConfig,
  extra: Record<string, string> = {},
): Record<string, string> {
  const vn = tenant.games.lotteryLaunchVariant === 'VN';
  return {
    lottoArea: lottoArea(tenant),
    launchMode: 'LOTT',
    lottoGameCode: lotteryGameCode(tenant),
    lottoView: 'betting',
    device: 'MOBILE',
    backUrl: '/m/home',
    hasLobby: 'true',
    language: 'VI',
    ...(vn ? { lottoPrizeMode: 'STANDARD', labelName: 'Đồng' } : {}),
    ...extra,
  };
}

const catalogueOf = async (merchant: string, ext?: 'webp' | 'avif') =>
  valueOf(
    await relayCall<GameVendorAnswer>(
      api,
      'GCSGAME_newGameVendor',
      { platform: 'MOBILE' },
      { merchant, ext },
    ),
  ).data;

describe.each(perTenant)('game vendor catalogue of %s', (merchant) => {
  it('has 3 to 5 lanes, each with categories of cards in the spec 3 shape', async () => {
    const data = await catalogueOf(merchant);
    expect(data.lanes.length).toBeGreaterThanOrEqual(3);
    expect(data.lanes.length).toBeLessThanOrEqual(5);
    expect(data.sorting).toEqual(data.lanes.map((l) => l.key));
    for (const lane of data.lanes) {
      expect(data.mapping[lane.key]).toMatch(/^\/m\/[a-z]+$/);
      expect(data.display[lane.key]).toMatch(/^(GRID|ROW)$/);
      for (const category of lane.categories) {
        expect(category.cards.length).toBeGreaterThan(0);
        for (const card of category.cards) {
          expect(card).toEqual({
            accountTypeName: expect.any(String),
            displayName: expect.any(String),
            freeplay: expect.any(Boolean),
            gameClassify: { vendors: [expect.any(String)] },
            gameCount: expect.any(Number),
            image: expect.stringMatching(/\.svg$/),
            nodeId: expect.stringMatching(/^\d+$/),
          });
          expect(data.vendorSorting[lane.key]).toContain(card.gameClassify.vendors[0]);
        }
      }
    }
    const vendorCodes = data.allVendors.map((v) => v.code);
    expect(new Set(vendorCodes).size).toBe(vendorCodes.length);
  });

  it('numbers categories 100, 200, 300 ... with lottery variants at +5 and +1', async () => {
    const data = await catalogueOf(merchant);
    const categories = data.lanes.flatMap((l) => l.categories);
    const variants = new Set(['LOTTERY_LOBBY', 'LOTTERY_BETTING']);
    const main = categories.filter((c) => !variants.has(c.key)).map((c) => c.ordinal);
    expect(main).toEqual(main.map((_, i) => 100 + i * 100));
    const base = data.ordinal.LOTTERY ?? 0;
    expect(data.ordinal.LOTTERY_LOBBY).toBe(base + 5);
    expect(data.ordinal.LOTTERY_BETTING).toBe(base + 1);
    expect(Object.fromEntries(categories.map((c) => [c.key, c.ordinal]))).toEqual(data.ordinal);
  });

  it.each(['webp', 'avif'] as const)(
    'echoes ext=%s into every image and serves it',
    async (ext) => {
      const data = await catalogueOf(merchant, ext);
      const images = [
        ...data.allVendors.map((v) => v.image),
        ...data.lanes.flatMap((l) => l.categories.flatMap((c) => c.cards.map((k) => k.image))),
      ];
      expect(images.every((src) => src.endsWith(`.${ext}`))).toBe(true);
      const res = await call(api, images[0] ?? '', { merchant: null });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
    },
  );

  it('lists matches of its sports vendor when it has the sports lane, else none', async () => {
    const data = await catalogueOf(merchant);
    const matches = valueOf(
      await relayCall<GameMatch[]>(
        api,
        'GCSGAME_getGameMatchV2',
        { platform: 'MOBILE', size: 3 },
        { merchant },
      ),
    );
    const sports = data.lanes.find((l) => l.key === 'SPORTS');
    if (!sports) {
      expect(matches).toEqual([]);
      return;
    }
    expect(matches).toHaveLength(3);
    const nodeId = sports.categories[0]?.cards[0]?.nodeId;
    for (const match of matches) {
      expect(match.nodeId).toBe(nodeId);
      expect(match.startTime).toBeGreaterThan(FIXED_NOW);
      expect(match.odds.home).toBeGreaterThan(1);
      expect(match.odds.away).toBeGreaterThan(1);
    }
  });
});

describe.each(perTenant)('lottery launch of %s', (merchant, tenant) => {
  it('answers customer.not.login without Authorization', async () => {
    const answer = await getCall(api, '/wps/game/launchGame', launchQuery(tenant), { merchant });
    expect(answer.status).toBe(401);
    expect(answer.body.errorCode).toBe('customer.not.login');
  });

  it('answers a gameUrl to the demo game page on the same origin', async () => {
    const answer = await getCall<GameLaunch>(api, '/wps/game/launchGame', launchQuery(tenant), {
      merchant,
      token: qaToken(merchant, 'member1'),
    });
    const url = new URL(valueOf(answer).gameUrl, 'http://app.test');
    expect(url.origin).toBe('http://app.test');
    expect(url.pathname).toBe('/m/demo-game.html');
    expect(url.searchParams.get('game')).toBe(lotteryGameCode(tenant));
    expect(url.searchParams.get('back')).toBe('/m/home');
  });

  it.each([
    ['launchMode', { launchMode: 'GAME' }],
    ['device', { device: 'DESKTOP' }],
    ['lottoArea', { lottoArea: 'XX' }],
    ['lottoView', { lottoView: 'grid' }],
    ['backUrl', { backUrl: 'https://evil.example/' }],
  ])('refuses a wrong %s', async (_field, extra) => {
    const answer = await getCall(api, '/wps/game/launchGame', launchQuery(tenant, extra), {
      merchant,
      token: qaToken(merchant, 'member1'),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('param.invalid');
  });

  it('requires labelName for the VN variant only', async () => {
    const { labelName: _dropped, ...query } = launchQuery(tenant);
    const answer = await getCall(api, '/wps/game/launchGame', query, {
      merchant,
      token: qaToken(merchant, 'member1'),
    });
    if (tenant.games.lotteryLaunchVariant === 'VN') {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain('labelName');
    } else {
      expect(answer.body.success).toBe(true);
    }
  });

  it('trial-launches a free-play card, and refuses one without free play', async () => {
    const data = await catalogueOf(merchant);
    const cards = data.lanes.flatMap((l) => l.categories.flatMap((c) => c.cards));
    const free = cards.find((c) => c.freeplay);
    const paid = cards.find((c) => !c.freeplay);
    expect(free !== undefined).toBe(tenant.games.trialLaunch !== false);
    if (free) {
      const answer = await relayCall<GameLaunch>(
        api,
        'GCS_gameTrialLaunch',
        { gameId: 'g-1', nodeId: free.nodeId, platform: 'MOBILE' },
        { merchant },
      );
      expect(valueOf(answer).gameUrl).toMatch(/^\/m\/demo-game\.html\?game=g-1&.*trial=1/);
    }
    const refused = await relayCall(
      api,
      'GCS_gameTrialLaunch',
      { gameId: 'g-1', nodeId: paid?.nodeId, platform: 'MOBILE' },
      { merchant },
    );
    expect(refused.body.errorCode).toBe('game.trial.unavailable');
  });
});

describe('the demo launch failures (DEMO_SLOW, DEMO_NO_URL)', () => {
  const tenant = tenants.find((t) => t.merchantCode === 'demo')!;
  const token = qaToken('demo', 'member1');
  const launchOf = (game: string, init: { signal?: AbortSignal; token?: string } = {}) => {
    const search = new URLSearchParams(launchQuery(tenant, { lottoGameCode: game })).toString();
    return call(api, `/wps/game/launchGame?${search}`, {
      headers: { Authorization: init.token ?? token },
      signal: init.signal,
    });
  };

  it('answers DEMO_NO_URL with success and no gameUrl', async () => {
    const res = await launchOf(DEMO_NO_URL_GAME);
    expect(await res.json()).toMatchObject({ success: true, value: { gameUrl: null } });
  });

  it('hangs the first DEMO_SLOW launch of a session until the client gives up; later ones answer', async () => {
    const controller = new AbortController();
    let settled = false;
    const hung = launchOf(DEMO_SLOW_GAME, { signal: controller.signal }).then((res) => {
      settled = true;
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    controller.abort();
    expect((await hung).status).toBe(504);
    // Another member's first launch hangs too: the turns are per session.
    const other = new AbortController();
    const otherHung = launchOf(DEMO_SLOW_GAME, {
      signal: other.signal,
      token: qaToken('demo', 'vip1'),
    });
    const retry = await launchOf(DEMO_SLOW_GAME);
    const body = (await retry.json()) as Envelope<GameLaunch>;
    const url = new URL(valueOf({ status: retry.status, body }).gameUrl, 'http://app.test');
    expect(url.searchParams.get('game')).toBe(DEMO_SLOW_GAME);
    expect((await launchOf(DEMO_SLOW_GAME)).status).toBe(200);
    other.abort();
    expect((await otherHung).status).toBe(504);
  });

  it('hangs a new DEMO_SLOW_* code once again', async () => {
    const controller = new AbortController();
    const hung = launchOf(`${DEMO_SLOW_GAME}_2`, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    expect((await hung).status).toBe(504);
    expect((await launchOf(`${DEMO_SLOW_GAME}_2`)).status).toBe(200);
  });
});

describe('the demo game page', () => {
  it('loads only same-origin files', () => {
    const html = readFileSync(join(PUBLIC_DIR, 'demo-game.html'), 'utf8');
    expect(html).toContain('<script src="demo-game.js"></script>');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    const script = readFileSync(join(PUBLIC_DIR, 'demo-game.js'), 'utf8');
    expect(script).toContain("back.startsWith('/m/')");
  });
});

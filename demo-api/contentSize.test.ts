import { describe, expect, it } from 'vitest';
import type { GameVendorAnswer } from '../src/api/calls/games.ts';
import type { Announcement, Banner, PromotionCategory } from '../src/api/calls/promotions.ts';
import type { CustomerServiceScript } from '../src/api/calls/support.ts';
import { CONTENT_SIZE_COOKIE, CONTENT_SIZE_HEADER } from './contentSize.ts';
import type { ContentSize } from './contentSize.ts';
import type { DemoApi } from './createDemoApi.ts';
import type { Envelope } from './envelope.ts';
import { call, FIXED_NOW, repoTenants, testApi } from './testSupport.ts';

const api = testApi({ tenants: repoTenants() });
const codes = repoTenants().map((t) => t.merchantCode);

async function relay<T>(
  name: string,
  body: unknown,
  merchant: string,
  headers: Record<string, string> = {},
  on: DemoApi = api,
): Promise<T> {
  const res = await call(on, `/wps/relay/${name}`, {
    method: 'POST',
    merchant,
    headers: { 'content-type': 'application/json', Language: 'EN', ...headers },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (!envelope.success || envelope.value === null) throw new Error(JSON.stringify(envelope));
  return envelope.value;
}

interface Counts {
  cards: number;
  banners: number;
  announcements: number;
  marquee: number;
  promotions: number;
  customerService: number;
}

async function countsOf(
  merchant: string,
  headers: Record<string, string>,
  on: DemoApi = api,
): Promise<Counts> {
  const catalogue = await relay<GameVendorAnswer>(
    'GCSGAME_newGameVendor',
    { platform: 'MOBILE' },
    merchant,
    headers,
    on,
  );
  const list = (types: string[]) =>
    relay<Announcement[]>(
      'MCSFE_getListAnnouncements',
      { platform: 'MOBILE', types, category: null },
      merchant,
      headers,
      on,
    );
  const banners = await relay<Banner[]>(
    'MCSFE_getBanners',
    { platform: 'MOBILE' },
    merchant,
    headers,
    on,
  );
  const categories = await relay<PromotionCategory[]>(
    'PROMOFE_getPromotionAnnouncementCategory',
    {},
    merchant,
    headers,
    on,
  );
  const script = await relay<CustomerServiceScript>(
    'WPSCORE_getCustomerServiceScript',
    {},
    merchant,
    headers,
    on,
  );
  return {
    cards: catalogue.data.lanes.flatMap((l) => l.categories.flatMap((c) => c.cards)).length,
    banners: banners.length,
    announcements: (await list([])).length,
    marquee: (await list(['MARQUEE'])).length,
    promotions: categories.reduce((sum, c) => sum + c.promotions.length, 0),
    customerService: script.entries.length,
  };
}

const sized = (size: ContentSize) => ({ [CONTENT_SIZE_HEADER]: size });

describe('content sizes', () => {
  it.each(codes)('%s: large is the figures of a real large merchant', async (code) => {
    const large = await countsOf(code, sized('large'));
    expect(large).toMatchObject({
      cards: 150,
      banners: 40,
      announcements: 200,
      promotions: 100,
      customerService: 60,
    });
    // Most of them run in the marquee.
    expect(large.marquee).toBeGreaterThan(100);
  });

  it('1x is the merchant as it was; 10x and 30x are ten and thirty times it', async () => {
    const small = await countsOf('demo', {});
    expect(await countsOf('demo', sized('1x'))).toEqual(small);
    for (const [size, times] of [
      ['10x', 10],
      ['30x', 30],
    ] as const) {
      const grown = await countsOf('demo', sized(size));
      expect(grown.cards).toBe(small.cards * times);
      expect(grown.banners).toBe(small.banners * times);
      expect(grown.announcements).toBe(small.announcements * times);
      expect(grown.promotions).toBe(small.promotions * times);
      expect(grown.customerService).toBe(small.customerService * times);
    }
  });

  it('is the same answer every time, in the asked language, with working items', async () => {
    const ask = (language: string) =>
      relay<GameVendorAnswer>('GCSGAME_newGameVendor', { platform: 'MOBILE' }, 'vn-lotto', {
        ...sized('large'),
        Language: language,
      });
    const first = await ask('VI');
    expect(await ask('VI')).toEqual(first);
    const cards = first.data.lanes.flatMap((l) => l.categories.flatMap((c) => c.cards));
    // A grown card has its own name and picture, and launches a node the merchant has.
    const small = await relay<GameVendorAnswer>(
      'GCSGAME_newGameVendor',
      { platform: 'MOBILE' },
      'vn-lotto',
      { Language: 'VI' },
    );
    const nodes = new Set(
      small.data.lanes.flatMap((l) => l.categories.flatMap((c) => c.cards.map((d) => d.nodeId))),
    );
    expect(cards.filter((c) => !nodes.has(c.nodeId))).toEqual([]);
    expect(new Set(cards.map((c) => c.image)).size).toBeGreaterThan(140);
    expect(new Set(cards.map((c) => c.displayName)).size).toBeGreaterThan(100);
    // Lane and category titles stay the merchant's language.
    expect(first.data.lanes.map((l) => l.title)).toEqual(
      (
        await relay<GameVendorAnswer>('GCSGAME_newGameVendor', { platform: 'MOBILE' }, 'vn-lotto', {
          Language: 'VI',
        })
      ).data.lanes.map((l) => l.title),
    );
    const banners = await relay<Banner[]>(
      'MCSFE_getBanners',
      { platform: 'MOBILE' },
      'demo',
      sized('large'),
    );
    expect(new Set(banners.map((b) => b.id)).size).toBe(40);
    // The refused address stays a single case.
    expect(banners.filter((b) => b.linkage.startsWith('javascript:'))).toHaveLength(1);
  });

  it('a browser names its size with a cookie, set by GET /__demo/size?size=', async () => {
    const fresh = testApi({ now: () => FIXED_NOW });
    const res = await call(fresh, '/__demo/size?size=LARGE', {});
    expect(res.headers.get('set-cookie')).toMatch(/^demoSize=large; Path=\//);
    const counts = await countsOf('demo', { cookie: `a=b; ${CONTENT_SIZE_COOKIE}=large` }, fresh);
    expect(counts.banners).toBe(40);
    const off = await call(fresh, '/__demo/size?size=1x', {});
    expect(off.headers.get('set-cookie')).toMatch(/^demoSize=; .*Max-Age=0/);
    expect((await call(fresh, '/__demo/size?size=huge', {})).status).toBe(400);
    const asked = await call(fresh, '/__demo/size', { headers: { cookie: 'demoSize=30x' } });
    expect(((await asked.json()) as Envelope<string>).value).toBe('30x');
  });

  it("a demo API's default size is what requests naming none get (Storybook's toolbar)", async () => {
    const fresh = testApi({ now: () => FIXED_NOW });
    fresh.state.contentSize = 'large';
    expect((await countsOf('demo', {}, fresh)).cards).toBe(150);
    expect((await countsOf('demo', sized('1x'), fresh)).cards).toBeLessThan(20);
  });
});

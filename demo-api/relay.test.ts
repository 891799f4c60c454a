import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { GameVendorAnswer } from '../src/api/calls/games.ts';
import type {
  Announcement,
  AvailablePromotions,
  Banner,
  PromotionCategory,
} from '../src/api/calls/promotions.ts';
import type { TenantConfig } from '../src/config/tenant.gen.ts';
import { createDemoApi } from './createDemoApi.ts';
import { publicHosts } from './data/domains.ts';
import { relayCall, valueOf } from './relayTestSupport.ts';
import { FIXED_NOW, repoTenants } from './testSupport.ts';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const tenants = repoTenants();
const api = createDemoApi({ tenants, now: () => FIXED_NOW });
const perTenant = tenants.map((t) => [t.merchantCode, t] as const);

/** Another language the tenant offers, for the localisation checks. */
const otherLanguage = (tenant: TenantConfig): string =>
  tenant.languages.default === 'EN' ? 'EN' : tenant.languages.default;

describe('relay calls need a known merchant and a JSON object body', () => {
  it('answers 400 merchant.not.found without a merchant', async () => {
    const answer = await relayCall(api, 'PROMOFE_getPromoCodeEnable', {}, { merchant: null });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('merchant.not.found');
  });

  it.each([['not json'], ['[1,2]']])('answers 400 param.invalid for the body %s', async (body) => {
    const answer = await relayCall(api, 'PROMOFE_getPromoCodeEnable', body);
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('param.invalid');
  });

  it('answers 404 not.found for a relay name it does not know', async () => {
    const answer = await relayCall(api, 'MCSFE_noSuchCall');
    expect(answer.status).toBe(404);
    expect(answer.body.errorCode).toBe('not.found');
  });
});

describe.each(perTenant)('promotions of %s', (merchant, tenant) => {
  it('reports every promotion key, enabled as promotions.available says', async () => {
    const value = valueOf(
      await relayCall<AvailablePromotions>(
        api,
        'MCSFE_getMerchantAvailablePromotions',
        {},
        { merchant },
      ),
    );
    const on = new Set<string>(tenant.promotions?.available ?? []);
    expect(value).toEqual({
      MISSION: { enabled: on.has('MISSION') },
      LOGIN: { enabled: on.has('LOGIN') },
      SAVIOR: { enabled: on.has('SAVIOR') },
      REFERRAL: { enabled: on.has('REFERRAL') },
      APP_DOWNLOAD: { enabled: on.has('APP_DOWNLOAD') },
    });
  });

  it('enables the promo code as whitelabel.flags.promoCode says', async () => {
    const value = valueOf(
      await relayCall<boolean>(api, 'PROMOFE_getPromoCodeEnable', {}, { merchant }),
    );
    expect(value).toBe(tenant.whitelabel.flags.promoCode ?? false);
  });

  it('lists categories of promotions that each open /m/activity?id=', async () => {
    const categories = valueOf(
      await relayCall<PromotionCategory[]>(
        api,
        'PROMOFE_getPromotionAnnouncementCategory',
        {},
        { merchant },
      ),
    );
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) {
      expect(category).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        promotions: expect.any(Array),
      });
      expect(category.promotions.length).toBeGreaterThan(0);
      for (const p of category.promotions) {
        expect(p.linkage).toBe(`/m/activity?id=${p.id}`);
        expect(existsSync(join(PUBLIC_DIR, p.image.replace(/^\/m\//, '')))).toBe(true);
      }
    }
  });

  it('lists 3 to 5 announcements in EN and in the tenant default language', async () => {
    const ask = (language: string) =>
      relayCall<Announcement[]>(
        api,
        'MCSFE_getListAnnouncements',
        { types: [], platform: 'MOBILE', category: null },
        { merchant, language },
      ).then(valueOf);
    const english = await ask('EN');
    expect(english.length).toBeGreaterThanOrEqual(3);
    expect(english.length).toBeLessThanOrEqual(5);
    expect(english[0]?.title).toBe(`Welcome to ${tenant.displayName}`);
    const local = await ask(otherLanguage(tenant));
    if (otherLanguage(tenant) !== 'EN') expect(local[0]?.title).not.toBe(english[0]?.title);
    // A language the tenant does not offer gets the tenant default's texts.
    expect(await ask('KK')).toEqual(await ask(tenant.languages.default));
  });

  it('filters announcements by types and category, and echoes ext into popup images', async () => {
    const list = valueOf(
      await relayCall<Announcement[]>(
        api,
        'MCSFE_getListAnnouncements',
        { types: ['POPUP', 'MARQUEE'], platform: 'MOBILE', category: 'PROMOTION' },
        { merchant, ext: 'avif' },
      ),
    );
    expect(list.map((a) => a.type).sort()).toEqual(['MARQUEE', 'POPUP']);
    expect(list.every((a) => a.category === 'PROMOTION')).toBe(true);
    const popup = list.find((a) => a.type === 'POPUP');
    expect(popup?.image).toMatch(/\.avif$/);
    expect(list.find((a) => a.type === 'MARQUEE')?.image).toBeNull();
  });

  it('serves one banner of each linkage, including a javascript: link to refuse', async () => {
    const list = valueOf(
      await relayCall<Banner[]>(api, 'MCSFE_getBanners', { platform: 'MOBILE' }, { merchant }),
    );
    const categories = valueOf(
      await relayCall<PromotionCategory[]>(
        api,
        'PROMOFE_getPromotionAnnouncementCategory',
        {},
        { merchant },
      ),
    );
    const promotionIds = categories.flatMap((c) => c.promotions.map((p) => String(p.id)));
    const byType = (type: Banner['linkageType']) => list.filter((b) => b.linkageType === type);

    const [promotion] = byType('P');
    expect(promotionIds).toContain(promotion?.linkage);

    const [game, typeOnly] = byType('G');
    expect(game).toMatchObject({
      roomId: `${game?.linkage}-1`,
      nodeId: expect.stringMatching(/^\d+$/),
      gameType: 'LOTTERY',
      vendor: expect.any(String),
    });
    // A game banner naming a game type and no vendor (spec 3, Banner).
    expect(typeOnly).toMatchObject({
      roomId: null,
      nodeId: expect.stringMatching(/^\d+$/),
      gameType: 'SLOTS',
      vendor: null,
    });
    const catalogue = valueOf(
      await relayCall<GameVendorAnswer>(api, 'GCSGAME_newGameVendor', {}, { merchant }),
    );
    const nodeIds = catalogue.data.lanes.flatMap((l) =>
      l.categories.flatMap((c) => c.cards.map((k) => k.nodeId)),
    );
    expect(nodeIds).toContain(game?.nodeId);
    expect(nodeIds).toContain(typeOnly?.nodeId);

    const links = byType('URL').map((b) => b.linkage);
    expect(links.filter((l) => l.startsWith('/m/'))).toHaveLength(1);
    const external = links.filter((l) => l.startsWith('https://'));
    expect(external).toHaveLength(1);
    expect(publicHosts(tenant)).toContain(new URL(external[0] ?? '').host);
    expect(links).toContain('javascript:alert(1)');

    for (const banner of list) {
      expect(banner.image).toMatch(new RegExp(`^/m/brand/${merchant}/banner-[1-3]\\.webp$`));
      expect(existsSync(join(PUBLIC_DIR, banner.image.replace(/^\/m\//, '')))).toBe(true);
    }
  });
});

describe('relay input checks', () => {
  it('refuses announcement types it does not know', async () => {
    const answer = await relayCall(api, 'MCSFE_getListAnnouncements', {
      types: ['BANNER'],
      platform: 'MOBILE',
      category: null,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('param.invalid');
  });

  it('refuses a download setting without a domain', async () => {
    const answer = await relayCall(api, 'WPSCORE_getDownloadSetting', {});
    expect(answer.body.errorCode).toBe('param.invalid');
  });
});

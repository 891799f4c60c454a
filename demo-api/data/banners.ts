import type { Banner } from '../../src/api/calls/promotions.ts';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import { primaryHost } from './domains.ts';
import { vendorNodeId } from './gameCatalogue.ts';
import { brandBanner } from './images.ts';
import { pickText } from './language.ts';
import { lotteryGameCode } from './lottery.ts';
import { promotionId } from './promotions.ts';
import { PROMOTION_TEXTS } from './promotionTexts.ts';
import { stableId } from './seeded.ts';

/** The vendor the lottery banner launches. */
const LOTTERY_VENDOR = 'LOTTOHUB';
/** The slots game the banner naming only a game type starts (every merchant has slots). */
const SLOTS_VENDOR = 'SPINFORGE';

/** The lottery room a banner opens: the game's first room (`<game code>-1`). */
export function lotteryRoomId(gameCode: string): string {
  return `${gameCode}-1`;
}

/**
 * MCSFE_getBanners: one banner of each linkage the carousel must handle. P opens the welcome
 * promotion; G launches the merchant's lottery in one of its rooms (roomId), or, naming only a
 * game type and no vendor, a slots game; URL covers an in-app /m/ path, an https page on the
 * merchant's own domain, and a javascript: address the front end must refuse.
 */
export function banners(tenant: TenantConfig, language: string): Banner[] {
  const texts = pickText(PROMOTION_TEXTS, language);
  const base = stableId(tenant.merchantCode, 'banners', 100, 800);
  const gameCode = lotteryGameCode(tenant);
  const none = { roomId: null, nodeId: null, gameType: null, vendor: null };
  const list: Omit<Banner, 'id' | 'image' | 'sort'>[] = [
    {
      title: texts.promotions.WELCOME,
      linkageType: 'P',
      linkage: String(promotionId(tenant, 'WELCOME')),
      ...none,
    },
    {
      title: texts.banners.LOTTERY,
      linkageType: 'G',
      linkage: gameCode,
      roomId: lotteryRoomId(gameCode),
      nodeId: vendorNodeId(tenant, LOTTERY_VENDOR),
      gameType: 'LOTTERY',
      vendor: LOTTERY_VENDOR,
    },
    { title: texts.banners.APP, linkageType: 'URL', linkage: '/m/download', ...none },
    {
      title: texts.banners.NEWS,
      linkageType: 'URL',
      linkage: `https://${primaryHost(tenant)}/news/this-week`,
      ...none,
    },
    // Kept on purpose: a banner address that is not /m/ or https must never be opened.
    { title: texts.banners.SPIN, linkageType: 'URL', linkage: 'javascript:alert(1)', ...none },
    {
      title: texts.banners.SLOTS,
      linkageType: 'G',
      linkage: vendorNodeId(tenant, SLOTS_VENDOR),
      ...none,
      nodeId: vendorNodeId(tenant, SLOTS_VENDOR),
      gameType: 'SLOTS',
    },
  ];
  return list.map((banner, index) => ({
    id: base + index,
    image: brandBanner(tenant, index),
    sort: index + 1,
    ...banner,
  }));
}

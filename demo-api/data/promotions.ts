import type {
  AvailablePromotions,
  PromotionCategory,
  PromotionSummary,
} from '../../src/api/calls/promotions.ts';
import { PROMOTION_KEYS } from '../../src/api/calls/promotions.ts';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import { brandBanner } from './images.ts';
import { pickText } from './language.ts';
import { PROMOTION_TEXTS } from './promotionTexts.ts';
import type { CategoryKey, PromotionTextKey } from './promotionTexts.ts';
import { stableId } from './seeded.ts';

/** MCSFE_getMerchantAvailablePromotions: every key, enabled when the tenant lists it. */
export function availablePromotions(tenant: TenantConfig): AvailablePromotions {
  const on = new Set<string>(tenant.promotions?.available ?? []);
  const entries = PROMOTION_KEYS.map((key) => [key, { enabled: on.has(key) }] as const);
  return Object.fromEntries(entries) as AvailablePromotions;
}

/** PROMOFE_getPromoCodeEnable follows the whitelabel promo-code flag. */
export function promoCodeEnabled(tenant: TenantConfig): boolean {
  return tenant.whitelabel.flags.promoCode ?? false;
}

/** Promotions in display order: the welcome bonus and weekly rebate always run. */
const CATALOGUE: readonly { key: PromotionTextKey; category: CategoryKey }[] = [
  { key: 'WELCOME', category: 'NEW' },
  { key: 'APP_DOWNLOAD', category: 'NEW' },
  { key: 'LOGIN', category: 'DAILY' },
  { key: 'MISSION', category: 'DAILY' },
  { key: 'SAVIOR', category: 'REWARDS' },
  { key: 'REFERRAL', category: 'REWARDS' },
  { key: 'REBATE', category: 'REWARDS' },
];
const CATEGORY_ORDER: readonly CategoryKey[] = ['NEW', 'DAILY', 'REWARDS'];
const ALWAYS_ON: ReadonlySet<PromotionTextKey> = new Set(['WELCOME', 'REBATE']);

/** A promotion's id, the same in categories, banners and /m/activity?id=. */
export function promotionId(tenant: TenantConfig, key: PromotionTextKey): number {
  const base = stableId(tenant.merchantCode, 'promotions', 1000, 8000);
  return base + CATALOGUE.findIndex((p) => p.key === key) + 1;
}

export function activityLink(id: number): string {
  return `/m/activity?id=${id}`;
}

/** The merchant's running promotions: the always-on ones plus those promotions.available lists. */
export function runningPromotions(tenant: TenantConfig): typeof CATALOGUE {
  const available = new Set<string>(tenant.promotions?.available ?? []);
  return CATALOGUE.filter((p) => ALWAYS_ON.has(p.key) || available.has(p.key));
}

/** PROMOFE_getPromotionAnnouncementCategory in `language`; empty categories are left out. */
export function promotionCategories(tenant: TenantConfig, language: string): PromotionCategory[] {
  const texts = pickText(PROMOTION_TEXTS, language);
  const running = runningPromotions(tenant);
  const categoryBase = stableId(tenant.merchantCode, 'categories', 10, 80);
  return CATEGORY_ORDER.map((category, index) => ({
    id: categoryBase + index,
    title: texts.categories[category],
    promotions: running
      .filter((p) => p.category === category)
      .map((p, n): PromotionSummary => {
        const id = promotionId(tenant, p.key);
        return {
          id,
          title: texts.promotions[p.key],
          image: brandBanner(tenant, index + n),
          linkage: activityLink(id),
        };
      }),
  })).filter((category) => category.promotions.length > 0);
}

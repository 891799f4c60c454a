import type { GameCard, GameVendorCatalogue } from '../../src/api/calls/games.ts';
import type {
  Announcement,
  AnnouncementType,
  Banner,
  PromotionCategory,
} from '../../src/api/calls/promotions.ts';
import type { CustomerServiceScript } from '../../src/api/calls/support.ts';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import type { ContentSize } from '../contentSize.ts';
import { sizedCount } from '../contentSize.ts';
import { brandBanner, demoImageUrl, slugify } from './images.ts';
import type { ImageExt } from './images.ts';
import { seededRandom } from './seeded.ts';

/**
 * A bigger merchant from a demo one (demo-api/contentSize.ts): each list grown to its size's
 * count from the merchant's own items, in the request's language, with seeded names, figures and
 * dates, so the same tenant and size always answer the same. The grown items keep what makes the
 * originals work: a card launches its base vendor's node, a banner opens what its base opens, a
 * promotion has its /m/activity page, a customer-service entry its base's (encrypted) address.
 */

const HOUR_MS = 3_600_000;

/** Studio names for the grown vendor cards: brand names, the same in every language. */
const NAME_HEADS = [
  'Golden',
  'Dragon',
  'Lucky',
  'Royal',
  'Jade',
  'Tiger',
  'Phoenix',
  'Lotus',
  'Mega',
  'Neon',
  'Ruby',
  'Sapphire',
  'Monsoon',
  'Saigon',
  'Manila',
  'Bangkok',
  'Karachi',
  'Orchid',
  'Thunder',
  'Emerald',
];
const NAME_TAILS = [
  'Gaming',
  'Play',
  'Studios',
  'Reels',
  'Live',
  'Spins',
  'Arcade',
  'Works',
  'Labs',
  'Games',
  'Tables',
  'Fortune',
];

function studioName(index: number): string {
  const head = NAME_HEADS[index % NAME_HEADS.length]!;
  const tail = NAME_TAILS[Math.floor(index / NAME_HEADS.length) % NAME_TAILS.length]!;
  const round = Math.floor(index / (NAME_HEADS.length * NAME_TAILS.length));
  return round > 0 ? `${head} ${tail} ${round + 1}` : `${head} ${tail}`;
}

/** Takes `count` items, the originals first, then copies made by `grow` (n counts from 0). */
function grown<T>(items: readonly T[], count: number, grow: (base: T, n: number) => T): T[] {
  if (items.length === 0 || count <= items.length) return [...items];
  const extra = Array.from({ length: count - items.length }, (_, n) =>
    grow(items[n % items.length]!, n),
  );
  return [...items, ...extra];
}

/** GCSGAME_newGameVendor's catalogue with its cards spread over its categories up to the size. */
export function sizedCatalogue(
  tenant: TenantConfig,
  catalogue: GameVendorCatalogue,
  size: ContentSize,
  ext: ImageExt | null,
): GameVendorCatalogue {
  const categories = catalogue.lanes.flatMap((lane) => lane.categories);
  const base = categories.reduce((sum, category) => sum + category.cards.length, 0);
  const target = sizedCount(size, 'vendorCards', base);
  if (target <= base || categories.length === 0) return catalogue;
  const random = seededRandom(`${tenant.merchantCode}:sized-cards:${size}`);
  // Round robin over the categories, so every lane grows alike.
  const extra = new Map<string, GameCard[]>();
  for (let n = 0; n < target - base; n++) {
    const category = categories[n % categories.length]!;
    const original = category.cards[n % category.cards.length];
    if (!original) continue;
    const name = studioName(n);
    const code = slugify(name).replace(/-/g, '').toUpperCase();
    const card: GameCard = {
      ...original,
      accountTypeName: `${code}_${original.accountTypeName}`,
      displayName: name,
      gameCount: random.int(6, 240),
      image: demoImageUrl(tenant, slugify(`${category.key} ${name}`), ext),
    };
    extra.set(category.key, [...(extra.get(category.key) ?? []), card]);
  }
  return {
    ...catalogue,
    lanes: catalogue.lanes.map((lane) => ({
      ...lane,
      categories: lane.categories.map((category) => ({
        ...category,
        cards: [...category.cards, ...(extra.get(category.key) ?? [])],
      })),
    })),
  };
}

/** MCSFE_getBanners up to the size: the same linkages again, on the merchant's banner art. */
export function sizedBanners(tenant: TenantConfig, list: Banner[], size: ContentSize): Banner[] {
  const count = sizedCount(size, 'banners', list.length);
  const top = Math.max(0, ...list.map((banner) => banner.id));
  // The refused javascript: address stays a single case; the grown ones copy the others.
  const safe = list.filter((banner) => !banner.linkage.startsWith('javascript:'));
  const extra = Array.from({ length: Math.max(0, count - list.length) }, (_, n): Banner => {
    const base = safe[n % safe.length]!;
    return {
      ...base,
      id: top + n + 1,
      title: `${base.title} (${n + 2})`,
      image: brandBanner(tenant, n + 1),
    };
  });
  return [...list, ...(safe.length > 0 ? extra : [])].map((banner, index) => ({
    ...banner,
    sort: index + 1,
  }));
}

/**
 * MCSFE_getListAnnouncements' whole list (before its filter) up to the size: mostly marquee
 * lines, one in ten a popup and one in ten news, each dated a few hours before the last.
 */
export function sizedAnnouncements(
  tenant: TenantConfig,
  list: Announcement[],
  size: ContentSize,
  ext: ImageExt | null,
): Announcement[] {
  const count = sizedCount(size, 'announcements', list.length);
  const top = Math.max(0, ...list.map((a) => a.id));
  const oldest = Math.min(...list.map((a) => a.publishTime));
  const random = seededRandom(`${tenant.merchantCode}:sized-announcements:${size}`);
  let hoursBack = 0;
  return grown(list, count, (base, n): Announcement => {
    const id = top + n + 1;
    const type: AnnouncementType = n % 10 === 3 ? 'POPUP' : n % 10 === 7 ? 'NEWS' : 'MARQUEE';
    hoursBack += random.int(2, 9);
    const day = new Date(oldest - hoursBack * HOUR_MS);
    const stamp = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}`;
    return {
      ...base,
      id,
      type,
      title: `${base.title} · ${stamp}`,
      image: type === 'POPUP' ? demoImageUrl(tenant, `announcement-${id}`, ext) : null,
      publishTime: day.getTime(),
      sort: list.length + n + 1,
    };
  });
}

/** PROMOFE_getPromotionAnnouncementCategory up to the size, spread over the categories. */
export function sizedPromotionCategories(
  tenant: TenantConfig,
  categories: PromotionCategory[],
  size: ContentSize,
): PromotionCategory[] {
  const base = categories.reduce((sum, c) => sum + c.promotions.length, 0);
  const target = sizedCount(size, 'promotions', base);
  if (target <= base || categories.length === 0) return categories;
  const top = Math.max(0, ...categories.flatMap((c) => c.promotions.map((p) => p.id)));
  const random = seededRandom(`${tenant.merchantCode}:sized-promotions:${size}`);
  const grownLists = categories.map((c) => [...c.promotions]);
  for (let n = 0; n < target - base; n++) {
    const at = n % categories.length;
    const list = grownLists[at]!;
    const original = categories[at]!.promotions[n % categories[at]!.promotions.length]!;
    const id = top + n + 1;
    list.push({
      id,
      title: `${original.title} ${random.int(2, 30) * 5}%`,
      image: brandBanner(tenant, n),
      linkage: `/m/activity?id=${id}`,
    });
  }
  return categories.map((c, index) => ({ ...c, promotions: grownLists[index]! }));
}

/** Desks a big merchant splits its support into (the entries' names are the operator's own). */
const DESKS = [
  'Deposits',
  'Withdrawals',
  'VIP',
  'Bonuses',
  'Account',
  'Games',
  'Agents',
  'Night shift',
  'Sports',
  'Lottery',
];

/** WPSCORE_getCustomerServiceScript up to the size: the merchant's channels, per desk. */
export function sizedCustomerService(
  script: CustomerServiceScript,
  size: ContentSize,
): CustomerServiceScript {
  const count = sizedCount(size, 'customerService', script.entries.length);
  const last = Math.max(0, ...script.entries.map((e) => e.csPosition));
  return {
    entries: grown(script.entries, count, (base, n) => ({
      ...base,
      name: `${base.name} · ${DESKS[n % DESKS.length]!}${n >= DESKS.length ? ` ${Math.floor(n / DESKS.length) + 1}` : ''}`,
      csPosition: last + n + 1,
    })),
  };
}

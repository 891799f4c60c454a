import type {
  Announcement,
  AnnouncementCategory,
  AnnouncementType,
} from '../../src/api/calls/promotions.ts';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import { ANNOUNCEMENT_TEXTS } from './announcementTexts.ts';
import type { AnnouncementTextKey } from './announcementTexts.ts';
import { demoImageUrl } from './images.ts';
import type { ImageExt } from './images.ts';
import { fill, pickText } from './language.ts';
import { stableId } from './seeded.ts';

const DAY_MS = 86_400_000;

const ANNOUNCEMENTS: readonly {
  key: AnnouncementTextKey;
  type: AnnouncementType;
  category: AnnouncementCategory;
}[] = [
  { key: 'WELCOME', type: 'MARQUEE', category: 'GENERAL' },
  { key: 'REBATE', type: 'MARQUEE', category: 'PROMOTION' },
  { key: 'APP', type: 'POPUP', category: 'PROMOTION' },
  { key: 'MAINTENANCE', type: 'NEWS', category: 'MAINTENANCE' },
];

export const ANNOUNCEMENT_TYPES: readonly AnnouncementType[] = ['MARQUEE', 'POPUP', 'NEWS'];
export const ANNOUNCEMENT_CATEGORIES: readonly AnnouncementCategory[] = [
  'GENERAL',
  'PROMOTION',
  'MAINTENANCE',
];

export interface AnnouncementQuery {
  /** Empty: every type. */
  types: readonly AnnouncementType[];
  category: AnnouncementCategory | null;
  language: string;
  ext: ImageExt | null;
  now: number;
}

/** MCSFE_getListAnnouncements: the merchant's four announcements, filtered and localised. */
export function listAnnouncements(tenant: TenantConfig, query: AnnouncementQuery): Announcement[] {
  const texts = pickText(ANNOUNCEMENT_TEXTS, query.language);
  const values = { name: tenant.displayName, currency: tenant.region.currency };
  const base = stableId(tenant.merchantCode, 'announcements', 500, 4000);
  const today = Math.floor(query.now / DAY_MS) * DAY_MS;
  return ANNOUNCEMENTS.map((a, index): Announcement => {
    const id = base + index;
    return {
      id,
      type: a.type,
      category: a.category,
      title: fill(texts[a.key].title, values),
      content: fill(texts[a.key].content, values),
      image: a.type === 'POPUP' ? demoImageUrl(tenant, `announcement-${id}`, query.ext) : null,
      publishTime: today - index * DAY_MS,
      sort: index + 1,
    };
  }).filter(
    (a) =>
      (query.types.length === 0 || query.types.includes(a.type)) &&
      (query.category === null || a.category === query.category),
  );
}

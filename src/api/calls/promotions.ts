import type { ApiClient } from '../types';
import type { CallOptions } from './options';

/** The promotions a merchant can report per member (spec 3 "available promotions"). */
export const PROMOTION_KEYS = ['MISSION', 'LOGIN', 'SAVIOR', 'REFERRAL', 'APP_DOWNLOAD'] as const;
export type PromotionKey = (typeof PROMOTION_KEYS)[number];

/** MCSFE_getMerchantAvailablePromotions: every key is present, each with its enabled flag. */
export type AvailablePromotions = Record<PromotionKey, { enabled: boolean }>;

export async function getMerchantAvailablePromotions(
  api: ApiClient,
  options: CallOptions = {},
): Promise<AvailablePromotions> {
  return api.relay<AvailablePromotions>(
    'MCSFE_getMerchantAvailablePromotions',
    {},
    {
      ...options,
      cache: true,
    },
  );
}

/**
 * Announcement kinds (the spec names the `types` filter, not its values): MARQUEE scrolls on
 * the home page, POPUP opens once as a dialog and carries an image, NEWS is listed on /m/news.
 */
export type AnnouncementType = 'MARQUEE' | 'POPUP' | 'NEWS';
export type AnnouncementCategory = 'GENERAL' | 'PROMOTION' | 'MAINTENANCE';

export interface ListAnnouncementsRequest {
  /** Kinds wanted; empty means every kind. */
  types: AnnouncementType[];
  platform: 'MOBILE';
  /** One category, or null for all. */
  category: AnnouncementCategory | null;
}

/** One announcement, in the Language the call was made in (the server falls back to EN). */
export interface Announcement {
  id: number;
  type: AnnouncementType;
  category: AnnouncementCategory;
  title: string;
  content: string;
  /** POPUP only; its extension follows the ext the call carried (image-aware). */
  image: string | null;
  /** Publication time, epoch ms. */
  publishTime: number;
  /** Display order; lower first. */
  sort: number;
}

export async function getListAnnouncements(
  api: ApiClient,
  params: ListAnnouncementsRequest,
  options: CallOptions = {},
): Promise<Announcement[]> {
  // spec 6: announcements are requested without authorization; the client decides the header.
  return api.relay<Announcement[]>('MCSFE_getListAnnouncements', params, {
    ...options,
    imageAware: true,
  });
}

/**
 * Home carousel banners. The spec names the Banner entity but not its call; MCSFE_getBanners
 * {platform} is the chosen one. linkageType P: `linkage` is a promotion id (opens
 * /m/activity?id=); URL: `linkage` is an address (a /m/ path is routed inside the app, an https
 * one opened outside, anything else refused); G: a game, launched with roomId, nodeId,
 * gameType and vendor (`linkage` is its game code).
 */
export type BannerLinkageType = 'P' | 'URL' | 'G';

export interface Banner {
  id: number;
  title: string;
  image: string;
  linkageType: BannerLinkageType;
  linkage: string;
  roomId: string | null;
  nodeId: string | null;
  gameType: string | null;
  vendor: string | null;
  sort: number;
}

export interface BannersRequest {
  platform: 'MOBILE';
}

export async function getBanners(
  api: ApiClient,
  params: BannersRequest = { platform: 'MOBILE' },
  options: CallOptions = {},
): Promise<Banner[]> {
  return api.relay<Banner[]>('MCSFE_getBanners', params, options);
}

/** A promotion as the category list shows it; `linkage` is its page, /m/activity?id=<id>. */
export interface PromotionSummary {
  id: number;
  title: string;
  image: string;
  linkage: string;
}

/** PROMOFE_getPromotionAnnouncementCategory: categories in display order, none empty. */
export interface PromotionCategory {
  id: number;
  title: string;
  promotions: PromotionSummary[];
}

export async function getPromotionCategories(
  api: ApiClient,
  options: CallOptions = {},
): Promise<PromotionCategory[]> {
  return api.relay<PromotionCategory[]>(
    'PROMOFE_getPromotionAnnouncementCategory',
    {},
    {
      ...options,
      cache: true,
    },
  );
}

/** PROMOFE_getPromoCodeEnable: whether the promo-code entry may show (with the whitelabel flag). */
export async function getPromoCodeEnable(
  api: ApiClient,
  options: CallOptions = {},
): Promise<boolean> {
  return api.relay<boolean>('PROMOFE_getPromoCodeEnable', {}, options);
}

import { lazy } from 'react';
import { defineFeature, defineStore } from '../module';
import type { LazyStore } from '../module';
import type { PromotionsStore } from './PromotionsStore';

declare module '../module' {
  interface Stores {
    /** Banners, marquee, categories and activity: built by their chunk (usePromotions). */
    promotions: LazyStore<PromotionsStore>;
  }
}
import { ACTIVITY_PATH, INVITE_FRIENDS_PATH } from '../../config/routePaths';

const pages = () => import('./pages');

export const promotionsFeature = defineFeature({
  name: 'promotions',
  stores: [defineStore({ key: 'promotions', kind: 'lazy', needs: ['api', 'session', 'locale'] })],
  widgets: {
    bannerCarousel: () => import('./widgets').then((m) => m.BannerCarouselWidget),
    announcementMarquee: () => import('./widgets').then((m) => m.AnnouncementMarqueeWidget),
    promotionCategories: () => import('./widgets').then((m) => m.PromotionCategoriesWidget),
  },
  routes: [
    // spec 5: the only page public without a token.
    {
      path: INVITE_FRIENDS_PATH,
      access: 'public',
      page: lazy(() => pages().then((m) => ({ default: m.InviteFriendsPage }))),
    },
    {
      path: ACTIVITY_PATH,
      access: 'member',
      page: lazy(() => pages().then((m) => ({ default: m.ActivityPage }))),
    },
  ],
});

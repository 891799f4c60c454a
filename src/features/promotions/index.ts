import { lazy } from 'react';
import { defineFeature } from '../module';
import { ACTIVITY_PATH, INVITE_FRIENDS_PATH } from '../../config/routePaths';

const pages = () => import('./pages');

export const promotionsFeature = defineFeature({
  name: 'promotions',
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

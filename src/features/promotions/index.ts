import { lazy } from 'react';
import { defineFeature } from '../module';

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
      path: '/inviteFriends',
      access: 'public',
      page: lazy(() => pages().then((m) => ({ default: m.InviteFriendsPage }))),
    },
    {
      path: '/activity',
      access: 'member',
      page: lazy(() => pages().then((m) => ({ default: m.ActivityPage }))),
    },
  ],
});

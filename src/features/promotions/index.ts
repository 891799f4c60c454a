import { lazy } from 'react';
import { defineFeature } from '../module';

const pages = () => import('./pages');

export const promotionsFeature = defineFeature({
  name: 'promotions',
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

import { lazy } from 'react';
import { defineFeature } from '../module';

export type { ChatIdentity, MemberAccount } from './MemberAccount';
/** The member's data, downloaded with the first session (AuthStore.member). */
export const loadMemberAccount = () => import('./MemberAccount').then((m) => m.MemberAccount);

const pages = () => import('./pages');

export const memberFeature = defineFeature({
  name: 'member',
  widgets: {
    vipProgress: () => import('./VipProgressWidget').then((m) => m.VipProgressWidget),
  },
  routes: [
    // spec 2: /m/feedback without a session goes to /m/home.
    {
      path: '/feedback',
      access: 'member-else-home',
      page: lazy(() => pages().then((m) => ({ default: m.FeedbackPage }))),
    },
    {
      path: '/member/home',
      access: 'member',
      page: lazy(() => pages().then((m) => ({ default: m.MemberHomePage }))),
    },
  ],
});

import { lazy } from 'react';
import { defineFeature } from '../module';
import { FEEDBACK_PATH, MEMBER_HOME_PATH } from '../../config/routePaths';

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
      path: FEEDBACK_PATH,
      access: 'member-else-home',
      page: lazy(() => pages().then((m) => ({ default: m.FeedbackPage }))),
    },
    {
      path: MEMBER_HOME_PATH,
      access: 'member',
      page: lazy(() => pages().then((m) => ({ default: m.MemberHomePage }))),
    },
  ],
});

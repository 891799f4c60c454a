import { lazy } from 'react';
import { defineFeature, defineStore } from '../module';
import type { LazyStore } from '../module';
import type { MemberLanguageSync } from './MemberLanguageSync';
import { MEMBER_HOME_PATH } from '../../config/routePaths';

export type { ChatIdentity, MemberAccount } from './MemberAccount';
/** The member's data, downloaded with the first session (AuthStore.member). */
export const loadMemberAccount = () => import('./MemberAccount').then((m) => m.MemberAccount);

const pages = () => import('./pages');

declare module '../module' {
  interface Stores {
    /** A service: the member's language sent to the server on a change (spec 4). */
    memberLanguage: LazyStore<MemberLanguageSync>;
  }
}

export const memberFeature = defineFeature({
  name: 'member',
  stores: [
    defineStore({
      key: 'memberLanguage',
      kind: 'service',
      needs: ['api', 'session', 'locale'],
      load: (root) => import('./lazy').then((m) => new m.MemberLanguageSync(root)),
    }),
  ],
  widgets: {
    vipProgress: () => import('./VipProgressWidget').then((m) => m.VipProgressWidget),
  },
  routes: [
    {
      path: MEMBER_HOME_PATH,
      access: 'member',
      page: lazy(() => pages().then((m) => ({ default: m.MemberHomePage }))),
    },
  ],
});

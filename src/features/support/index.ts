import { lazy } from 'react';
import { FEEDBACK_PATH } from '../../config/routePaths';
import { defineFeature, defineStore } from '../module';
import type { LazyStore } from '../module';
import type { SupportStore } from './SupportStore';
import type { SupportRequest } from './supportRequest';

export type { SupportRoot } from './SupportStore';
export type { SupportStore };

declare module '../module' {
  interface Stores {
    /** Taps on customer service, before and after the store's code is there. */
    supportRequest: LazyStore<SupportRequest>;
    /** Customer service's list, chats and unread count: built by the button's layer. */
    support: LazyStore<SupportStore>;
  }
}
export type { ChatEntry, ChatKind } from './supportEntries';
export type { ChatVendor } from './vendors/ChatVendor';

/**
 * Customer service: the floating button (its store, dialogs and chat vendors download on first
 * use). Other features open it through lazy.ts (`openCustomerService`).
 */
export const supportFeature = defineFeature({
  name: 'support',
  stores: [
    defineStore({ key: 'supportRequest', kind: 'lazy' }),
    defineStore({
      key: 'support',
      kind: 'lazy',
      needs: ['api', 'session', 'auth', 'locale', 'notices', 'supportRequest'],
    }),
  ],
  widgets: {
    customerServiceButton: () =>
      import('./CustomerServiceWidget').then((m) => m.CustomerServiceWidget),
  },
  routes: [
    // spec 2: /m/feedback without a session goes to /m/home; a member reaches customer service.
    {
      path: FEEDBACK_PATH,
      access: 'member-else-home',
      page: lazy(() => import('./FeedbackPage').then((m) => ({ default: m.FeedbackPage }))),
    },
  ],
});

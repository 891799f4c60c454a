import { defineFeature, defineStore } from '../module';
import type { LazyStore } from '../module';
import type { InboxStore } from './InboxStore';

declare module '../module' {
  interface Stores {
    /** What the unread-inbox line shows: built by the widget's chunk (useFeatureStore). */
    inbox: LazyStore<InboxStore>;
  }
}

/** The member's unread inbox messages on the home page (spec 2 and 4). */
export const inboxFeature = defineFeature({
  name: 'inbox',
  stores: [defineStore({ key: 'inbox', kind: 'lazy', needs: ['session', 'auth'] })],
  widgets: {
    unreadInbox: () => import('./UnreadInboxWidget').then((m) => m.UnreadInboxWidget),
  },
});

import { defineFeature, defineStore } from '../module';
import type { LazyStore } from '../module';
import type { PushStore } from './PushStore';

export type { PushStore } from './PushStore';

declare module '../module' {
  interface Stores {
    /** A service: built right after boot, off the first screen (RootStore.startServices). */
    push: LazyStore<PushStore>;
  }
}

export const pushFeature = defineFeature({
  name: 'push',
  stores: [
    defineStore({
      key: 'push',
      kind: 'service',
      needs: ['api', 'session', 'notices'],
      load: (root) => import('./lazy').then((m) => new m.PushStore(root)),
    }),
  ],
  widgets: {
    pushOptIn: () => import('./PushOptInWidget').then((m) => m.PushOptInWidget),
  },
});

import { defineFeature, defineStore } from '../module';
import type { LazyStore } from '../module';
import type { TrackingStore } from './TrackingStore';

export type { RegisteredMember, TrackingStore } from './TrackingStore';

declare module '../module' {
  interface Stores {
    /** A service: built right after boot, off the first screen (RootStore.startServices). */
    tracking: LazyStore<TrackingStore>;
  }
}

/** Analytics and ad pixels (spec 10): no widget, one service store. */
export const trackingFeature = defineFeature({
  name: 'tracking',
  stores: [
    defineStore({
      key: 'tracking',
      kind: 'service',
      needs: ['session', 'auth', 'siteSettings'],
      load: (root) => import('./lazy').then((m) => new m.TrackingStore(root)),
    }),
  ],
});

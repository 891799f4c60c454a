import { defineFeature } from '../module';
import type { LazyStore } from '../module';
import type { PushStore } from './PushStore';

export type { PushStore } from './PushStore';

declare module '../module' {
  interface Stores {
    /** Built in the services chunk right after boot (src/app/services.ts). */
    push: LazyStore<PushStore>;
  }
}

export const pushFeature = defineFeature({
  name: 'push',
  widgets: {
    pushOptIn: () => import('./PushOptInWidget').then((m) => m.PushOptInWidget),
  },
});

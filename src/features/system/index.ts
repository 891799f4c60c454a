import { defineFeature } from '../module';
import type { SystemStore } from './SystemStore';

export { SystemStore } from './SystemStore';
export type { StatusResponse } from './SystemStore';

declare module '../module' {
  interface Stores {
    system: SystemStore;
  }
}

export const systemFeature = defineFeature({
  name: 'system',
  widgets: {
    statusNotices: () => import('./StatusNoticesWidget').then((m) => m.StatusNoticesWidget),
  },
});

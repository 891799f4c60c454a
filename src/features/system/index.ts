import { lazy } from 'react';
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
    statusNotices: lazy(() =>
      import('./StatusNoticesWidget').then((m) => ({ default: m.StatusNoticesWidget })),
    ),
  },
});

import { defineFeature, defineStore } from '../module';
import { SystemStore } from './SystemStore';

export const systemFeature = defineFeature({
  name: 'system',
  stores: [
    defineStore({
      key: 'system',
      kind: 'eager',
      needs: ['api', 'notices'],
      create: ({ api, notices, launch, platform }) =>
        new SystemStore({
          api,
          notices,
          launch,
          location: () => platform.env.location(),
          isSecureContext: platform.env.isSecureContext,
        }),
    }),
    defineStore({
      key: 'siteSettings',
      kind: 'service',
      needs: ['api', 'system', 'notices'],
      load: (root) => import('./SiteSettingsStore').then((m) => new m.SiteSettingsStore(root)),
    }),
  ],
  widgets: {
    statusNotices: () => import('./StatusNoticesWidget').then((m) => m.StatusNoticesWidget),
  },
});

import { defineFeature, defineStore, lazyOverlay } from '../module';
import { NoticeStore } from './NoticeStore';

export const noticesFeature = defineFeature({
  name: 'notices',
  stores: [defineStore({ key: 'notices', kind: 'eager', create: () => new NoticeStore() })],
  overlays: [
    {
      component: lazyOverlay(() => import('./overlay').then((m) => m.NoticeOverlay)),
      layer: 'alert',
    },
  ],
});

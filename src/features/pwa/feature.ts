import { defineFeature, defineStore, lazyOverlay } from '../module';
import { PwaStore } from './PwaStore';

/** Installable app: the worker and install prompt (started by boot), the update dialog. */
export const pwaFeature = defineFeature({
  name: 'pwa',
  stores: [
    defineStore({
      key: 'pwa',
      kind: 'eager',
      needs: ['notices'],
      create: (root) => new PwaStore(root),
    }),
  ],
  overlays: [
    {
      component: lazyOverlay(() => import('./overlay').then((m) => m.UpdateOverlay)),
      layer: 'alert',
    },
  ],
  widgets: {
    installPrompt: () => import('./InstallPromptWidget').then((m) => m.InstallPromptWidget),
  },
});

import { createElement } from 'react';
import { defineFeature, defineStore, useStores } from '../module';
import { PwaStore } from './PwaStore';
import { UpdatePrompt } from './UpdatePrompt';

/** The new version's dialog, over any page. */
function UpdateOverlay() {
  return createElement(UpdatePrompt, { pwa: useStores().pwa });
}

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
  overlays: [{ component: UpdateOverlay, layer: 'alert' }],
  widgets: {
    installPrompt: () => import('./InstallPromptWidget').then((m) => m.InstallPromptWidget),
  },
});

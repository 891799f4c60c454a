import { defineFeature } from '../module';
import type { PwaStore } from './PwaStore';

export { PwaStore, workerUrl } from './PwaStore';
export type { PwaRoot, PwaStartOptions } from './PwaStore';
export { UpdatePrompt } from './UpdatePrompt';

declare module '../module' {
  interface Stores {
    pwa: PwaStore;
  }
}

/** Installable app: install prompt widget; the update dialog is mounted by the app (PwaHost). */
export const pwaFeature = defineFeature({
  name: 'pwa',
  widgets: {
    installPrompt: () => import('./InstallPromptWidget').then((m) => m.InstallPromptWidget),
  },
});

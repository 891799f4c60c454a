import { defineFeature, defineStore } from '../module';
import type { LazyStore } from '../module';
import type { DownloadStore } from './DownloadStore';

export type { DownloadStore };

declare module '../module' {
  interface Stores {
    /** The download bar's store: built by the bar's chunk, or the menu's app item (lazy.ts). */
    download: LazyStore<DownloadStore>;
  }
}

export const downloadFeature = defineFeature({
  name: 'download',
  stores: [
    defineStore({
      key: 'download',
      kind: 'lazy',
      needs: ['api', 'session', 'auth', 'pwa', 'notices', 'locale'],
    }),
  ],
  widgets: {
    downloadBar: () => import('./DownloadBarWidget').then((m) => m.DownloadBarWidget),
  },
});

import { defineFeature } from '../module';
import type { LazyStore } from '../module';
import type { DownloadStore } from './DownloadStore';

export type { DownloadStore } from './DownloadStore';

declare module '../module' {
  interface Stores {
    /** Built in the services chunk right after boot (src/app/services.ts). */
    download: LazyStore<DownloadStore>;
  }
}

export const downloadFeature = defineFeature({
  name: 'download',
  widgets: {
    downloadBar: () => import('./DownloadBarWidget').then((m) => m.DownloadBarWidget),
  },
});

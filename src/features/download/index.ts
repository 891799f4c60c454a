import { defineFeature } from '../module';

export type { DownloadStore } from './DownloadStore';

export const downloadFeature = defineFeature({
  name: 'download',
  widgets: {
    downloadBar: () => import('./DownloadBarWidget').then((m) => m.DownloadBarWidget),
  },
});

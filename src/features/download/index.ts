import { defineFeature } from '../module';
import type { LazyStore } from '../module';
import type { DownloadStore } from './DownloadStore';

export type { DownloadStore } from './DownloadStore';
/** The download bar's store; its code is shared with the widget's chunk (RootStore.download). */
export const loadDownloadStore = () => import('./DownloadStore').then((m) => m.DownloadStore);

declare module '../module' {
  interface Stores {
    /** Built when the download bar's widget mounts. */
    download: LazyStore<DownloadStore>;
  }
}

export const downloadFeature = defineFeature({
  name: 'download',
  widgets: {
    downloadBar: () => import('./DownloadBarWidget').then((m) => m.DownloadBarWidget),
  },
});

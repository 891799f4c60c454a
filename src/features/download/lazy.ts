import type { Stores } from '../module';
import { DownloadStore } from './DownloadStore';

/**
 * The download bar's store, one per root (Stores.download): the bar's widget and other
 * features' lazy chunks (the menu's app item) reach the same one. Not in index.ts, so its code
 * stays in the lazy chunks (decision 0003).
 */
export function downloadStore(stores: Pick<Stores, 'download'>): DownloadStore {
  return stores.download.obtain((root) => new DownloadStore(root));
}

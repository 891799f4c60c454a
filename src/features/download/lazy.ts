import type { Stores } from '../module';
import { DownloadStore } from './DownloadStore';

/**
 * The download bar's store, one per root (Stores.obtain): the bar's widget and other features'
 * lazy chunks (the menu's app item) reach the same one. Not in index.ts, so its code stays in
 * the lazy chunks (decision 0003).
 */
export function downloadStore(stores: Stores): DownloadStore {
  return stores.obtain('download', (root) => new DownloadStore(root));
}

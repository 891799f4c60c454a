import type { PwaStore } from './PwaStore';

export { PwaStore, workerUrl } from './PwaStore';
export type { PwaRoot, PwaStartOptions } from './PwaStore';
export { UpdatePrompt } from './UpdatePrompt';

declare module '../module' {
  interface Stores {
    pwa: PwaStore;
  }
}

export { pwaFeature } from './feature';

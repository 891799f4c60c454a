import type { PwaStore } from './PwaStore';

export { PwaStore } from './PwaStore';
export type { PwaRoot, PwaStartOptions } from './PwaStore';

declare module '../module' {
  interface Stores {
    pwa: PwaStore;
  }
}

export { pwaFeature } from './feature';

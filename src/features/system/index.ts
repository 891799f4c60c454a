import type { SystemStore } from './SystemStore';

export { SystemStore } from './SystemStore';
export type { StatusResponse } from './SystemStore';

declare module '../module' {
  interface Stores {
    system: SystemStore;
  }
}

export { systemFeature } from './feature';

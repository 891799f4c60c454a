import type { LazyStore } from '../module';
import type { TrackingStore } from './TrackingStore';

export type { RegisteredMember, TrackingStore } from './TrackingStore';

declare module '../module' {
  interface Stores {
    /** Built in the services chunk right after boot (src/app/services.ts). */
    tracking: LazyStore<TrackingStore>;
  }
}

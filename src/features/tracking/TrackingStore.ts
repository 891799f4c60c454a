import type { Platform } from '../../platform/platform';
import type { TenantConfig } from '../../config/tenant.gen';

/** What the tracking store needs from the root (the RootStore satisfies it). */
export interface TrackingRoot {
  readonly platform: Platform;
  readonly tenant: TenantConfig;
}

/** Placeholder until the tracking store lands. */
export class TrackingStore {
  constructor(readonly root: TrackingRoot) {}

  start(): void {}

  dispose(): void {}
}

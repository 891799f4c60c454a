import type { Platform } from '../../platform/platform';
import type { TenantConfig } from '../../config/tenant.gen';

/** What the push store needs from the root (the RootStore satisfies it). */
export interface PushRoot {
  readonly platform: Platform;
  readonly tenant: TenantConfig;
}

/** Placeholder until the push store lands. */
export class PushStore {
  constructor(readonly root: PushRoot) {}

  start(): void {}

  dispose(): void {}
}

import type { Platform } from '../../platform/platform';
import type { TenantConfig } from '../../config/tenant.gen';

/** What the download store needs from the root (the RootStore satisfies it). */
export interface DownloadRoot {
  readonly platform: Platform;
  readonly tenant: TenantConfig;
}

/** Placeholder until the download store lands. */
export class DownloadStore {
  constructor(readonly root: DownloadRoot) {}

  start(): void {}

  dispose(): void {}
}

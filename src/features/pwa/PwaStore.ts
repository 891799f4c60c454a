import { action, makeObservable, observableRef } from 'mobx';
import type { ApiClient } from '../../api/types';
import type { LaunchInfo } from '../../config/launchInfo';
import type { TenantConfig } from '../../config/tenant.gen';
import type { Platform } from '../../platform/platform';
import type { NoticeStore } from '../notices';
import { createChunkErrorGuard } from './chunkErrorGuard';
import type { InstallPromptStore } from './InstallPromptStore';
import { watchOffline } from './offlineNotice';
import type { PwaRuntime } from './runtime';
import type { UpdateStore } from './UpdateStore';

/** What the PWA stores need from the root. */
export interface PwaRoot {
  readonly platform: Platform;
  readonly tenant: TenantConfig;
  readonly launch: LaunchInfo;
  readonly notices: NoticeStore;
  readonly api: ApiClient;
}

export interface PwaStartOptions {
  /** The app's base path, '/m/'. */
  base: string;
  previewBuild: boolean;
  /** The dev server: no worker and no build hash to check. */
  dev: boolean;
}

/**
 * The installable app. What must work from the first moment is here: the failed-chunk guard and
 * the offline notice. The worker's registration (500 ms after start), the update checker, the
 * manifest and the install prompt load lazily at start (null until then). The root passes
 * itself while it is still being built, so nothing of it is read before start().
 */
export class PwaStore {
  update: UpdateStore | null = null;
  install: InstallPromptStore | null = null;
  private started = false;
  private readonly stops: Array<() => void> = [];

  constructor(private readonly root: PwaRoot) {
    makeObservable<PwaStore, 'attach'>(this, {
      update: observableRef,
      install: observableRef,
      attach: action,
    });
  }

  /** Called once by boot, right after the root is built (before the router moves). */
  async start(options: PwaStartOptions): Promise<void> {
    if (this.started) return;
    this.started = true;
    const { platform, notices } = this.root;
    const { pwa, clock, env } = platform;
    const startedAt = clock.now();
    // spec 2: the install prompt is offered by the path the app started at.
    const startPath = env.location().pathname;
    const guard = createChunkErrorGuard({ session: platform.session, clock, env, notices });
    this.stops.push(
      pwa.chunkErrors.onChunkError(guard),
      watchOffline({ network: pwa.network, isSecureContext: env.isSecureContext, notices }),
    );
    // A missing chunk: the guard above reloads once or says so.
    const loaded = await import('./runtime').catch(() => null);
    if (!loaded) return;
    const runtime = loaded.createPwaRuntime(this.root);
    this.attach(runtime);
    this.stops.push(runtime.start({ ...options, startPath, startedAt }));
  }

  dispose(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.update?.dispose();
    this.install?.dispose();
  }

  private attach(runtime: PwaRuntime): void {
    this.update = runtime.update;
    this.install = runtime.install;
  }
}

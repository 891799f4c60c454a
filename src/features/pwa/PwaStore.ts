import { action, makeObservable, observableRef } from 'mobx';
import type { ApiClient } from '../../api/types';
import type { LaunchInfo } from '../../config/launchInfo';
import type { TenantConfig } from '../../config/tenant.gen';
import type { Platform } from '../../platform/platform';
import type { NoticeStore } from '../notices';
import { createChunkErrorGuard } from './chunkErrorGuard';
import type { AppManifestStore } from './AppManifestStore';
import type { InstallPromptStore } from './InstallPromptStore';
import { watchOffline } from './offlineNotice';
import type { PwaRuntime } from './runtime';
import type { UpdateStore } from './UpdateStore';

/** spec 9: the service worker is registered 500 ms after start. */
export const REGISTER_DELAY_MS = 500;

/** What the PWA stores need from the root. */
export interface PwaRoot {
  readonly platform: Platform;
  readonly tenant: TenantConfig;
  readonly launch: LaunchInfo;
  readonly notices: NoticeStore;
  readonly api: ApiClient;
}

export type BuildEnv = 'prod' | 'preview' | 'dev';

export interface PwaStartOptions {
  /** The app's base path, '/m/'. */
  base: string;
  previewBuild: boolean;
  /** The dev server: no worker and no build hash to check. */
  dev: boolean;
}

/** spec 2: /m/sw.js?env=<prod|preview|dev>&merchant=<code>, scope /m/. */
export function workerUrl(base: string, env: BuildEnv, merchant: string): string {
  return `${base}sw.js?${new URLSearchParams({ env, merchant })}`;
}

/**
 * The installable app. What must work from the first moment is here: the failed-chunk guard,
 * the offline notice, the worker registration. The update checker and the install prompt load
 * lazily at start (null until then). The root passes itself while it is still being built, so
 * nothing of it is read before start().
 */
export class PwaStore {
  update: UpdateStore | null = null;
  install: InstallPromptStore | null = null;
  /** The installable-app manifest (the platform's, else the tenant file's). */
  manifest: AppManifestStore | null = null;
  private started = false;
  private readonly stops: Array<() => void> = [];

  constructor(private readonly root: PwaRoot) {
    makeObservable<PwaStore, 'attach'>(this, {
      update: observableRef,
      install: observableRef,
      manifest: observableRef,
      attach: action,
    });
  }

  /** Called once by boot, right after the root is built (before the router moves). */
  async start(options: PwaStartOptions): Promise<void> {
    if (this.started) return;
    this.started = true;
    const { platform, tenant, notices } = this.root;
    const { pwa, clock, env } = platform;
    // spec 2: the install prompt is offered by the path the app started at.
    const startPath = env.location().pathname;
    const guard = createChunkErrorGuard({ session: platform.session, clock, env, notices });
    this.stops.push(
      pwa.chunkErrors.onChunkError(guard),
      watchOffline({ network: pwa.network, isSecureContext: env.isSecureContext, notices }),
    );
    // The dev server serves no worker and no asset manifest.
    if (!options.dev && pwa.serviceWorker.isSupported()) {
      const buildEnv: BuildEnv = options.previewBuild ? 'preview' : 'prod';
      const url = workerUrl(options.base, buildEnv, tenant.merchantCode);
      const timer = clock.setTimeout(
        () => void pwa.serviceWorker.register(url, options.base),
        REGISTER_DELAY_MS,
      );
      this.stops.push(() => clock.clearTimeout(timer));
    }
    // A missing chunk: the guard above reloads once or says so.
    const loaded = await import('./runtime').catch(() => null);
    if (!loaded) return;
    const runtime = loaded.createPwaRuntime(this.root);
    this.attach(runtime);
    // The manifest call waits for the first paint like every call the first screen does not need.
    void runtime.manifest.load();
    runtime.install.start(startPath);
    if (!options.dev) runtime.startUpdates(`${options.base}asset-manifest.json`);
  }

  dispose(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.update?.dispose();
    this.install?.dispose();
  }

  private attach(runtime: PwaRuntime): void {
    this.update = runtime.update;
    this.install = runtime.install;
    this.manifest = runtime.manifest;
  }
}

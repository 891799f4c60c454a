import { sleep } from '../../platform/clock';
import { AppManifestStore, TOUCH_ICON_WAIT_MS } from './AppManifestStore';
import { InstallPromptStore } from './InstallPromptStore';
import type { PwaRoot, PwaStartOptions } from './PwaStore';
import { UpdateStore } from './UpdateStore';

/**
 * The update checker, the install prompt and the app's manifest: loaded lazily at start, out of
 * the initial bundle.
 */
export interface PwaRuntime {
  update: UpdateStore;
  install: InstallPromptStore;
  manifest: AppManifestStore;
  /**
   * At start: the manifest (its call waits for the first paint like every call the first screen
   * does not need), the install offer by the start path, and, but on the dev server, the update
   * checks of the app's asset manifest and the second one (spec 2) and the worker's
   * registration 500 ms after start. Returns what stops the registration's timer.
   */
  start(options: RuntimeStart): () => void;
}

export interface RuntimeStart extends PwaStartOptions {
  /** The path the app started at (spec 2: the install prompt's path rule). */
  startPath: string;
  /** When PwaStore.start ran (the clock's time): the worker's 500 ms count from there. */
  startedAt: number;
}

/** spec 9: the service worker is registered 500 ms after start. */
export const REGISTER_DELAY_MS = 500;

export type BuildEnv = 'prod' | 'preview' | 'dev';

/** spec 2: /m/sw.js?env=<prod|preview|dev>&merchant=<code>, scope /m/. */
export function workerUrl(base: string, env: BuildEnv, merchant: string): string {
  return `${base}sw.js?${new URLSearchParams({ env, merchant })}`;
}

/**
 * spec 2: the second asset manifest the update check reads beside the app's own. Nothing of
 * this build is served there: nginx and the demo servers answer 204, which counts as "none".
 */
export const SECOND_ASSET_MANIFEST = '/mobile/mc/asset-manifest.json';

export function createPwaRuntime(root: PwaRoot): PwaRuntime {
  const { platform, tenant, launch, notices, api } = root;
  const { pwa, clock, env, local, session } = platform;
  const manifest = new AppManifestStore({
    api,
    clock,
    tenant,
    installedApps: pwa.installedApps,
  });
  const install = new InstallPromptStore({
    port: pwa.installPrompt,
    clock,
    local,
    notices,
    env,
    enabled: tenant.template.pwa !== false,
    fromHomeScreen: launch.homescreen,
    installedElsewhere: () => manifest.runsInstalled || manifest.nativeAppInstalled,
    manifestReady: manifest.load,
    touchIconReady: () =>
      Promise.race([
        env.preloadImage(tenant.template.apple_touch_icon),
        sleep(clock, TOUCH_ICON_WAIT_MS),
      ]),
    manifest,
  });
  const update = new UpdateStore({
    fetch: platform.fetch,
    clock,
    local,
    session,
    env,
    visibility: pwa.visibility,
    serviceWorker: pwa.serviceWorker,
  });
  return {
    manifest,
    update,
    start({ startPath, startedAt, base, previewBuild, dev }) {
      void manifest.load();
      install.start(startPath);
      // The dev server serves no worker and no asset manifest.
      if (dev) return () => undefined;
      update.start(`${base}asset-manifest.json`, SECOND_ASSET_MANIFEST);
      if (!pwa.serviceWorker.isSupported()) return () => undefined;
      const url = workerUrl(base, previewBuild ? 'preview' : 'prod', tenant.merchantCode);
      const wait = Math.max(0, REGISTER_DELAY_MS - (clock.now() - startedAt));
      const timer = clock.setTimeout(() => void pwa.serviceWorker.register(url, base), wait);
      return () => clock.clearTimeout(timer);
    },
    install,
  };
}

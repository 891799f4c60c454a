import { sleep } from '../../platform/clock';
import { AppManifestStore, TOUCH_ICON_WAIT_MS } from './AppManifestStore';
import { InstallPromptStore } from './InstallPromptStore';
import type { PwaRoot } from './PwaStore';
import { UpdateStore } from './UpdateStore';

/**
 * The update checker, the install prompt and the app's manifest: loaded lazily at start, out of
 * the initial bundle.
 */
export interface PwaRuntime {
  update: UpdateStore;
  install: InstallPromptStore;
  manifest: AppManifestStore;
  /** The update checks: the app's asset manifest and the second one (spec 2). */
  startUpdates(manifestUrl: string): void;
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
    startUpdates: (manifestUrl) => update.start(manifestUrl, SECOND_ASSET_MANIFEST),
    install: new InstallPromptStore({
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
    }),
  };
}

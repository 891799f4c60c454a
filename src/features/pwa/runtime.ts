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
}

export function createPwaRuntime(root: PwaRoot): PwaRuntime {
  const { platform, tenant, launch, notices, api } = root;
  const { pwa, clock, env, local, session } = platform;
  const manifest = new AppManifestStore({
    api,
    clock,
    tenant,
    installedApps: pwa.installedApps,
  });
  return {
    manifest,
    update: new UpdateStore({
      fetch: platform.fetch,
      clock,
      local,
      session,
      env,
      visibility: pwa.visibility,
      serviceWorker: pwa.serviceWorker,
    }),
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

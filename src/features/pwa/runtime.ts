import { InstallPromptStore } from './InstallPromptStore';
import type { PwaRoot } from './PwaStore';
import { UpdateStore } from './UpdateStore';

/** The update checker and the install prompt: loaded lazily at start, out of the initial bundle. */
export interface PwaRuntime {
  update: UpdateStore;
  install: InstallPromptStore;
}

export function createPwaRuntime(root: PwaRoot): PwaRuntime {
  const { platform, tenant, launch, notices } = root;
  const { pwa, clock, env, local, session } = platform;
  return {
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
    }),
  };
}

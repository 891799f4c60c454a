import { createBrowserChunkErrors, type ChunkErrorPort } from './chunkErrors';
import { createBrowserInstalledApps, type InstalledAppsPort } from './installedApps';
import { captureInstallPrompt, type InstallPromptPort } from './installPrompt';
import { createBrowserNetwork, type NetworkPort } from './network';
import { createBrowserServiceWorker, type ServiceWorkerPort } from './serviceWorker';
import { createBrowserVisibility, type VisibilityPort } from './visibility';

/** What the installable-app features (worker, update check, install prompt, offline) need. */
export interface PwaPlatform {
  serviceWorker: ServiceWorkerPort;
  installPrompt: InstallPromptPort;
  visibility: VisibilityPort;
  network: NetworkPort;
  chunkErrors: ChunkErrorPort;
  /** Installed copies: the merchant's native app, the display mode of an installed web app. */
  installedApps: InstalledAppsPort;
}

/** Built at boot, so early browser events (install prompt, failed chunks) are not missed. */
export function createBrowserPwa(win: Window): PwaPlatform {
  return {
    serviceWorker: createBrowserServiceWorker(win),
    installPrompt: captureInstallPrompt(win),
    visibility: createBrowserVisibility(win.document),
    network: createBrowserNetwork(win),
    chunkErrors: createBrowserChunkErrors(win),
    installedApps: createBrowserInstalledApps(win),
  };
}

/** A native app of the merchant as the installable-app manifest names it (related_applications). */
export interface RelatedApp {
  platform: string;
  id?: string;
  url?: string;
}

/** What the browser says about installed copies of the app. */
export interface InstalledAppsPort {
  /**
   * The manifest's related native apps installed on this device
   * (navigator.getInstalledRelatedApps); null where the browser cannot tell (only Chromium on
   * Android and Windows can).
   */
  related(): Promise<RelatedApp[]> | null;
  /** The page runs in this display mode: an installed web app opens in its manifest's display. */
  displayMode(mode: string): boolean;
}

type RelatedAppsNavigator = Navigator & {
  getInstalledRelatedApps?: () => Promise<RelatedApp[]>;
};

export function createBrowserInstalledApps(win: Window): InstalledAppsPort {
  const nav = win.navigator as RelatedAppsNavigator;
  return {
    // [SecureContext]: absent on plain http, as in browsers that cannot tell.
    related: () => nav.getInstalledRelatedApps?.().catch(() => []) ?? null,
    displayMode: (mode) => win.matchMedia?.(`(display-mode: ${mode})`).matches === true,
  };
}

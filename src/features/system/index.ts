import type { LazyStore } from '../module';
import type { SiteSettingsStore } from './SiteSettingsStore';
import type { SystemStore } from './SystemStore';

export { SystemStore } from './SystemStore';
export type { StatusResponse } from './SystemStore';
export type { SiteSettingsStore };

declare module '../module' {
  interface Stores {
    system: SystemStore;
    /**
     * The shared settings: country info and the domain route, and the connectivity ping after a
     * start that found no network, the image CDN list's retries (a service, after boot).
     */
    siteSettings: LazyStore<SiteSettingsStore>;
  }
}

export { systemFeature } from './feature';

import type { LazyStore } from '../module';
import type { ConnectivityStore } from './ConnectivityStore';
import type { SiteSettingsStore } from './SiteSettingsStore';
import type { SystemStore } from './SystemStore';

export { SystemStore } from './SystemStore';
export type { StatusResponse } from './SystemStore';
export type { SiteSettingsStore };

declare module '../module' {
  interface Stores {
    system: SystemStore;
    /** The shared settings: country info and the domain route (a service, after boot). */
    siteSettings: LazyStore<SiteSettingsStore>;
    /** The connectivity ping after a lost connection (a service, after boot). */
    connectivity: LazyStore<ConnectivityStore>;
  }
}

export { systemFeature } from './feature';

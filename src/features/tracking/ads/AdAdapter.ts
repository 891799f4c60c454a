import type { TenantTracking } from '../../../config/tenant.gen';
import type { Clock } from '../../../platform/clock';
import type { PageGlobals } from '../../../platform/pageGlobals';
import type { TrackingPayload } from '../trackingPayload';

/** The ad services a tenant can name in `tracking` (schemas/tracking.schema.json). */
export type AdService = 'meta' | 'appsflyer' | 'tiktok' | 'google';

/** One ad service behind one interface: the real one, or the fake (fakeAdAdapter.ts). */
export interface AdAdapter {
  readonly service: AdService;
  /** Reports one event. Never throws: a blocked or broken vendor must not break the app. */
  track(payload: TrackingPayload): void;
}

/** A service the tenant configured, with its id. */
export interface ConfiguredService {
  service: AdService;
  id: string;
}

export interface AdAdapterDeps extends ConfiguredService {
  clock: Clock;
  /** Adds the vendor's script; default src/platform/loadScript. */
  loadScript?: (src: string) => Promise<void>;
  /** Where the vendor's queue lives; default the page's (src/platform/pageGlobals). */
  globals?: PageGlobals;
  /** Told when the vendor's script could not load (blocked, offline); default nothing. */
  onLoadError?: (service: AdService, error: unknown) => void;
}

const ID_FIELDS: ReadonlyArray<[AdService, keyof TenantTracking]> = [
  ['meta', 'facebookPixelId'],
  ['appsflyer', 'appsFlyerWebDevKey'],
  ['tiktok', 'tiktokPixelId'],
  ['google', 'googleTagId'],
];

/** The services the tenant has an id for, in a fixed order. */
export function configuredServices(tracking: TenantTracking | undefined): ConfiguredService[] {
  const services: ConfiguredService[] = [];
  for (const [service, field] of ID_FIELDS) {
    const id = tracking?.[field];
    if (typeof id === 'string' && id.trim() !== '') services.push({ service, id: id.trim() });
  }
  return services;
}

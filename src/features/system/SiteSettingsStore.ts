import { makeAutoObservable, runInAction } from 'mobx';
import type { CountryInfo } from '../../api/calls/system';
import { getCountryInfo, getDomainRoute } from '../../api/calls/system';
import type { ApiClient } from '../../api/types';
import { dialingCodesFor } from '../../config/dialingCodes';
import type { TenantConfig } from '../../config/tenant.gen';
import { cdnOrigins, installImageCdnRetry } from '../../platform/imageCdnRetry';
import type { Platform } from '../../platform/platform';
import type { NoticeStore } from '../notices';
import { ConnectivityStore } from './ConnectivityStore';
import type { SystemStore } from './SystemStore';

/** What the shared settings read from the root (the RootStore satisfies it). */
export interface SiteSettingsRoot {
  readonly api: ApiClient;
  readonly tenant: TenantConfig;
  readonly platform: Platform;
  readonly system: SystemStore;
  readonly notices: NoticeStore;
}

/**
 * The shared settings the server keeps for the merchant (spec 3, shared settings store): its
 * country info (GET /wps/system/country) and its other domains (GET /wps/system/domainRoute).
 * Asked once after the first screen; until they answer, or when they fail, the tenant file's
 * values stand in (region, auth.sms.countryDialingCodes), so nothing waits on them. The same
 * service runs the connectivity ping (ConnectivityStore) and, when the tenant lists image CDNs,
 * asks the next CDN for an image that failed on one (src/platform/imageCdnRetry).
 */
export class SiteSettingsStore {
  country: CountryInfo | null = null;
  /** The merchant's domains as https origins, as the domain route lists them. */
  domainList: string[] = [];
  readonly connectivity: ConnectivityStore;
  private started = false;
  private stopImageRetry: (() => void) | null = null;

  constructor(private readonly root: SiteSettingsRoot) {
    this.connectivity = new ConnectivityStore(root);
    makeAutoObservable<SiteSettingsStore, 'root' | 'started' | 'stopImageRetry'>(this, {
      root: false,
      started: false,
      stopImageRetry: false,
      connectivity: false,
      dispose: false,
    });
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.connectivity.start();
    if (this.imageCdns.length > 1) this.stopImageRetry = installImageCdnRetry(() => this.imageCdns);
    void this.load();
  }

  dispose(): void {
    this.started = false;
    this.connectivity.dispose();
    this.stopImageRetry?.();
    this.stopImageRetry = null;
  }

  async load(): Promise<void> {
    const { api } = this.root;
    // Neither is the member's business when it fails: no notice, the tenant's values stay.
    const [country, route] = await Promise.allSettled([
      getCountryInfo(api, { alert: false }),
      getDomainRoute(api, { alert: false }),
    ]);
    runInAction(() => {
      if (country.status === 'fulfilled') this.country = country.value;
      if (route.status === 'fulfilled') {
        this.domainList = route.value.domainList
          .map((entry) => httpsOrigin(entry.domainName))
          .filter((origin): origin is string => origin !== null);
      }
    });
  }

  /** The merchant's own country calling code: the server's, else the tenant file's. */
  get dialingCode(): string {
    return this.dialingCodes[0];
  }

  /** The calling codes a mobile number may take (UPDATEMOBILEICC3: src/config/dialingCodes). */
  get dialingCodes(): [string, ...string[]] {
    return dialingCodesFor(this.root.tenant, this.country);
  }

  /** The merchant's currency code: the server's, else the tenant file's region. */
  get currency(): string {
    return this.country?.currency || this.root.tenant.region.currency;
  }

  /**
   * The image CDN list: origins that serve the same images, in order (tenant `imageCdns`; the
   * server's answers name none). An image that fails on one is asked of the next.
   */
  get imageCdns(): string[] {
    return cdnOrigins(this.root.tenant.imageCdns);
  }

  /** The other domains a member can use when this one is not available (spec 2, 8). */
  get alternativeDomains(): string[] {
    const here = this.root.platform.env.location().origin;
    return [...new Set(this.domainList)].filter((origin) => origin !== here);
  }

  /** This page on each of those domains, as the domain-not-available popup offers them. */
  get alternativeAddresses(): string[] {
    const page = this.root.platform.env.location();
    return this.alternativeDomains.map((origin) => origin + page.pathname + page.search);
  }
}

/** An https origin from a domain name as the server writes it (with or without https://). */
export function httpsOrigin(domainName: string): string | null {
  const name = domainName.trim();
  if (!name) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(name) ? name : `https://${name}`);
    return url.protocol === 'https:' && !url.username && !url.password ? url.origin : null;
  } catch {
    return null;
  }
}

import type { KeyValueStore } from '../platform/storage';
import { readJson, writeJson } from '../platform/storage';

/** spec 3: stored registration info. */
export interface RegistrationInfo {
  affiliateCode: string;
  referralCode: string | null;
  originalDomain: string;
}

/** spec 3: stored ad-tracking info. */
export interface AdTrackingInfo {
  adAppToken?: string;
  gpsAdid?: string;
  adid?: string;
  afAppId?: string;
  appsflyerId?: string;
  afAdvertisingId?: string;
  afOaid?: string;
  idfa?: string;
  idfv?: string;
}

/** What the page was opened with (spec 2, "Query parameters read on load"). */
export interface LaunchInfo {
  registration: RegistrationInfo;
  adTracking: AdTrackingInfo;
  /** Ad click ids such as fbc, fbp, twclid, utm_source. */
  clickIds: Record<string, string>;
  from: string | null;
  /** Registration link id (sent as linkId). */
  tid: string | null;
  homescreen: boolean;
  /** fullscreen=0 disables fullscreen. */
  fullscreen: boolean;
  language: string | null;
}

export const REGISTRATION_INFO_KEY = 'registrationInfo';
export const AD_TRACKING_INFO_KEY = 'adTrackingInfo';

const AD_PARAMS: Array<[string, keyof AdTrackingInfo]> = [
  ['ad_app_token', 'adAppToken'],
  ['gps_adid', 'gpsAdid'],
  ['adid', 'adid'],
  ['af_app_id', 'afAppId'],
  ['appsflyer_id', 'appsflyerId'],
  ['advertising_id', 'afAdvertisingId'],
  ['oaid', 'afOaid'],
  ['idfa', 'idfa'],
  ['idfv', 'idfv'],
];
const CLICK_ID_PARAMS = [
  'fbc',
  'fbp',
  'fbclid',
  'gclid',
  'ttclid',
  'twclid',
  'utm_source',
  'utm_medium',
  'utm_campaign',
];

const clean = (v: string | null): string | null => {
  const t = v?.trim();
  return t ? t.slice(0, 256) : null;
};

/**
 * Reads the load-time query and keeps registration and ad-tracking info in storage, so a member
 * who arrives through an affiliate link and registers later is still attributed. A value in the
 * query replaces the stored one; absent values keep what was stored.
 */
export function readLaunchInfo(url: URL, hostAffiliate: string, store: KeyValueStore): LaunchInfo {
  const q = url.searchParams;
  const stored = readJson<Partial<RegistrationInfo>>(store, REGISTRATION_INFO_KEY) ?? {};
  const registration: RegistrationInfo = {
    affiliateCode: clean(q.get('affiliateCode')) ?? stored.affiliateCode ?? hostAffiliate,
    referralCode: clean(q.get('referralCode')) ?? clean(q.get('r')) ?? stored.referralCode ?? null,
    originalDomain: stored.originalDomain ?? url.hostname,
  };
  writeJson(store, REGISTRATION_INFO_KEY, registration);

  const adTracking: AdTrackingInfo = {
    ...(readJson<AdTrackingInfo>(store, AD_TRACKING_INFO_KEY) ?? {}),
  };
  let adChanged = false;
  for (const [param, field] of AD_PARAMS) {
    const v = clean(q.get(param));
    if (v) {
      adTracking[field] = v;
      adChanged = true;
    }
  }
  if (adChanged) writeJson(store, AD_TRACKING_INFO_KEY, adTracking);

  const clickIds: Record<string, string> = {};
  for (const p of CLICK_ID_PARAMS) {
    const v = clean(q.get(p));
    if (v) clickIds[p] = v;
  }
  return {
    registration,
    adTracking,
    clickIds,
    from: clean(q.get('from')),
    tid: clean(q.get('tid')),
    homescreen: q.get('homescreen') === '1' || q.get('homescreen') === 'true',
    fullscreen: q.get('fullscreen') !== '0',
    language: clean(q.get('lang')) ?? clean(q.get('language')),
  };
}

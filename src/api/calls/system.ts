import type { ApiClient } from '../types';
import type { CallOptions } from './options';

export interface Country {
  countryCode: string;
  countryName: string;
  countryDialingCode: string;
}

/** spec 3: country info of the shared settings store. */
export interface CountryInfo {
  countries: Country[];
  countryCode: string;
  countryDialingCode: string;
  currency: string;
  currencySymbol: string;
  currencyPosition: 'before' | 'after';
}

export async function getCountryInfo(
  api: ApiClient,
  options: CallOptions = {},
): Promise<CountryInfo> {
  return api.get<CountryInfo>('/wps/system/country', options);
}

/** spec 7: domainRoute answers a domainList; each domainName is an https origin. */
export interface DomainRoute {
  domainList: { domainName: string }[];
}

export async function getDomainRoute(
  api: ApiClient,
  options: CallOptions = {},
): Promise<DomainRoute> {
  return api.get<DomainRoute>('/wps/system/domainRoute', {
    ...options,
    query: { device: 'MOBILE' },
  });
}

/** GeeTest register answer (spec 7): gt is the captcha id, success 1 when GeeTest is up. */
export interface GeetestRegister {
  gt: string;
  challenge: string;
  newCaptcha: boolean;
  success: 0 | 1;
}

export interface GeetestRegisterRequest {
  /** Cache-busting timestamp, epoch ms. */
  t: number;
}

export async function registerGeetest(
  api: ApiClient,
  params: GeetestRegisterRequest,
  options: CallOptions = {},
): Promise<GeetestRegister> {
  return api.get<GeetestRegister>('/wps/captcha/geetest', { ...options, query: { t: params.t } });
}

export const COLLECT_PATH = '/wps/system/collect';

/** spec 7: the collect beacon. A beacon sends no headers, so the merchant travels in the body. */
export interface CollectBeacon {
  merchant: string;
  /** The collected value, a JSON string. */
  value: string;
}

/** Address and body for navigator.sendBeacon (the platform layer sends it). */
export function buildCollectBeacon(beacon: CollectBeacon): { url: string; body: string } {
  return { url: COLLECT_PATH, body: JSON.stringify(beacon) };
}

/** The same report through the client, where a beacon is not available; never alerts. */
export async function collect(
  api: ApiClient,
  beacon: CollectBeacon,
  options: CallOptions = {},
): Promise<void> {
  await api.post<unknown>(COLLECT_PATH, beacon, { alert: false, ...options });
}

export interface WebManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** spec 3: the web manifest fields the front end reads. */
export interface WebManifest {
  short_name: string;
  name: string;
  display: 'fullscreen' | 'standalone' | 'minimal-ui' | 'browser';
  icons: WebManifestIcon[];
  related_applications: { platform: string; url?: string; id?: string }[];
  theme_color: string;
}

/** GET /wps/system/manifest.json?merchantCode= (a plain manifest, no envelope). */
export async function getWebManifest(
  api: ApiClient,
  merchantCode: string,
  options: CallOptions = {},
): Promise<WebManifest> {
  return api.getJson<WebManifest>('/wps/system/manifest.json', {
    ...options,
    query: { merchantCode },
  });
}

import type { TenantConfig } from './tenant.gen';

/** What the country call (GET /wps/system/country) says about calling codes. */
export interface CountryDialing {
  countryDialingCode: string;
  countries: readonly { countryDialingCode: string }[];
}

/**
 * The country calling codes a mobile number may take, the merchant's own first (spec 3, country
 * info; spec 6, UPDATEMOBILEICC3). The merchant's own code is the country call's, else the
 * tenant file's (auth.sms.countryDialingCodes, else region).
 *
 * - Flag UPDATEMOBILEICC3 off: that one code; the number's country cannot be changed.
 * - On: the member may change it: the country call's countries, own first; until that answers
 *   (or when it fails) the tenant file's list.
 */
export function dialingCodesFor(
  tenant: TenantConfig,
  country: CountryDialing | null,
): [string, ...string[]] {
  const listed = tenant.auth.sms?.countryDialingCodes ?? [tenant.region.countryDialingCode];
  const own = country?.countryDialingCode || listed[0];
  if (!tenant.flags.UPDATEMOBILEICC3) return [own];
  if (!country) return [own, ...listed.filter((code) => code !== own)];
  const others = country.countries.map((c) => c.countryDialingCode).filter((code) => code);
  return [own, ...new Set(others.filter((code) => code !== own))];
}

/** The shared settings as the forms read them: the root's LazyStore, its store once loaded. */
export interface DialingSettings {
  readonly current: { readonly country: CountryDialing | null } | null;
}

/** dialingCodesFor with the shared settings' country info, when they have it. */
export function dialingCodesOf(
  tenant: TenantConfig,
  settings: DialingSettings | undefined,
): [string, ...string[]] {
  return dialingCodesFor(tenant, settings?.current?.country ?? null);
}

import type { Country, CountryInfo } from '../src/api/calls/system.ts';
import type { TenantConfig } from '../src/config/tenant.gen.ts';

export type { Country, CountryInfo };

const KNOWN_COUNTRIES: readonly Country[] = [
  { countryCode: 'PH', countryName: 'Philippines', countryDialingCode: '+63' },
  { countryCode: 'VN', countryName: 'Vietnam', countryDialingCode: '+84' },
  { countryCode: 'TH', countryName: 'Thailand', countryDialingCode: '+66' },
  { countryCode: 'ID', countryName: 'Indonesia', countryDialingCode: '+62' },
  { countryCode: 'MY', countryName: 'Malaysia', countryDialingCode: '+60' },
  { countryCode: 'IN', countryName: 'India', countryDialingCode: '+91' },
  { countryCode: 'BR', countryName: 'Brazil', countryDialingCode: '+55' },
  { countryCode: 'KH', countryName: 'Cambodia', countryDialingCode: '+855' },
];

/** How many other countries follow the merchant's own. */
const OTHER_COUNTRIES = 4;

export function countryInfo(tenant: TenantConfig): CountryInfo {
  const { region } = tenant;
  const own: Country = {
    countryCode: region.countryCode,
    countryName:
      KNOWN_COUNTRIES.find((c) => c.countryCode === region.countryCode)?.countryName ??
      region.countryCode,
    countryDialingCode: region.countryDialingCode,
  };
  const others = KNOWN_COUNTRIES.filter((c) => c.countryCode !== region.countryCode).slice(
    0,
    OTHER_COUNTRIES,
  );
  return {
    countries: [own, ...others],
    countryCode: region.countryCode,
    countryDialingCode: region.countryDialingCode,
    currency: region.currency,
    currencySymbol: region.currencySymbol,
    currencyPosition: region.currencyPosition ?? 'before',
  };
}

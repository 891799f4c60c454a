/** spec 9: the supported language codes, in the spec's order. */
export const LANGUAGES = [
  'CN',
  'EN',
  'ES',
  'HI',
  'ID',
  'JA',
  'KM',
  'KO',
  'MY',
  'TA',
  'TH',
  'TW',
  'VI',
  'TY',
  'UR',
  'PT',
  'PT-BR',
  'MS',
  'BN',
  'TR',
  'FR',
  'NE',
  'UR-LA',
  'TE',
  'RU',
  'SW',
  'KK',
  'LO',
] as const;

export type LanguageCode = (typeof LANGUAGES)[number];

/** spec 9: default language EN. */
export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

interface LocaleInfo {
  /** BCP 47 tag of the language itself: `<html lang>`, Intl when the engine has its data. */
  readonly tag: string;
  /** Locales to format with when the engine lacks data for `tag`, best first. */
  readonly intlFallbacks?: readonly string[];
  /** Locale to format with instead of `tag`, when `tag`'s data would be wrong for readers. */
  readonly intl?: string;
}

/** The languages whose tag is not their code in lower case (EN → en), or that format otherwise. */
const LOCALES: Partial<Readonly<Record<LanguageCode, LocaleInfo>>> = {
  CN: { tag: 'zh-CN' },
  TW: { tag: 'zh-TW' },
  // Tahitian has no CLDR locale data: format as French Polynesia does.
  TY: { tag: 'ty', intlFallbacks: ['fr-PF', 'fr'] },
  // CLDR's 'pt' is Brazilian Portuguese; PT is the European variant next to PT-BR.
  PT: { tag: 'pt-PT', intlFallbacks: ['pt'] },
  'PT-BR': { tag: 'pt-BR' },
  // Intl's 'ur-Latn' data is Arabic-script Urdu; Latin-script readers get English
  // dates and numbers of Pakistan (Urdu and English share plural rules one/other).
  'UR-LA': { tag: 'ur-Latn', intl: 'en-PK' },
};

const localeOf = (code: LanguageCode): LocaleInfo => LOCALES[code] ?? { tag: code.toLowerCase() };

const RTL_CODES: ReadonlySet<string> = new Set(['UR', 'AR']);

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** Right-to-left scripts: Urdu (and Arabic, should it return). UR-LA is Latin script. */
export function isRtl(code: string): boolean {
  return RTL_CODES.has(code.toUpperCase());
}

/** The language's own BCP 47 tag, e.g. CN → zh-CN, UR-LA → ur-Latn. */
export function toBcp47(code: LanguageCode): string {
  return localeOf(code).tag;
}

/** True when this engine formats numbers and dates in `locale` (what react-intl checks). */
export function engineSupportsLocale(locale: string): boolean {
  return (
    Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 &&
    Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0
  );
}

/**
 * The locale to give Intl (and react-intl) for a language: its own tag when this engine has
 * the data, else a sensible neighbour, else English. Desktop Chromium, for one, ships no
 * number or date data for km, my, ne and lo.
 */
export function toIntlLocale(
  code: LanguageCode,
  supports: (locale: string) => boolean = engineSupportsLocale,
): string {
  const info = localeOf(code);
  const candidates = [info.intl ?? info.tag, ...(info.intlFallbacks ?? [])];
  return candidates.find((locale) => supports(locale)) ?? 'en';
}

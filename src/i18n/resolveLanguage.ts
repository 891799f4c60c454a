import { DEFAULT_LANGUAGE, isLanguageCode } from './languages';
import type { LanguageCode } from './languages';

type Input = string | null | undefined;

/**
 * Reads a language the way members, links and browsers spell it: a product code in any case
 * ('vi', 'PT-BR', 'ur_la') or a BCP 47 tag ('vi-VN', 'zh-Hant-HK', 'ur-Latn-PK', 'ms-MY').
 * Product codes win where the two disagree: 'tw' is TW (traditional Chinese), not Twi.
 */
export function parseLanguage(input: Input): LanguageCode | undefined {
  const text = input?.trim().replace(/_/g, '-').toUpperCase();
  if (!text) return undefined;
  if (isLanguageCode(text)) return text;

  const [language = '', ...rest] = text.split('-');
  const script = rest.find((part) => /^[A-Z]{4}$/.test(part));
  const region = rest.find((part) => /^([A-Z]{2}|\d{3})$/.test(part));
  switch (language) {
    case 'ZH':
      return script === 'HANT' || (!script && ['TW', 'HK', 'MO'].includes(region ?? ''))
        ? 'TW'
        : 'CN';
    case 'UR':
      return script === 'LATN' ? 'UR-LA' : 'UR';
    case 'PT':
      return region === 'BR' ? 'PT-BR' : 'PT';
    case 'IN': // the old ISO 639 code for Indonesian, still sent by some Android webviews
      return 'ID';
    default:
      return isLanguageCode(language) ? language : undefined;
  }
}

export interface LanguageSources {
  /** ?language= (or similar) from the address. */
  query?: Input;
  /** The logged-in member's language. */
  member?: Input;
  /** The language this device last chose (the visitor's language switch). */
  stored?: Input;
  /** The tenant's default (tenant file languages.default). */
  tenantDefault?: Input;
  /** The tenant's supported languages (tenant file languages.supported). */
  supported: readonly LanguageCode[];
}

/**
 * spec 5: "Language must be one of the supported codes, else a default is used".
 * The first of the query, member and stored languages that the tenant supports,
 * else the tenant's default, else EN (spec 9).
 */
export function resolveLanguage(sources: LanguageSources): LanguageCode {
  const { query, member, stored, tenantDefault, supported } = sources;
  for (const candidate of [query, member, stored]) {
    const code = parseLanguage(candidate);
    if (code && supported.includes(code)) return code;
  }
  return parseLanguage(tenantDefault) ?? DEFAULT_LANGUAGE;
}

import type { CaptchaVersion } from './CaptchaAdapter';

/**
 * App language → the vendor's code (INTEGRATIONS.md 3): v3 takes zh-cn, zh-tw, en, ja, ...;
 * v4 takes three-letter codes (zho, zho-tw, eng, jpn, ...). Languages GeeTest does not offer
 * get English.
 */
const CODES: Record<CaptchaVersion, Readonly<Record<string, string>>> = {
  v3: {
    CN: 'zh-cn',
    TW: 'zh-tw',
    EN: 'en',
    JA: 'ja',
    KO: 'ko',
    ID: 'id',
    RU: 'ru',
    AR: 'ar',
    ES: 'es',
    PT: 'pt-pt',
    'PT-BR': 'pt-pt',
    FR: 'fr',
  },
  v4: {
    CN: 'zho',
    TW: 'zho-tw',
    EN: 'eng',
    JA: 'jpn',
    KO: 'kor',
    ID: 'ind',
    RU: 'rus',
    AR: 'ara',
    ES: 'spa',
    PT: 'por',
    'PT-BR': 'por',
    FR: 'fra',
  },
};

/** English, the fallback of each version ('en' for v3, 'eng' for v4). */
export const FALLBACK_LANGUAGE: Readonly<Record<CaptchaVersion, string>> = { v3: 'en', v4: 'eng' };

/** spec 5: a captcha language code is at most 6 letters, digits and hyphens. */
const LANGUAGE_CODE = /^[A-Za-z0-9-]{1,6}$/;

/** The code when it is a valid captcha language code, lower-cased; otherwise the fallback. */
export function sanitiseLanguageCode(code: string, fallback: string): string {
  const trimmed = code.trim();
  return LANGUAGE_CODE.test(trimmed) ? trimmed.toLowerCase() : fallback;
}

/** The language to hand GeeTest for the app's language (e.g. CN → zh-cn on v3, zho on v4). */
export function vendorLanguage(appLanguage: string, version: CaptchaVersion): string {
  const fallback = FALLBACK_LANGUAGE[version];
  const mapped = CODES[version][appLanguage.trim().toUpperCase()] ?? fallback;
  return sanitiseLanguageCode(mapped, fallback);
}

/**
 * QA's pseudo-locales, as Android names them (docs/i18n.md, "Pseudo-locales"): en-XA shows every
 * message accented, bracketed and about 40 % longer; ar-XB shows English right to left. They are
 * made from the English catalogue at build time and chosen only with `?lang=en-XA` /
 * `?lang=ar-XB` on local hosts and preview builds: never on a merchant's domain.
 *
 * They are not languages: tenants cannot list them, the server is told EN, and dates and numbers
 * are English.
 */
export const PSEUDO_LOCALES = ['EN-XA', 'AR-XB'] as const;

export type PseudoLocale = (typeof PSEUDO_LOCALES)[number];

/** `en-XA`, `EN_XA`, `ar-xb` … → the pseudo-locale; anything else undefined. */
export function parsePseudoLocale(input: string | null | undefined): PseudoLocale | undefined {
  const text = input?.trim().replace(/_/g, '-').toUpperCase();
  return PSEUDO_LOCALES.find((code) => code === text);
}

/** The BCP 47 tag for `<html lang>`: en-XA, ar-XB. */
export function pseudoTag(locale: PseudoLocale): string {
  return locale === 'EN-XA' ? 'en-XA' : 'ar-XB';
}

export function pseudoDir(locale: PseudoLocale): 'ltr' | 'rtl' {
  return locale === 'AR-XB' ? 'rtl' : 'ltr';
}

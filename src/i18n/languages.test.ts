import { describe, expect, expectTypeOf, it } from 'vitest';
import type { TenantLanguages } from '../config/tenant.gen';
import { LANGUAGES, isLanguageCode, isRtl, toBcp47, toIntlLocale } from './languages';
import type { LanguageCode } from './languages';

describe('LANGUAGES', () => {
  it('holds the 28 codes of spec 9, once each', () => {
    expect(LANGUAGES).toHaveLength(28);
    expect(new Set(LANGUAGES).size).toBe(28);
  });

  it('is exactly the language codes the tenant schema allows', () => {
    expectTypeOf<LanguageCode>().toEqualTypeOf<TenantLanguages['default']>();
  });

  it('recognises codes exactly as spelled', () => {
    expect(isLanguageCode('PT-BR')).toBe(true);
    expect(isLanguageCode('pt-BR')).toBe(false);
    expect(isLanguageCode('AR')).toBe(false);
  });
});

describe('isRtl', () => {
  it('is true for Urdu and Arabic', () => {
    expect(isRtl('UR')).toBe(true);
    expect(isRtl('AR')).toBe(true);
  });

  it('is false for Latin-script Urdu and every other supported code', () => {
    expect(isRtl('UR-LA')).toBe(false);
    expect(LANGUAGES.filter((code) => isRtl(code))).toEqual(['UR']);
  });
});

describe('toBcp47', () => {
  it.each([
    ['CN', 'zh-CN'],
    ['TW', 'zh-TW'],
    ['EN', 'en'],
    ['VI', 'vi'],
    ['UR', 'ur'],
    ['UR-LA', 'ur-Latn'],
    ['PT', 'pt-PT'],
    ['PT-BR', 'pt-BR'],
    ['MY', 'my'],
    ['MS', 'ms'],
    ['TY', 'ty'],
  ] as const)('maps %s to %s', (code, tag) => {
    expect(toBcp47(code)).toBe(tag);
  });

  it('gives every code a well-formed tag', () => {
    for (const code of LANGUAGES) {
      expect(Intl.getCanonicalLocales(toBcp47(code))).toEqual([toBcp47(code)]);
    }
  });
});

describe('toIntlLocale', () => {
  const everything = (): boolean => true;
  const only =
    (...locales: string[]) =>
    (locale: string): boolean =>
      locales.includes(locale);

  it('uses the language tag when the engine has its data', () => {
    expect(toIntlLocale('VI', everything)).toBe('vi');
    expect(toIntlLocale('TW', everything)).toBe('zh-TW');
  });

  it('formats Latin-script Urdu as English of Pakistan, not in Arabic script', () => {
    expect(toIntlLocale('UR-LA', everything)).toBe('en-PK');
  });

  describe('when the engine lacks the data', () => {
    it('formats Tahitian as French Polynesia', () => {
      expect(toIntlLocale('TY', only('fr-PF', 'fr'))).toBe('fr-PF');
      expect(toIntlLocale('TY', only('fr'))).toBe('fr');
    });

    it('falls back to English otherwise', () => {
      expect(toIntlLocale('KM', only('en'))).toBe('en');
      expect(toIntlLocale('TY', only())).toBe('en');
    });
  });

  it('never names a locale this engine cannot format', () => {
    for (const code of LANGUAGES) {
      const locale = toIntlLocale(code);
      expect(Intl.NumberFormat.supportedLocalesOf([locale])).toHaveLength(1);
    }
  });
});

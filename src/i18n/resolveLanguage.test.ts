import { describe, expect, it } from 'vitest';
import { parseLanguage, resolveLanguage } from './resolveLanguage';
import type { LanguageCode } from './languages';

describe('parseLanguage', () => {
  it.each([
    ['VI', 'VI'],
    ['vi', 'VI'],
    [' pt-br ', 'PT-BR'],
    ['ur_la', 'UR-LA'],
    ['vi-VN', 'VI'],
    ['en-US', 'EN'],
    ['zh-CN', 'CN'],
    ['zh', 'CN'],
    ['zh-Hans-SG', 'CN'],
    ['zh-TW', 'TW'],
    ['zh-HK', 'TW'],
    ['zh-Hant', 'TW'],
    ['ur-PK', 'UR'],
    ['ur-Latn', 'UR-LA'],
    ['ur-Latn-PK', 'UR-LA'],
    ['pt-BR', 'PT-BR'],
    ['pt-PT', 'PT'],
    ['ms-MY', 'MS'],
    ['my-MM', 'MY'],
    ['in-ID', 'ID'],
    ['tw', 'TW'],
  ] as const)('reads %j as %s', (input, code) => {
    expect(parseLanguage(input)).toBe(code);
  });

  it.each([[''], ['  '], [null], [undefined], ['AR'], ['de-DE'], ['klingon']])(
    'reads %j as no supported language',
    (input) => {
      expect(parseLanguage(input)).toBeUndefined();
    },
  );
});

describe('resolveLanguage', () => {
  const supported: LanguageCode[] = ['EN', 'CN', 'VI', 'TH', 'UR'];

  it('takes the query language when the tenant supports it', () => {
    expect(resolveLanguage({ query: 'th', member: 'VI', supported, tenantDefault: 'EN' })).toBe(
      'TH',
    );
  });

  it('takes the member language when the query has none or an unsupported one', () => {
    expect(resolveLanguage({ member: 'vi-VN', supported, tenantDefault: 'EN' })).toBe('VI');
    expect(resolveLanguage({ query: 'JA', member: 'VI', supported, tenantDefault: 'EN' })).toBe(
      'VI',
    );
  });

  it('takes the language stored on this device after the member language', () => {
    expect(resolveLanguage({ member: 'KO', stored: 'ur', supported, tenantDefault: 'EN' })).toBe(
      'UR',
    );
  });

  it('maps a BCP 47 tag to the supported code', () => {
    expect(resolveLanguage({ query: 'zh-CN', supported, tenantDefault: 'EN' })).toBe('CN');
  });

  describe('when no candidate is supported', () => {
    it('uses the tenant default', () => {
      expect(resolveLanguage({ query: 'JA', member: 'KO', supported, tenantDefault: 'VI' })).toBe(
        'VI',
      );
    });

    it('uses EN when the tenant default is missing or unknown', () => {
      expect(resolveLanguage({ query: 'JA', supported })).toBe('EN');
      expect(resolveLanguage({ supported, tenantDefault: 'xx' })).toBe('EN');
    });
  });
});

import { describe, expect, it } from 'vitest';
import { sanitiseLanguageCode, vendorLanguage } from './vendorLanguage';

describe('the language GeeTest gets (spec 5)', () => {
  it.each`
    app        | v3         | v4
    ${'CN'}    | ${'zh-cn'} | ${'zho'}
    ${'TW'}    | ${'zh-tw'} | ${'zho-tw'}
    ${'EN'}    | ${'en'}    | ${'eng'}
    ${'JA'}    | ${'ja'}    | ${'jpn'}
    ${'KO'}    | ${'ko'}    | ${'kor'}
    ${'PT-BR'} | ${'pt-pt'} | ${'por'}
    ${'cn'}    | ${'zh-cn'} | ${'zho'}
  `('maps $app to $v3 on v3 and $v4 on v4', ({ app, v3, v4 }: Record<string, string>) => {
    expect(vendorLanguage(app!, 'v3')).toBe(v3);
    expect(vendorLanguage(app!, 'v4')).toBe(v4);
  });

  it('falls back to English for a language GeeTest does not offer', () => {
    expect(vendorLanguage('TH', 'v3')).toBe('en');
    expect(vendorLanguage('VI', 'v4')).toBe('eng');
    expect(vendorLanguage('', 'v3')).toBe('en');
    expect(vendorLanguage('"><script>', 'v4')).toBe('eng');
  });

  it('never hands over more than 6 letters, digits and hyphens', () => {
    for (const app of ['CN', 'TW', 'EN', 'UR-LA', 'PT-BR', 'x'.repeat(40), 'zh_CN', 'é']) {
      for (const version of ['v3', 'v4'] as const) {
        expect(vendorLanguage(app, version)).toMatch(/^[a-z0-9-]{1,6}$/);
      }
    }
  });
});

describe('sanitiseLanguageCode', () => {
  it('keeps a valid code, lower-cased', () => {
    expect(sanitiseLanguageCode('zh-TW', 'en')).toBe('zh-tw');
    expect(sanitiseLanguageCode(' eng ', 'en')).toBe('eng');
    expect(sanitiseLanguageCode('abc123', 'en')).toBe('abc123');
  });

  it('gives the fallback for anything longer than 6 or with other characters', () => {
    expect(sanitiseLanguageCode('zho-twx', 'en')).toBe('en');
    expect(sanitiseLanguageCode('zh_cn', 'en')).toBe('en');
    expect(sanitiseLanguageCode('en;x=1', 'en')).toBe('en');
    expect(sanitiseLanguageCode('../en', 'en')).toBe('en');
    expect(sanitiseLanguageCode('', 'eng')).toBe('eng');
  });
});

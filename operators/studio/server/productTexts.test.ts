import { describe, expect, it } from 'vitest';
import english from '../../../src/i18n/messages/en.json';
import urdu from '../../../src/i18n/messages/ur.json';
import { HttpError, productTexts } from './studioCore.ts';

describe('GET texts/<language>: the product texts the Texts tab shows', () => {
  it("answers a language's catalogue and the languages written right to left", () => {
    expect(productTexts('EN')).toEqual({ language: 'EN', messages: english, rtl: ['UR'] });
    expect(productTexts('UR').messages).toEqual(urdu);
    expect(productTexts('PT-BR').messages['auth.login.submit']).toBeTypeOf('string');
  });

  it('reads no file but a catalogue', () => {
    for (const code of ['../../package', 'en', 'XX', 'EN/../../x'])
      expect(() => productTexts(code)).toThrow(HttpError);
  });
});

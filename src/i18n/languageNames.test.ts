import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from './languageNames';
import { LANGUAGES, toBcp47 } from './languages';

describe('LANGUAGE_NAMES', () => {
  it('names every supported language, each once, none by its code', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LANGUAGES].sort());
    const names = Object.values(LANGUAGE_NAMES);
    expect(new Set(names).size).toBe(names.length);
    for (const code of LANGUAGES) {
      expect(LANGUAGE_NAMES[code].toUpperCase()).not.toBe(code);
      expect(LANGUAGE_NAMES[code].toLowerCase()).not.toBe(toBcp47(code).toLowerCase());
    }
  });

  it('names a language in its own script, not in English', () => {
    expect(LANGUAGE_NAMES.KM).toMatch(/^[\u1780-\u17FF]+$/);
    expect(LANGUAGE_NAMES.MY).toMatch(/^[\u1000-\u109F]+$/);
    expect(LANGUAGE_NAMES.LO).toMatch(/^[\u0E80-\u0EFF]+$/);
    expect(LANGUAGE_NAMES.NE).toMatch(/^[\u0900-\u097F]+$/);
    expect(LANGUAGE_NAMES.UR).toMatch(/^[\u0600-\u06FF]+$/);
    // Latin-script Urdu's readers read it in Latin letters.
    expect(LANGUAGE_NAMES['UR-LA']).toMatch(/^[A-Za-z ()]+$/);
  });
});

import { describe, expect, it } from 'vitest';
import { checkCatalogues, codeOfFileName, englishFromCode, pruneStale } from './i18nCatalogues.ts';
import type { Catalogue, Extracted } from './i18nCatalogues.ts';
import { parseIcu } from './i18nIcu.ts';

const extracted: Extracted = {
  'nav.home': { defaultMessage: 'Home', file: 'src/a.tsx', line: 3, col: 4 },
  'games.count': {
    defaultMessage: '{count, plural, one {# game} other {# games}}',
    file: 'src/b.ts',
    line: 7,
    col: 0,
  },
};
const english = {
  'games.count': '{count, plural, one {# game} other {# games}}',
  'nav.home': 'Home',
};

function catalogue(code: Catalogue['code'], messages: Record<string, unknown>): Catalogue {
  return { code, file: `src/i18n/messages/${code.toLowerCase()}.json`, messages };
}

function check(...catalogues: Catalogue[]) {
  return checkCatalogues(extracted, [catalogue('EN', english), ...catalogues]);
}

describe('englishFromCode', () => {
  it('takes each defaultMessage, ids sorted', () => {
    const result = englishFromCode(extracted);
    expect(Object.keys(result.english)).toEqual(['games.count', 'nav.home']);
    expect(result.problems).toEqual([]);
  });

  it('fails a message declared without English, naming where', () => {
    const { problems } = englishFromCode({ 'x.y': { file: 'src/c.tsx', line: 2, col: 9 } });
    expect(problems).toEqual([
      { where: 'src/c.tsx:2:10', message: expect.stringContaining('"x.y" has no defaultMessage') },
    ]);
  });

  it('fails English that is not a valid ICU message', () => {
    const { problems } = englishFromCode({ 'x.y': { defaultMessage: 'Hi {name' } });
    expect(problems[0]?.message).toContain('invalid ICU message (EXPECT_ARGUMENT_CLOSING_BRACE');
  });
});

describe('checkCatalogues', () => {
  it('passes when English equals the code and translations are sound', () => {
    const result = check(catalogue('VI', { 'nav.home': 'Trang chủ' }));
    expect(result.problems).toEqual([]);
  });

  describe('when en.json is behind the code', () => {
    it('fails a missing id and a changed text, pointing to --write', () => {
      const { problems } = checkCatalogues(extracted, [catalogue('EN', { 'nav.home': 'Start' })]);
      expect(problems.map((p) => p.message)).toEqual([
        expect.stringMatching(/lacks "games.count" \(declared at src\/b.ts:7:1\).*--write/),
        expect.stringMatching(/"nav.home" reads "Start" but the code says "Home".*--write/),
      ]);
    });
  });

  it('fails an id the code no longer declares, in any catalogue', () => {
    const { problems } = checkCatalogues(extracted, [
      catalogue('EN', { ...english, 'old.id': 'Old' }),
      catalogue('TH', { 'old.id': 'เก่า' }),
    ]);
    expect(problems).toEqual([
      {
        where: 'src/i18n/messages/en.json',
        message: expect.stringContaining('"old.id" is no longer in the code'),
      },
      {
        where: 'src/i18n/messages/th.json',
        message: expect.stringMatching(/"old.id" is no longer.*--prune/),
      },
    ]);
  });

  it('fails a translation that is not valid ICU', () => {
    const { problems } = check(catalogue('RU', { 'games.count': '{count, plural, one {# игра}}' }));
    expect(problems[0]?.message).toContain(
      '"games.count": invalid ICU message (MISSING_OTHER_CLAUSE',
    );
  });

  it('fails a translation that uses an argument English does not supply', () => {
    const { problems } = check(catalogue('FR', { 'nav.home': 'Accueil {name}' }));
    expect(problems[0]?.message).toContain('"nav.home" uses {name}, which English does not');
  });

  it('fails a value that is not a string', () => {
    const { problems } = check(catalogue('JA', { 'nav.home': ['ホーム'] }));
    expect(problems[0]?.message).toBe('"nav.home" must be a string (got object)');
  });

  it('reports, without failing, the ids a language shows in English', () => {
    const result = check(
      catalogue('VI', { 'nav.home': 'Trang chủ' }),
      catalogue('KM', { 'nav.home': '' }),
      catalogue('TW', { 'nav.home': '首頁', 'games.count': '{count} 個遊戲' }),
    );
    expect(result.problems).toEqual([]);
    expect(result.missing).toEqual([
      { code: 'KM', ids: ['games.count', 'nav.home'] },
      { code: 'TW', ids: [] },
      { code: 'VI', ids: ['games.count'] },
    ]);
  });
});

describe('pruneStale', () => {
  it('removes ids the code dropped and keeps the order of the rest', () => {
    expect(pruneStale({ b: 'x', 'nav.home': 'H', a: 'y' }, english)).toEqual({
      kept: { 'nav.home': 'H' },
      removed: ['b', 'a'],
    });
  });
});

describe('codeOfFileName', () => {
  it('maps lower-case file names to codes', () => {
    expect(codeOfFileName('pt-br.json')).toBe('PT-BR');
    expect(codeOfFileName('ur-la.json')).toBe('UR-LA');
    expect(codeOfFileName('PT-BR.json')).toBeUndefined();
    expect(codeOfFileName('ar.json')).toBeUndefined();
  });
});

describe('parseIcu', () => {
  it('lists arguments and tags, nested ones included', () => {
    const result = parseIcu(
      'Hi <b>{name}</b>, {n, plural, one {# item} other {{n} items in {place}}}',
    );
    expect(result.ok && [...result.placeholders].sort()).toEqual([
      '<b>',
      '{name}',
      '{n}',
      '{place}',
    ]);
  });
});

import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { accent, EXPANSION, PADDING_WORDS, pseudoLocalize } from './pseudoLocalize.ts';

function format(message: string, values: Record<string, unknown>, locale: 'EN-XA' | 'AR-XB') {
  const ast = pseudoLocalize(parse(message), locale);
  return String(new IntlMessageFormat(ast, 'en').format(values as Record<string, string>));
}

const RTL_MARKS = /[\u200f\u202e\u202c]/g;

describe('en-XA', () => {
  it('accents every letter, brackets the message and pads it with number words', () => {
    const text = format('Log in', {}, 'EN-XA');
    expect(text).toMatch(/^\[Ļöĝ îñ( one| two| three)+\]$/);
    expect(accent('Hello World')).toBe('Ĥéļļö Ŵöŕļð');
  });

  it('makes a message about 40 % longer', () => {
    const english = 'Choose a password different from the current one.';
    const text = format(english, {}, 'EN-XA');
    const growth = (text.length - 2) / english.length - 1; // without the brackets
    expect(growth).toBeGreaterThanOrEqual(EXPANSION);
    expect(growth).toBeLessThan(EXPANSION + 0.2);
  });

  it('keeps arguments, plural and select keys and tags, so the code’s values still format', () => {
    const message =
      '{count, plural, one {# game} other {# games}} for {name}{vip, select, true { <b>VIP</b>} other {}}';
    const text = format(
      message,
      { count: 3, name: 'member1', vip: 'true', b: (chunks: string[]) => `*${chunks.join('')}*` },
      'EN-XA',
    );
    expect(text).toMatch(/^\[3 ĝåɱéš ƒöŕ member1 \*ṼÎÞ\*( [a-z]+)+\]$/);
    expect(format('{count, plural, one {# game} other {# games}}', { count: 1 }, 'EN-XA')).toMatch(
      /^\[1 ĝåɱé /,
    );
  });

  it('pads only with the padding words', () => {
    const words = format('Terms', {}, 'EN-XA').slice(1, -1).split(' ').slice(1);
    for (const word of words) expect(PADDING_WORDS).toContain(word);
  });

  it('leaves an empty message empty', () => {
    expect(pseudoLocalize([], 'EN-XA')).toEqual([]);
  });
});

describe('ar-XB', () => {
  it('forces each English word right to left between right-to-left marks', () => {
    const text = format('Log in', {}, 'AR-XB');
    expect(text).toBe('\u200f\u202eLog\u202c\u200f \u200f\u202ein\u202c\u200f');
    expect(text.replace(RTL_MARKS, '')).toBe('Log in');
  });

  it('keeps arguments and plurals', () => {
    const text = format(
      '{count, plural, one {# game} other {# games}} left',
      { count: 2 },
      'AR-XB',
    );
    expect(text.replace(RTL_MARKS, '')).toBe('2 games left');
  });
});

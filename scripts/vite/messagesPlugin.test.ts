import { describe, expect, it } from 'vitest';
import { compileCatalogue } from './messagesPlugin.ts';

describe('the catalogues the production build ships', () => {
  it('are ICU ASTs, so the browser needs no message parser', () => {
    const compiled = compileCatalogue(
      { 'a.count': '{n, plural, one {# tap} other {# taps}}' },
      '/x/en.json',
    );
    expect(compiled['a.count']).toEqual([
      expect.objectContaining({ value: 'n', options: expect.any(Object) }),
    ]);
  });

  it('keep every English message, and only usable translations in other languages', () => {
    const english = compileCatalogue({ 'a.title': 'Log in', 'a.empty': '' }, '/x/en.json');
    expect(Object.keys(english)).toEqual(['a.title', 'a.empty']);
    const thai = compileCatalogue(
      { 'a.title': 'เข้าสู่ระบบ', 'a.empty': ' ', 'a.key': 'a.key', 'a.wait': 'Loading...' },
      '/x/th.json',
    );
    expect(Object.keys(thai)).toEqual(['a.title']);
  });

  it('are complete with English: what a language lacks or leaves untranslated reads in English', () => {
    const english = { 'a.title': 'Log in', 'a.help': 'Help', 'a.wait': 'Please wait' };
    const thai = compileCatalogue(
      { 'a.title': 'เข้าสู่ระบบ', 'a.wait': 'Loading...', 'a.gone': 'ลบแล้ว' },
      '/x/th.json',
      english,
    );
    expect(thai).toEqual(compileCatalogue({ ...english, 'a.title': 'เข้าสู่ระบบ' }, '/x/en.json'));
  });

  it('fail the build on a message that is not valid ICU, naming the file and the id', () => {
    expect(() => compileCatalogue({ 'a.broken': 'Hello {name' }, '/x/vi.json')).toThrow(
      '/x/vi.json: message a.broken is not valid ICU',
    );
  });
});

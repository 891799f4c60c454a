import { describe, expect, it } from 'vitest';
import { templateText } from './templateText';

describe('templateText', () => {
  it('gives a sentence as it is written', () => {
    expect(templateText('Get the app for faster games', {})).toBe('Get the app for faster games');
    // Only a merchant id is looked up, never a catalogue id.
    expect(templateText('nav.login', { 'nav.login': 'Log in' })).toBe('nav.login');
  });

  it("gives a merchant text's words, from a plain catalogue or the build's ASTs", () => {
    expect(
      templateText('merchant.appDesc', { 'merchant.appDesc': "Don''t wait: get the app" }),
    ).toBe("Don't wait: get the app");
    const ast = [{ type: 0, value: '[Ĝéţ ţĥé åþþ one two]' }];
    expect(templateText(' merchant.appDesc ', { 'merchant.appDesc': ast })).toBe(
      '[Ĝéţ ţĥé åþþ one two]',
    );
  });

  it('never shows the id of a merchant text nobody wrote', () => {
    expect(templateText('merchant.appDesc', {})).toBe('');
  });
});

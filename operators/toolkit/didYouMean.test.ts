// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { closestName, editDistance } from './didYouMean.ts';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours', () => {
    expect(editDistance('flags', 'flags')).toBe(0);
    expect(editDistance('flgs', 'flags')).toBe(1);
    expect(editDistance('colour', 'color')).toBe(1);
    expect(editDistance('menuGird', 'menuGrid')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('closestName', () => {
  const keys = ['flags', 'domains', 'displayName', 'menu', 'widgets'];

  it('suggests the key a typo most likely meant', () => {
    expect(closestName('flgs', keys)).toBe('flags');
    expect(closestName('widget', keys)).toBe('widgets');
    expect(closestName('displayname', keys)).toBe('displayName');
  });

  it('suggests nothing when no key is close', () => {
    expect(closestName('timezone', keys)).toBeUndefined();
    expect(closestName('mn', keys)).toBeUndefined();
    expect(closestName('flags', [])).toBeUndefined();
  });
});

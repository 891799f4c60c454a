import { describe, expect, it } from 'vitest';
import { countChangedLines } from './studioApi';

describe('countChangedLines', () => {
  it('counts a changed line once and a moved line once', () => {
    expect(countChangedLines('a\nb\nc\n', 'a\nB\nc\n')).toBe(1);
    expect(countChangedLines('a\nb\nc\nd\ne\n', 'b\na\nc\nd\nE\n')).toBe(2);
    expect(countChangedLines('a\n', 'a\n')).toBe(0);
    expect(countChangedLines('a\nb\n', 'a\n')).toBe(1);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createLineIndex } from './jsonPositions.ts';
import { findDuplicateKeys, parseJsonText, parseJsonTree } from './parseJsonText.ts';

function failure(text: string): string {
  const parsed = parseJsonText(text);
  if (parsed.ok) throw new Error('expected a parse error');
  const { line, col } = createLineIndex(text)(parsed.offset);
  return `${line}:${col} ${parsed.message}`;
}

describe('parseJsonText', () => {
  it('returns the value of valid JSON', () => {
    const parsed = parseJsonText('{"a": [1, true, null]}');
    expect(parsed.ok && parsed.value).toEqual({ a: [1, true, null] });
  });

  it('names the bracket a missing comma belongs to', () => {
    expect(failure('{\n  "a": 1\n  "b": 2\n}')).toBe(
      "3:3 invalid JSON: expected ',' or '}' (found '\"b\"')",
    );
    expect(failure('{"a": [1\n 2]}')).toBe("2:2 invalid JSON: expected ',' or ']' (found '2')");
    expect(failure('{"a": 1')).toBe(
      "1:8 invalid JSON: expected ',' or '}' (found the end of the file)",
    );
  });

  it('points at a trailing comma', () => {
    expect(failure('{\n  "a": 1,\n}')).toBe(
      "2:9 invalid JSON: trailing comma before '}' is not allowed",
    );
    expect(failure('[1, 2, ]')).toBe("1:6 invalid JSON: trailing comma before ']' is not allowed");
  });

  it('explains other mistakes operators make', () => {
    expect(failure('')).toBe('1:1 invalid JSON: the file is empty');
    expect(failure('// note\n{}')).toBe('1:1 invalid JSON: comments are not allowed in JSON');
    expect(failure('{a: 1}')).toBe(
      "1:2 invalid JSON: unexpected 'a': strings and property names need double quotes",
    );
    expect(failure('{"a" 1}')).toBe(
      "1:6 invalid JSON: expected ':' after the property name (found '1')",
    );
    expect(failure('{"a": "x\n"}')).toMatch(/^1:7 invalid JSON: unterminated string/);
  });

  it('reads a file that starts with a byte order mark, keeping columns', () => {
    const parsed = parseJsonText('\uFEFF{"a": 1}');
    expect(parsed.ok && parsed.value).toEqual({ a: 1 });
    expect(parseJsonTree('\uFEFF{"a": 1}')?.children?.[0]?.offset).toBe(2);
  });
});

describe('findDuplicateKeys', () => {
  it('reports every repeated key with where it was first written', () => {
    const text = '{"a": 1, "b": {"c": 1, "c": 2}, "a": 3, "l": [{"d": 1, "d": 1}]}';
    expect(findDuplicateKeys(text)).toEqual([
      { pointer: '/b/c', firstOffset: 15 },
      { pointer: '/a', firstOffset: 1 },
      { pointer: '/l/0/d', firstOffset: 47 },
    ]);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseTree } from 'jsonc-parser';
import { createLineIndex, locateNode } from './jsonPositions.ts';

const text = '{\n  "a": { "b": [10, 20] },\r\n  "c": 1,\n  "c": 2\n}\n';
const tree = parseTree(text)!;
const lineOf = createLineIndex(text);
const at = (segments: string[], where: 'key' | 'value' = 'value') =>
  lineOf(locateNode(tree, segments, where).offset);

describe('locateNode', () => {
  it('finds values by pointer segments, 1-based', () => {
    expect(at([])).toEqual({ line: 1, col: 1 });
    expect(at(['a'])).toEqual({ line: 2, col: 8 });
    expect(at(['a', 'b', '1'])).toEqual({ line: 2, col: 20 });
  });

  it('points at the property name when asked for the key', () => {
    expect(at(['a', 'b'], 'key')).toEqual({ line: 2, col: 10 });
    expect(at(['a', 'b', '0'], 'key')).toEqual({ line: 2, col: 16 });
  });

  it('stops at the deepest node that exists', () => {
    expect(at(['a', 'missing'])).toEqual({ line: 2, col: 8 });
    expect(at(['a', 'b', '7'])).toEqual({ line: 2, col: 15 });
    expect(at(['a', 'b', 'x'])).toEqual({ line: 2, col: 15 });
  });

  it('uses the last of duplicate keys, the one JSON.parse keeps', () => {
    expect(at(['c'], 'key')).toEqual({ line: 4, col: 3 });
  });
});

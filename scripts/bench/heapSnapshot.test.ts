import { describe, expect, it } from 'vitest';
import { heapCounts, heapGrowth } from './heapSnapshot.ts';

/** A snapshot in V8's layout: nodes as rows of node_fields, names and types by index. */
function snapshot(objects: [type: number, name: number, size: number][]): string {
  return JSON.stringify({
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
        node_types: [['hidden', 'array', 'string', 'object', 'code', 'closure'], 'string'],
      },
    },
    nodes: objects.flatMap(([type, name, size], id) => [type, name, id, size, 0]),
    strings: ['Listener', 'Entry', 'compiled', 'onTick'],
  });
}

describe('heap snapshots in the soak', () => {
  it('counts objects per constructor and names what grew', () => {
    const before = heapCounts(
      snapshot([
        [3, 0, 40],
        [3, 1, 100],
        [4, 2, 999],
      ]),
    );
    const after = heapCounts(
      snapshot([
        [3, 0, 40],
        [3, 1, 100],
        [3, 1, 100],
        [3, 1, 100],
        [5, 3, 32],
        [4, 2, 5000],
      ]),
    );
    expect(after.byName.get('Entry')).toEqual({ count: 3, bytes: 300 });
    // Compiled code is the engine's, not the page's: left out.
    expect(after.byName.has('compiled')).toBe(false);
    expect(heapGrowth(before, after)).toEqual([
      { name: 'Entry', count: 2, bytes: 200 },
      { name: 'closure onTick', count: 1, bytes: 32 },
    ]);
  });
});

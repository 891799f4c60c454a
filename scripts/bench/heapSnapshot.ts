/**
 * A V8 heap snapshot through CDP (HeapProfiler.takeHeapSnapshot, streamed in chunks), reduced
 * to what the soak compares: per constructor name, how many objects and how many bytes of their
 * own. The raw snapshot is kept too, to open in DevTools' Memory panel (Comparison view).
 */

export interface HeapCounts {
  /** Constructor (or node) name → objects and their own bytes. */
  byName: Map<string, { count: number; bytes: number }>;
}

/** What the snapshot needs of a CDP session: Playwright's CDPSession or the bench's own pipe. */
export interface SnapshotSession {
  send(method: 'HeapProfiler.enable' | 'HeapProfiler.collectGarbage'): Promise<unknown>;
  send(
    method: 'HeapProfiler.takeHeapSnapshot',
    params: { reportProgress: boolean },
  ): Promise<unknown>;
  on(
    event: 'HeapProfiler.addHeapSnapshotChunk',
    handler: (params: { chunk: string }) => void,
  ): unknown;
  off(
    event: 'HeapProfiler.addHeapSnapshotChunk',
    handler: (params: { chunk: string }) => void,
  ): unknown;
}

export async function takeHeapSnapshot(cdp: SnapshotSession): Promise<string> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => {
    chunks.push(chunk);
  };
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return chunks.join('');
}

interface RawSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** Objects per name; hidden and system internals ('hidden', 'code', ...) are left out. */
export function heapCounts(text: string): HeapCounts {
  const raw = JSON.parse(text) as RawSnapshot;
  const fields = raw.snapshot.meta.node_fields;
  const types = raw.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const kept = new Set(['object', 'closure', 'array', 'string', 'concatenated string', 'native']);
  const byName = new Map<string, { count: number; bytes: number }>();
  for (let i = 0; i < raw.nodes.length; i += width) {
    const type = types[raw.nodes[i + typeAt]!] ?? '';
    if (!kept.has(type)) continue;
    const name =
      type === 'object' || type === 'native' || type === 'closure'
        ? `${type === 'closure' ? 'closure ' : ''}${raw.strings[raw.nodes[i + nameAt]!] ?? '?'}`
        : `(${type})`;
    const entry = byName.get(name) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += raw.nodes[i + sizeAt]!;
    byName.set(name, entry);
  }
  return { byName };
}

/** The names whose own bytes grew most from `before` to `after`, largest first. */
export function heapGrowth(
  before: HeapCounts,
  after: HeapCounts,
  top = 15,
): { name: string; count: number; bytes: number }[] {
  const rows: { name: string; count: number; bytes: number }[] = [];
  for (const [name, now] of after.byName) {
    const was = before.byName.get(name) ?? { count: 0, bytes: 0 };
    rows.push({ name, count: now.count - was.count, bytes: now.bytes - was.bytes });
  }
  return rows
    .filter((row) => row.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top);
}

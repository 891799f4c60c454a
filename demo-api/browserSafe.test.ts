// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const NODE_ONLY = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const NODE_ONLY_PACKAGES = ['@hono/node-server', 'vite'];

/** Every file reachable through relative imports from `entry`, with its bare imports. */
function importGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (graph.has(file)) continue;
    const source = readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/(?:from|import)\s*['"]([^'"]+)['"]/g)].map(
      (m) => m[1] ?? '',
    );
    graph.set(
      file,
      specifiers.filter((s) => !s.startsWith('.')),
    );
    for (const spec of specifiers.filter((s) => s.startsWith('.'))) {
      const base = join(dirname(file), spec);
      const resolved = [base, `${base}.ts`, `${base}.tsx`].find(
        (p) => existsSync(p) && !p.endsWith('/'),
      );
      if (resolved && !resolved.endsWith('.gen')) queue.push(resolved);
    }
  }
  return graph;
}

describe('browser safety', () => {
  it.each(['msw.ts', 'createDemoApi.ts'])(
    '%s imports nothing node-only, directly or below',
    (entry) => {
      const offenders = [...importGraph(join(here, entry))].flatMap(([file, bare]) =>
        bare
          .filter(
            (s) =>
              NODE_ONLY.has(s) || NODE_ONLY_PACKAGES.some((p) => s === p || s.startsWith(`${p}/`)),
          )
          .map((s) => `${relative(here, file)} imports ${s}`),
      );
      expect(offenders).toEqual([]);
    },
  );
});

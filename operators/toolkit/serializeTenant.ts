import { getNodeValue, parseTree } from 'jsonc-parser';
import type { Node } from 'jsonc-parser';
import { format, resolveConfig } from 'prettier';

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  // Key order is part of the text: {a, b} and {b, a} print differently.
  return ka.every(
    (k, i) =>
      kb[i] === k &&
      deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Prints `value` reusing the original text of every part that did not change, and the original
 * layout (one line or expanded) of objects that did: Prettier keeps an object expanded only when
 * its source had a line break after '{', so reusing the source keeps the diff to what changed.
 */
function emit(value: unknown, node: Node | undefined, text: string): string {
  if (node && deepEqual(value, getNodeValue(node)))
    return text.slice(node.offset, node.offset + node.length);
  if (Array.isArray(value)) {
    const originals = node?.type === 'array' ? [...(node.children ?? [])] : [];
    const used = new Set<Node>();
    // A moved item keeps its text: match by equal value first, then by position.
    const matched = value.map((item) => {
      const same = originals.find((c) => !used.has(c) && deepEqual(item, getNodeValue(c)));
      if (same) used.add(same);
      return same;
    });
    const parts = value.map((item, i) => {
      const at = originals[i];
      return emit(item, matched[i] ?? (at && !used.has(at) ? at : undefined), text);
    });
    return `[${parts.join(', ')}]`;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const props = node?.type === 'object' ? (node.children ?? []) : [];
    const first = props[0];
    const expanded =
      node?.type !== 'object' ||
      !first ||
      text.slice(node.offset, first.offset).includes('\n') ||
      props.length === 0;
    const parts = entries.map(([key, child]) => {
      const prop = props.find((p) => p.children?.[0]?.value === key);
      return `${JSON.stringify(key)}: ${emit(child, prop?.children?.[1], text)}`;
    });
    return expanded ? `{\n${parts.join(',\n')}\n}` : `{ ${parts.join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** The product's Prettier style for tenant files (.prettierrc.json), where none is found. */
const PRODUCT_STYLE = { printWidth: 100 } as const;

/**
 * The text to save for a tenant value: key order as in `value` ($schema first when the operator's
 * file had it first), the repository's Prettier style (two spaces, 100 columns), a trailing
 * newline, and every unchanged part as it was in `original`, so the commit shows only the change.
 */
export async function serializeTenant(
  value: unknown,
  original: string | undefined,
  filepath: string,
): Promise<string> {
  const tree = original === undefined ? undefined : parseTree(original);
  const raw = emit(value, tree, original ?? '');
  // A data repository of the team studio may carry no Prettier file of its own: it gets the
  // product's style, so a one-text change stays one line there too.
  const config = (await resolveConfig(filepath)) ?? PRODUCT_STYLE;
  return format(raw, { ...config, filepath, parser: 'json' });
}

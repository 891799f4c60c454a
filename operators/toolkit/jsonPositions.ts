import type { Node } from 'jsonc-parser';

/** 1-based line and column (in UTF-16 code units, as editors count them for these files). */
export interface Position {
  line: number;
  col: number;
}

export function createLineIndex(text: string): (offset: number) => Position {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - starts[lo]! + 1 };
  };
}

/**
 * The node a pointer names in a parsed tree. With at: 'key', the property name when the last
 * segment is an object key. A segment that does not exist stops the walk at the deepest node
 * that does, so a missing property is reported at the object that lacks it.
 */
export function locateNode(tree: Node, segments: readonly string[], at: 'key' | 'value'): Node {
  let node = tree;
  let keyNode: Node | undefined;
  for (const segment of segments) {
    keyNode = undefined;
    if (node.type === 'object') {
      // Duplicate keys: JSON.parse keeps the last, so the last one is the value that was checked.
      const property = node.children?.findLast((p) => p.children?.[0]?.value === segment);
      const value = property?.children?.[1];
      if (!property || !value) return node;
      keyNode = property.children?.[0];
      node = value;
    } else if (node.type === 'array' && /^(0|[1-9][0-9]*)$/.test(segment)) {
      const child = node.children?.[Number(segment)];
      if (!child) return node;
      node = child;
    } else {
      return node;
    }
  }
  return at === 'key' && keyNode ? keyNode : node;
}

/**
 * Calls `onLaidOut` once the browser has laid the nodes out, then each time one of them changes
 * size. A ResizeObserver reports after the frame's own layout, so reading a size in `onLaidOut`
 * costs nothing; reading it in a React commit instead lays out the whole page in that commit's
 * task. Where the browser cannot observe (no ResizeObserver) it is called once, at once.
 * Returns the stop.
 */
export function watchLaidOut(nodes: readonly Element[], onLaidOut: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') {
    onLaidOut();
    return () => undefined;
  }
  // One call per report, however many of the nodes it names.
  const observer = new ResizeObserver(() => onLaidOut());
  for (const node of nodes) observer.observe(node);
  return () => observer.disconnect();
}

/** Nodes watched together: see `laidOutGroup`. */
export interface LaidOutGroup {
  /** Calls `onLaidOut` once the browser has laid `node` out, then each time it changes size. */
  watch(node: Element, onLaidOut: () => void): () => void;
}

/**
 * Many nodes, one report: the calls for every node the browser reports together run inside one
 * `batch` (React's flushSync: what they set is rendered in one commit, before that frame's
 * paint). Their reads of sizes all come before that commit's writes, so none lays the page out
 * again; one observer per node would render and lay out once per node. Where the browser cannot
 * observe, `watch` calls at once, outside `batch`.
 */
export function laidOutGroup(batch: (run: () => void) => void): LaidOutGroup {
  if (typeof ResizeObserver === 'undefined') {
    return {
      watch(_node, onLaidOut) {
        onLaidOut();
        return () => undefined;
      },
    };
  }
  const watchers = new Map<Element, () => void>();
  let observer: ResizeObserver | null = null;
  return {
    watch(node, onLaidOut) {
      observer ??= new ResizeObserver((entries) => {
        const due = entries.flatMap((entry) => watchers.get(entry.target) ?? []);
        if (due.length > 0) batch(() => due.forEach((call) => call()));
      });
      watchers.set(node, onLaidOut);
      observer.observe(node);
      return () => {
        watchers.delete(node);
        observer?.unobserve(node);
      };
    },
  };
}

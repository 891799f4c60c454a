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

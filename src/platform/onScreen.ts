/**
 * Tells `onChange` whether `node` is on the screen: first as observing starts, then each time that
 * changes. Where the browser cannot observe (no IntersectionObserver) nothing is told, and the
 * caller's "on the screen" stands. Returns the stop.
 */
export function watchOnScreen(node: Element, onChange: (onScreen: boolean) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver((entries) => {
    const entry = entries.at(-1);
    if (entry) onChange(entry.isIntersecting);
  });
  observer.observe(node);
  return () => observer.disconnect();
}

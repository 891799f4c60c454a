/** spec 9: the splash stays about 1200 ms at least, so it never flashes. */
export const SPLASH_MIN_MS = 1200;

export function hideSplash(doc: Document, now = performance.now()): void {
  const splash = doc.getElementById('splash');
  if (!splash) return;
  const wait = Math.max(0, SPLASH_MIN_MS - now);
  window.setTimeout(() => {
    splash.classList.add('splash-out');
    window.setTimeout(() => splash.remove(), 250);
  }, wait);
}

/** spec 9: the splash stays about 1200 ms at least, so it never flashes. */
export const SPLASH_MIN_MS = 1200;

/**
 * The performance mark set when the splash starts to go: the page metric `fs` reads it when it
 * starts watching after that (the tracking service starts once the first screen is on screen).
 */
export const SPLASH_OUT_MARK = 'mobile-web:splash-out';

export function hideSplash(doc: Document, now = performance.now()): void {
  const splash = doc.getElementById('splash');
  if (!splash) return;
  const wait = Math.max(0, SPLASH_MIN_MS - now);
  window.setTimeout(() => {
    performance.mark(SPLASH_OUT_MARK);
    splash.classList.add('splash-out');
    window.setTimeout(() => splash.remove(), 250);
  }, wait);
}

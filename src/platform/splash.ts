/** spec 9: the splash stays about 1200 ms at least, so it never flashes. */
export const SPLASH_MIN_MS = 1200;

/**
 * The performance mark set when the splash starts to go: the page metric `fs` reads it when it
 * starts watching after that (the tracking service starts once the first screen is on screen).
 */
export const SPLASH_OUT_MARK = 'mobile-web:splash-out';

export function hideSplash(doc: Document): void {
  const splash = doc.getElementById('splash');
  if (!splash) return;
  const go = () => {
    // A timer may fire a fraction of a millisecond before the page's clock reaches its time:
    // the splash never goes before its minimum, which the first-screen mark records.
    const left = SPLASH_MIN_MS - performance.now();
    if (left > 0) {
      window.setTimeout(go, left);
      return;
    }
    performance.mark(SPLASH_OUT_MARK);
    splash.classList.add('splash-out');
    window.setTimeout(() => splash.remove(), 250);
  };
  window.setTimeout(go, Math.max(0, SPLASH_MIN_MS - performance.now()));
}

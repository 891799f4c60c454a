/**
 * Runs `fn` once the next frame has painted and the main thread is idle (at most `timeoutMs`
 * later): work the first screen does not show (the schema check, the merchant's icons) waits
 * until the first screen's own requests and rendering are done (decision 0008).
 */
export function whenIdleAfterPaint(win: Window, fn: () => void, timeoutMs = 2000): void {
  win.requestAnimationFrame(() => {
    win.setTimeout(() => {
      if (typeof win.requestIdleCallback === 'function') {
        win.requestIdleCallback(() => fn(), { timeout: timeoutMs });
      } else {
        win.setTimeout(fn, 0);
      }
    }, 0);
  });
}

/**
 * Runs `fn` once the first screen just rendered is on screen (decision 0011): when the browser
 * reports a largest paint drawn after this call (it reports one once the frame showing it is
 * presented), or after `capMs` when none comes (a first screen with nothing larger than what
 * was shown before it, or a browser without the report).
 */
export function afterFirstScreenShown(win: Window, fn: () => void, capMs = 400): void {
  const since = win.performance.now();
  let done = false;
  let observer: PerformanceObserver | undefined;
  const finish = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    win.clearTimeout(timer);
    win.setTimeout(fn, 0);
  };
  const timer = win.setTimeout(finish, capMs);
  try {
    const Observer = (win as Window & typeof globalThis).PerformanceObserver;
    observer = new Observer((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) finish();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // No largest-paint report here: the cap decides.
  }
}

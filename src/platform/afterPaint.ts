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

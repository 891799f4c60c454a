/**
 * Runs `fn` in a task of its own once the next frame has been painted, and returns a way to call
 * it off. What a tap changes besides its own feedback (a tab's panel, under its pressed tab)
 * waits for it: the tap's frame paints the feedback alone, the rest comes in the frame after.
 * A page out of sight paints no frames: after `capMs` without one, `fn` runs anyway.
 */
export function afterNextPaint(win: Window, fn: () => void, capMs = 100): () => void {
  let done = false;
  let frame: number | null = null;
  let next: number | null = null;
  const stop = () => {
    done = true;
    win.clearTimeout(cap);
    if (next !== null) win.clearTimeout(next);
    // A window torn down meanwhile (a test's page gone, its timers still due) has no frames.
    if (frame !== null && typeof win.cancelAnimationFrame === 'function') {
      win.cancelAnimationFrame(frame);
    }
  };
  const run = () => {
    if (done) return;
    stop();
    fn();
  };
  const cap = win.setTimeout(run, capMs);
  if (typeof win.requestAnimationFrame === 'function') {
    // A frame's callbacks run before its paint; a task queued from one runs after it.
    frame = win.requestAnimationFrame(() => {
      next = win.setTimeout(run, 0);
    });
  } else {
    next = win.setTimeout(run, 0);
  }
  return stop;
}

/** afterNextPaint on this page's window: for components, which do not reach for `window`. */
export function afterPagePaint(fn: () => void, capMs?: number): () => void {
  return afterNextPaint(window, fn, capMs);
}

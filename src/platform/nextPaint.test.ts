import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './nextPaint';

/** A window whose frames and timers run by hand. */
function fakeWindow(options: { frames?: boolean } = {}) {
  let now = 0;
  let nextId = 1;
  let timers: Array<{ at: number; fn: () => void; id: number }> = [];
  let frames: Array<{ fn: () => void; id: number }> = [];
  const win = {
    setTimeout: (fn: () => void, ms: number) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id: number) => {
      timers = timers.filter((t) => t.id !== id);
    },
    ...(options.frames === false
      ? {}
      : {
          requestAnimationFrame: (fn: () => void) => {
            const id = nextId++;
            frames.push({ fn, id });
            return id;
          },
          cancelAnimationFrame: (id: number) => {
            frames = frames.filter((f) => f.id !== id);
          },
        }),
  } as unknown as Window;
  return {
    win,
    /** The browser draws a frame: its callbacks run, then it paints. */
    frame() {
      const due = frames;
      frames = [];
      for (const f of due) f.fn();
    },
    /** Time passes and the timers that are due run, in order. */
    advance(ms: number) {
      now += ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= now).sort((a, b) => a.at - b.at)[0];
        if (!due) return;
        timers = timers.filter((t) => t !== due);
        due.fn();
      }
    },
  };
}

describe('afterNextPaint', () => {
  it('runs in a task after the next frame, not in the frame and not before it', () => {
    const page = fakeWindow();
    const fn = vi.fn();
    afterNextPaint(page.win, fn);
    page.advance(0);
    expect(fn).not.toHaveBeenCalled();
    page.frame();
    expect(fn).not.toHaveBeenCalled();
    page.advance(0);
    expect(fn).toHaveBeenCalledTimes(1);
    page.frame();
    page.advance(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs after the cap when no frame comes (a page out of sight), once', () => {
    const page = fakeWindow();
    const fn = vi.fn();
    afterNextPaint(page.win, fn, 100);
    page.advance(99);
    expect(fn).not.toHaveBeenCalled();
    page.advance(1);
    expect(fn).toHaveBeenCalledTimes(1);
    page.frame();
    page.advance(0);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs in the next task where the browser has no frames to wait for', () => {
    const page = fakeWindow({ frames: false });
    const fn = vi.fn();
    afterNextPaint(page.win, fn);
    page.advance(0);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('does not run once called off', () => {
    const page = fakeWindow();
    const fn = vi.fn();
    const stop = afterNextPaint(page.win, fn);
    page.frame();
    stop();
    page.advance(500);
    expect(fn).not.toHaveBeenCalled();
  });

  it('still runs, once, when the window loses its frames before the cap (a page torn down)', () => {
    const page = fakeWindow();
    const fn = vi.fn();
    afterNextPaint(page.win, fn, 100);
    const win = page.win as unknown as Record<string, unknown>;
    delete win.requestAnimationFrame;
    delete win.cancelAnimationFrame;
    expect(() => page.advance(100)).not.toThrow();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

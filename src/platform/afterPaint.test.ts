import { describe, expect, it, vi } from 'vitest';
import { afterFirstScreenShown } from './afterPaint';

/** A window with a hand-driven clock, timers and largest-paint reports. */
function fakeWindow(options: { observer?: boolean } = {}) {
  let now = 1000;
  let timers: Array<{ at: number; fn: () => void; id: number }> = [];
  let nextId = 1;
  const observers: Array<(entries: Array<{ startTime: number }>) => void> = [];
  class FakeObserver {
    constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
    observe() {
      observers.push((entries) => this.callback({ getEntries: () => entries }));
    }
    disconnect() {
      observers.length = 0;
    }
  }
  const win = {
    performance: { now: () => now },
    setTimeout: (fn: () => void, ms: number) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id: number) => {
      timers = timers.filter((t) => t.id !== id);
    },
    ...(options.observer === false ? {} : { PerformanceObserver: FakeObserver }),
  } as unknown as Window;
  return {
    win,
    /** Moves the clock and runs the timers that are due. */
    advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const t of due) t.fn();
    },
    /** The browser reports a largest paint shown at `startTime`. */
    report(startTime: number) {
      for (const o of [...observers]) o([{ startTime }]);
    },
  };
}

describe('afterFirstScreenShown', () => {
  it('runs once the browser reports a largest paint drawn after the call', () => {
    const page = fakeWindow();
    const fn = vi.fn();
    afterFirstScreenShown(page.win, fn, 400);
    // An earlier paint (the splash) says nothing about the first screen.
    page.report(900);
    page.advance(0);
    expect(fn).not.toHaveBeenCalled();
    page.advance(50);
    page.report(1040);
    page.advance(0);
    expect(fn).toHaveBeenCalledTimes(1);
    // Nothing runs it again: not a later paint, not the cap.
    page.report(1100);
    page.advance(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs after the cap when no larger paint comes', () => {
    const page = fakeWindow();
    const fn = vi.fn();
    afterFirstScreenShown(page.win, fn, 400);
    page.advance(399);
    expect(fn).not.toHaveBeenCalled();
    page.advance(1);
    page.advance(0);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs after the cap in a browser without the report', () => {
    const page = fakeWindow({ observer: false });
    const fn = vi.fn();
    afterFirstScreenShown(page.win, fn, 400);
    page.advance(400);
    page.advance(0);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

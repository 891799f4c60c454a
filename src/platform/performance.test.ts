import { describe, expect, it } from 'vitest';
import { createBrowserPerformance, createMemoryPerformance } from './performance';
import type { PageMetrics } from './performance';
import { SPLASH_OUT_MARK } from './splash';

type Listener = (list: { getEntries(): PerformanceEntryList }) => void;

/** A window whose observers the test drives: paint and LCP entries, and a resource list. */
function fakeWindow(
  resources: Partial<PerformanceResourceTiming>[] = [],
  marks: Array<{ name: string; startTime: number }> = [],
) {
  const observers = new Map<string, Listener>();
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly listener: Listener) {}
    observe(options: { type: string }) {
      observers.set(options.type, this.listener);
    }
    disconnect() {
      for (const [type, listener] of observers)
        if (listener === this.listener) observers.delete(type);
    }
  }
  let now = 0;
  const win = {
    document,
    location: new URL('https://m.demo-casino.test/m/home'),
    MutationObserver,
    PerformanceObserver: FakeObserver,
    performance: {
      now: () => now,
      getEntriesByType: () => resources,
      getEntriesByName: (name: string) => marks.filter((mark) => mark.name === name),
    },
  };
  const entries = (type: string, list: Array<{ name?: string; startTime: number }>) =>
    observers.get(type)?.({ getEntries: () => list as PerformanceEntryList });
  return {
    // The fake stands for the parts of Window the port reads.
    win: win as unknown as Window & typeof globalThis,
    observers,
    entries,
    setNow: (ms: number) => void (now = ms),
  };
}

describe('the browser performance port', () => {
  it('reports FCP and the latest LCP candidate, rounded, then stops watching', () => {
    const { win, entries, observers } = fakeWindow();
    const seen: PageMetrics[] = [];
    const stop = createBrowserPerformance(win).watch((m) => seen.push(m));
    entries('paint', [
      { name: 'first-paint', startTime: 400.2 },
      { name: 'first-contentful-paint', startTime: 811.6 },
    ]);
    entries('largest-contentful-paint', [{ startTime: 900 }, { startTime: 1204.4 }]);
    expect(seen.at(-1)).toEqual({ fcp: 812, lcp: 1204, fs: null });
    stop();
    expect(observers.size).toBe(0);
  });

  it('takes the first screen from the splash starting to go', async () => {
    const splash = document.createElement('div');
    splash.id = 'splash';
    document.body.append(splash);
    const { win, setNow } = fakeWindow();
    const seen: PageMetrics[] = [];
    createBrowserPerformance(win).watch((m) => seen.push(m));
    setNow(1530.4);
    splash.classList.add('splash-out');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([{ fcp: null, lcp: null, fs: 1530 }]);
    splash.remove();
  });

  it('takes the first screen from the splash mark when the splash went before watching began', () => {
    // Tracking starts once the first screen is on screen (decision 0011): the splash may be gone.
    const { win, setNow } = fakeWindow([], [{ name: SPLASH_OUT_MARK, startTime: 1250.6 }]);
    setNow(3000);
    const seen: PageMetrics[] = [];
    createBrowserPerformance(win).watch((m) => seen.push(m));
    expect(seen).toEqual([{ fcp: null, lcp: null, fs: 1251 }]);
  });

  it('finds the latest request to a path, ignoring the query', () => {
    const { win } = fakeWindow([
      {
        name: 'https://m.demo-casino.test/wps/v2/system/status?device=MOBILE',
        startTime: 100,
        duration: 90,
        responseStart: 150,
      },
      {
        name: 'https://m.demo-casino.test/wps/system/country',
        startTime: 120,
        duration: 30,
        responseStart: 0,
      },
      {
        name: 'https://m.demo-casino.test/wps/v2/system/status?device=MOBILE',
        startTime: 300.4,
        duration: 182.6,
        responseStart: 420.9,
      },
    ]);
    const port = createBrowserPerformance(win);
    expect(port.resource('/wps/v2/system/status')).toEqual({
      startTime: 300,
      duration: 183,
      ttfb: 121,
    });
    expect(port.resource('/wps/system/country')).toEqual({
      startTime: 120,
      duration: 30,
      ttfb: null,
    });
    expect(port.resource('/wps/system/collect')).toBeNull();
  });
});

describe('the memory performance port', () => {
  it('gives a new watcher what is known, and every watcher each report', () => {
    const port = createMemoryPerformance();
    const early: PageMetrics[] = [];
    port.watch((m) => early.push(m));
    port.report({ fcp: 1 });
    const late: PageMetrics[] = [];
    const stop = port.watch((m) => late.push(m));
    port.report({ lcp: 2 });
    stop();
    expect(early).toEqual([
      { fcp: 1, lcp: null, fs: null },
      { fcp: 1, lcp: 2, fs: null },
    ]);
    expect(late).toEqual(early);
    expect(port.watchers).toBe(1);
  });
});

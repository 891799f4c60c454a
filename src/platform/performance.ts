import { SPLASH_OUT_MARK } from './splash';

/**
 * Page timings behind a small interface (Paint Timing, Largest Contentful Paint, Resource
 * Timing), so the tracking store never touches PerformanceObserver or the DOM. All times are
 * whole milliseconds since the navigation started (performance.now's origin).
 */
export interface PageMetrics {
  /** First contentful paint. */
  fcp: number | null;
  /** Largest contentful paint: the latest candidate so far (it can still grow until input). */
  lcp: number | null;
  /** First screen: when the splash starts to go, i.e. the app's first screen is up (boot). */
  fs: number | null;
}

export interface ResourceTimingSummary {
  /** When the request started. */
  startTime: number;
  /** Start to the last byte of the answer. */
  duration: number;
  /** Start to the first byte of the answer; null when the browser hides it (cross origin). */
  ttfb: number | null;
}

export interface PerformancePort {
  /**
   * Watches the page metrics: `listener` gets every metric known so far each time one arrives
   * (earlier ones too: the observers are buffered). Returns a function that stops watching.
   */
  watch(listener: (metrics: PageMetrics) => void): () => void;
  /** The latest request to this path (any origin, query ignored), or null when none is seen. */
  resource(path: string): ResourceTimingSummary | null;
}

function pathOf(url: string, base: string): string | null {
  try {
    return new URL(url, base).pathname;
  } catch {
    return null;
  }
}

/** The splash in index.html, and the class boot adds when the first screen is up. */
const SPLASH_ID = 'splash';
const SPLASH_OUT = 'splash-out';

const ms = (value: number): number => Math.round(value);

/** The window with its constructors (lib.dom types them on globalThis, not on Window). */
type PageWindow = Window & Pick<typeof globalThis, 'PerformanceObserver' | 'MutationObserver'>;

function observe(
  win: PageWindow,
  type: string,
  take: (entries: PerformanceEntryList) => void,
): (() => void) | null {
  const Observer = win.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes(type)) return null;
  try {
    const observer = new Observer((list) => take(list.getEntries()));
    observer.observe({ type, buffered: true });
    return () => observer.disconnect();
  } catch {
    // An entry type the browser lists but refuses to observe: that metric stays unknown.
    return null;
  }
}

/** When the splash started to go, if it has (its performance mark); null otherwise. */
function splashOutAt(win: PageWindow): number | null {
  try {
    const mark = win.performance.getEntriesByName(SPLASH_OUT_MARK, 'mark')[0];
    return mark ? mark.startTime : null;
  } catch {
    return null;
  }
}

/**
 * Calls `seen` once with the time the splash started to go or was removed: at once when that
 * is past (its mark), else when it happens; null when there is nothing to watch.
 */
function watchSplash(win: PageWindow, seen: (at: number) => void): (() => void) | null {
  const past = splashOutAt(win);
  if (past !== null) {
    seen(past);
    return null;
  }
  const splash = win.document.getElementById(SPLASH_ID);
  if (!splash || splash.classList.contains(SPLASH_OUT) || !win.MutationObserver) return null;
  const observer = new win.MutationObserver(() => {
    if (splash.isConnected && !splash.classList.contains(SPLASH_OUT)) return;
    observer.disconnect();
    seen(splashOutAt(win) ?? win.performance.now());
  });
  observer.observe(splash, { attributes: true, attributeFilter: ['class'] });
  if (splash.parentNode) observer.observe(splash.parentNode, { childList: true });
  return () => observer.disconnect();
}

/** The page's own timings. */
export function createBrowserPerformance(win: PageWindow = window): PerformancePort {
  return {
    watch(listener) {
      const metrics: PageMetrics = { fcp: null, lcp: null, fs: null };
      const emit = () => listener({ ...metrics });
      const stops = [
        observe(win, 'paint', (entries) => {
          const fcp = entries.find((entry) => entry.name === 'first-contentful-paint');
          if (fcp) metrics.fcp = ms(fcp.startTime);
          emit();
        }),
        observe(win, 'largest-contentful-paint', (entries) => {
          const last = entries.at(-1);
          if (last) metrics.lcp = ms(last.startTime);
          emit();
        }),
        watchSplash(win, (at) => {
          metrics.fs = ms(at);
          emit();
        }),
      ];
      return () => stops.forEach((stop) => stop?.());
    },
    resource(path) {
      let entries: PerformanceEntryList;
      try {
        entries = win.performance.getEntriesByType('resource');
      } catch {
        return null;
      }
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const entry = entries[i] as PerformanceResourceTiming;
        if (pathOf(entry.name, win.location.href) !== path) continue;
        return {
          startTime: ms(entry.startTime),
          duration: ms(entry.duration),
          ttfb: entry.responseStart > 0 ? ms(entry.responseStart - entry.startTime) : null,
        };
      }
      return null;
    },
  };
}

export interface MemoryPerformance extends PerformancePort {
  /** Sets some metrics and tells every watcher, as the browser's observers would. */
  report(metrics: Partial<PageMetrics>): void;
  /** Records a finished request to `path`. */
  addResource(path: string, timing: ResourceTimingSummary): void;
  /** Watchers not stopped yet. */
  readonly watchers: number;
}

/** Timings the test sets by hand, for tests and stories. */
export function createMemoryPerformance(): MemoryPerformance {
  const metrics: PageMetrics = { fcp: null, lcp: null, fs: null };
  const listeners = new Set<(metrics: PageMetrics) => void>();
  const resources = new Map<string, ResourceTimingSummary>();
  return {
    watch(listener) {
      listeners.add(listener);
      if (metrics.fcp !== null || metrics.lcp !== null || metrics.fs !== null) {
        listener({ ...metrics });
      }
      return () => void listeners.delete(listener);
    },
    resource: (path) => resources.get(path) ?? null,
    report(next) {
      Object.assign(metrics, next);
      for (const listener of [...listeners]) listener({ ...metrics });
    },
    addResource: (path, timing) => void resources.set(path, timing),
    get watchers() {
      return listeners.size;
    },
  };
}

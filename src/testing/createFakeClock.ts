import type { Clock } from '../platform/clock';

interface Timer {
  at: number;
  fn: () => void;
  every: number | null;
}

export interface FakeClock extends Clock {
  /** Moves time forward, running every timer that falls due, in order. */
  advance(ms: number): void;
  /** Timers still waiting. */
  pending(): number;
}

/** Time that only moves when a test says so, for stores and components given the clock. */
export function createFakeClock(start = 0): FakeClock {
  let now = start;
  let nextHandle = 1;
  const timers = new Map<number, Timer>();
  const add = (fn: () => void, ms: number, every: number | null): number => {
    const handle = nextHandle++;
    timers.set(handle, { at: now + Math.max(0, ms), fn, every });
    return handle;
  };
  const due = (until: number): [number, Timer] | undefined =>
    [...timers]
      .filter(([, t]) => t.at <= until)
      .sort(([ha, a], [hb, b]) => a.at - b.at || ha - hb)[0];
  return {
    now: () => now,
    setTimeout: (fn, ms) => add(fn, ms, null),
    setInterval: (fn, ms) => add(fn, ms, Math.max(1, ms)),
    clearTimeout: (handle) => void timers.delete(handle),
    clearInterval: (handle) => void timers.delete(handle),
    advance(ms) {
      const until = now + ms;
      for (let next = due(until); next; next = due(until)) {
        const [handle, timer] = next;
        now = timer.at;
        if (timer.every === null) timers.delete(handle);
        else timer.at += timer.every;
        timer.fn();
      }
      now = until;
    },
    pending: () => timers.size,
  };
}

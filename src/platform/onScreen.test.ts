import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchOnScreen } from './onScreen';

afterEach(() => vi.unstubAllGlobals());

/** An IntersectionObserver the test reports entries to by hand. */
function fakeObserver() {
  const made: Array<{
    report: (...visible: boolean[]) => void;
    observed: Element[];
    disconnected: boolean;
  }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        made.push({
          report: (...visible) => callback(visible.map((isIntersecting) => ({ isIntersecting }))),
          observed: [],
          disconnected: false,
        });
      }
      observe(node: Element) {
        made.at(-1)!.observed.push(node);
      }
      disconnect() {
        made.at(-1)!.disconnected = true;
      }
    },
  );
  return made;
}

describe('watchOnScreen', () => {
  it("tells the node's latest state, and stops when asked", () => {
    const made = fakeObserver();
    const node = document.createElement('div');
    const told: boolean[] = [];
    const stop = watchOnScreen(node, (onScreen) => told.push(onScreen));
    expect(made[0]!.observed).toEqual([node]);
    made[0]!.report(true);
    // Two changes in one report: the last is where the node is now.
    made[0]!.report(true, false);
    expect(told).toEqual([true, false]);
    stop();
    expect(made[0]!.disconnected).toBe(true);
  });

  it('tells nothing where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const told: boolean[] = [];
    const stop = watchOnScreen(document.createElement('div'), (onScreen) => told.push(onScreen));
    stop();
    expect(told).toEqual([]);
  });
});

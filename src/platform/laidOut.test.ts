import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchLaidOut } from './laidOut';

afterEach(() => vi.unstubAllGlobals());

describe('watchLaidOut', () => {
  it('calls once per report of the browser, and stops when asked', () => {
    const made: Array<{ report: () => void; observed: Element[]; disconnected: boolean }> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          made.push({ report: callback, observed: [], disconnected: false });
        }
        observe(node: Element) {
          made.at(-1)!.observed.push(node);
        }
        disconnect() {
          made.at(-1)!.disconnected = true;
        }
      },
    );
    const nodes = [document.createElement('div'), document.createElement('span')];
    let calls = 0;
    const stop = watchLaidOut(nodes, () => (calls += 1));
    // Nothing before the browser has laid the nodes out.
    expect(calls).toBe(0);
    expect(made[0]!.observed).toEqual(nodes);
    made[0]!.report();
    made[0]!.report();
    expect(calls).toBe(2);
    stop();
    expect(made[0]!.disconnected).toBe(true);
  });

  it('calls once at once where the browser cannot observe', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    let calls = 0;
    const stop = watchLaidOut([document.createElement('div')], () => (calls += 1));
    expect(calls).toBe(1);
    stop();
    expect(calls).toBe(1);
  });
});

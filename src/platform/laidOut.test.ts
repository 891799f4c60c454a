import { afterEach, describe, expect, it, vi } from 'vitest';
import { laidOutGroup, watchLaidOut } from './laidOut';

afterEach(() => vi.unstubAllGlobals());

interface FakeObserver {
  report: (entries: Array<{ target: Element }>) => void;
  observed: Element[];
  disconnected: boolean;
}

/** ResizeObserver as a test drives it: each one made, what it observes, its reports on demand. */
function fakeObservers(): FakeObserver[] {
  const made: FakeObserver[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private readonly own: FakeObserver;
      constructor(callback: FakeObserver['report']) {
        this.own = { report: callback, observed: [], disconnected: false };
        made.push(this.own);
      }
      observe(node: Element) {
        this.own.observed.push(node);
      }
      unobserve(node: Element) {
        this.own.observed = this.own.observed.filter((n) => n !== node);
      }
      disconnect() {
        this.own.disconnected = true;
      }
    },
  );
  return made;
}

describe('watchLaidOut', () => {
  it('calls once per report of the browser, and stops when asked', () => {
    const made = fakeObservers();
    const nodes = [document.createElement('div'), document.createElement('span')];
    let calls = 0;
    const stop = watchLaidOut(nodes, () => (calls += 1));
    // Nothing before the browser has laid the nodes out.
    expect(calls).toBe(0);
    expect(made[0]!.observed).toEqual(nodes);
    made[0]!.report(nodes.map((target) => ({ target })));
    made[0]!.report([{ target: nodes[0]! }]);
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

describe('laidOutGroup', () => {
  it('calls every node of one report inside one batch, and one node no more once stopped', () => {
    const made = fakeObservers();
    const batches: string[][] = [];
    let current: string[] | null = null;
    const group = laidOutGroup((run) => {
      current = [];
      run();
      batches.push(current);
      current = null;
    });
    const [a, b, c] = ['a', 'b', 'c'].map((id) =>
      Object.assign(document.createElement('div'), { id }),
    );
    const called = (id: string) => () => current?.push(id);
    group.watch(a!, called('a'));
    const stopB = group.watch(b!, called('b'));
    group.watch(c!, called('c'));
    // One observer for the group, nothing called before the browser reports.
    expect(made).toHaveLength(1);
    expect(batches).toEqual([]);
    made[0]!.report([{ target: a! }, { target: b! }, { target: c! }]);
    expect(batches).toEqual([['a', 'b', 'c']]);
    stopB();
    expect(made[0]!.observed).toEqual([a, c]);
    made[0]!.report([{ target: b! }]);
    // A report naming only stopped nodes runs no batch.
    expect(batches).toHaveLength(1);
    made[0]!.report([{ target: c! }]);
    expect(batches).toEqual([['a', 'b', 'c'], ['c']]);
  });

  it('calls at once, outside the batch, where the browser cannot observe', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const batch = vi.fn();
    let calls = 0;
    const stop = laidOutGroup(batch).watch(document.createElement('div'), () => (calls += 1));
    expect(calls).toBe(1);
    expect(batch).not.toHaveBeenCalled();
    stop();
    expect(calls).toBe(1);
  });
});

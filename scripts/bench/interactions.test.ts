import { describe, expect, it } from 'vitest';
import { formatInteractions, tapRatio } from './interactions.ts';
import type { InteractionsResult } from './interactions.ts';

const result: InteractionsResult = {
  runs: 3,
  cpuSlowdown: 4,
  loadAverage: [1, 1, 1, 1, 1, 1],
  floor: {
    dialog: { inpMs: 32, samples: [24, 32, 40] },
    tab: { inpMs: 40, samples: [40, 40, 48] },
  },
  movingFloor: {
    dialog: { inpMs: 48, samples: [48, 48, 40] },
    tab: { inpMs: 64, samples: [56, 64, 64] },
  },
  taps: [
    { name: 'open the login dialog', floor: 'dialog', inpMs: 32, ratio: 1, samples: [32, 32, 24] },
    {
      name: 'open customer service',
      floor: 'dialog',
      inpMs: 80,
      ratio: 2.5,
      movingRatio: 1.67,
      samples: [80, 88, 72],
    },
  ],
};

describe('the taps table', () => {
  it('judges each tap by the bare floor alone', () => {
    const table = formatInteractions(result);
    expect(table).toContain(
      '| open the login dialog | 32 ms (32, 32, 24) | dialog 32 ms | 1 | PASS | - |',
    );
    // Within 2x of the floor with a moving line, and still a FAIL: that floor is only beside it.
    expect(table).toContain(
      '| open customer service | 80 ms (80, 88, 72) | dialog 32 ms | 2.5 | FAIL | 48 ms, 1.67 |',
    );
  });

  it("lists both floors' runs", () => {
    const table = formatInteractions(result);
    expect(table).toContain('floor dialog: 24, 32, 40; with a line moving: 48, 48, 40');
    expect(table).toContain('floor tab: 40, 40, 48; with a line moving: 56, 64, 64');
  });
});

describe('a tap against its floor', () => {
  it('divides by the floor, and by 16 ms when the floor is under what Event Timing reports', () => {
    expect(tapRatio(80, 32)).toBe(2.5);
    expect(tapRatio(80, 48)).toBe(1.67);
    expect(tapRatio(32, 0)).toBe(2);
  });
});

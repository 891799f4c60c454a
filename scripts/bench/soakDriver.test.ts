import { describe, expect, it } from 'vitest';
import { pauseRounds, soakDriverSource, tallySkipped, SOAK_STEPS } from './soakDriver.ts';

describe('the in-page soak bookkeeping', () => {
  it('counts each skipped step by name, every step named even when none was skipped', () => {
    const tally = tallySkipped([
      { round: 1, skipped: [] },
      { round: 2, skipped: [['account sheet', 'not settled in 5000 ms: the dialog open']] },
      {
        round: 3,
        skipped: [
          ['account sheet', 'not on the page'],
          ['lane page', 'not on the page'],
        ],
      },
    ]);
    expect(Object.keys(tally)).toEqual([...SOAK_STEPS]);
    expect(tally['account sheet']).toBe(2);
    expect(tally['lane page']).toBe(1);
    expect(tally['menu entry']).toBe(0);
  });

  it('stops before round 1, at every K-th round, at the last round and at the snapshot rounds', () => {
    expect(pauseRounds(20, 5)).toEqual([0, 5, 10, 15, 20]);
    expect(pauseRounds(22, 5, [4, 22])).toEqual([0, 4, 5, 10, 15, 20, 22]);
    expect(pauseRounds(3, 50)).toEqual([0, 3]);
  });

  it('sends one self-contained script with its settings', () => {
    const source = soakDriverSource({
      rounds: 7,
      pauses: [0, 7],
      stepTimeoutMs: 5000,
      languageEvery: 10,
      homePath: '/m/home',
    });
    expect(source).toContain('"rounds":7');
    expect(source).toContain('__soak');
    expect(() => new Function(source)).not.toThrow();
  });
});

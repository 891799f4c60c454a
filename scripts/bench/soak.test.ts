import { describe, expect, it } from 'vitest';
import { formatSoak, parseSoakArgs, runSoak, soakGrowth, soakTrend } from './soak.ts';
import type { SoakSample } from './soak.ts';

const at = (round: number, heapBytes: number, nodes: number, listeners: number): SoakSample => ({
  round,
  heapBytes,
  nodes,
  listeners,
});

describe('the soak growth', () => {
  const samples = [
    at(0, 500, 50, 5),
    at(20, 1000, 100, 10),
    at(40, 1010, 100, 12),
    at(100, 1030, 98, 10),
  ];

  it('is measured from the first sample at or after the starting round to the last one', () => {
    expect(soakGrowth(samples, 20)).toEqual({ heap: 3, nodes: -2, listeners: 0 });
    expect(soakGrowth(samples, 30)).toEqual({ heap: 1.98, nodes: -2, listeners: -16.67 });
  });

  it('prints each sample and a verdict against the 2 % goal', () => {
    const text = formatSoak({
      rounds: 100,
      every: 20,
      fromRound: 20,
      driver: 'in-page',
      noJit: false,
      loadAverage: [1, 1, 1, 1, 1, 1],
      seconds: 60,
      skipped: { 'lane page': 2, 'menu entry': 0 },
      samples,
      growthPercent: soakGrowth(samples, 20),
      trendPercent: soakTrend(samples, 20),
    });
    expect(text).toContain('| 40 | 1 | 100 | 12 |');
    expect(text).toContain('steps skipped: lane page 2\n');
    expect(text).toContain('heap 3 % FAIL, nodes -2 % PASS, listeners 0 % PASS');
    expect(text).toContain("beside it, not the goal's figure: fitted line heap ");
  });
});

describe('the steadier readings beside the goal figure', () => {
  it('reads a flat series with one high sample at the start as flat, where the goal figure does not', () => {
    // A heap flat at 1000 whose sample at the starting round happens to read 1030.
    const flat = Array.from({ length: 21 }, (_, i) => i * 50).map((round) =>
      at(round, round === 200 ? 1030 : 1000, 100, 10),
    );
    expect(soakGrowth(flat, 200).heap).toBe(-2.91);
    const { fitted, endMeans } = soakTrend(flat, 200);
    expect(Math.abs(fitted.heap)).toBeLessThan(2);
    // Around the start: rounds 150, 200, 250 (mean 1010); the last three: 1000.
    expect(endMeans.heap).toBe(-0.99);
    expect(fitted.nodes).toBe(0);
    expect(endMeans.listeners).toBe(0);
  });

  it('reads a steady rise as the rise of its line over the window', () => {
    // +10 a round from 1000 at round 200: +4000 over rounds 200 to 600.
    const rising = [100, 200, 300, 400, 500, 600].map((round) =>
      at(round, 1000 + (round - 200) * 10, 100, 10),
    );
    expect(soakTrend(rising, 200).fitted.heap).toBe(400);
    // Means of 100-300 (1000) and 400-600 (4000).
    expect(soakTrend(rising, 200).endMeans.heap).toBe(300);
  });
});

describe('the soak command line', () => {
  it('refuses a missing or malformed number of rounds before starting anything', async () => {
    for (const argv of [[], ['0'], ['ten'], ['10', '--every', '0'], ['10', '--nope']]) {
      expect(await runSoak(argv)).toBe(2);
    }
  });
});

describe('the soak flags', () => {
  it('drives from inside the page unless --playwright is given, sampling every N/20 rounds', () => {
    expect(parseSoakArgs(['1000'])).toMatchObject({
      rounds: 1000,
      every: 50,
      fromRound: 200,
      playwright: false,
      snapshots: false,
    });
    expect(parseSoakArgs(['20', '--every', '5', '--snapshots', '--playwright'])).toMatchObject({
      rounds: 20,
      every: 5,
      fromRound: 4,
      playwright: true,
      snapshots: true,
    });
    expect(() => parseSoakArgs(['10', '--in-page'])).toThrow();
  });

  it('keeps V8 compiling unless the diagnostic --no-jit is given, and says so in the output', () => {
    expect(parseSoakArgs(['1000']).noJit).toBe(false);
    expect(parseSoakArgs(['1000', '--no-jit']).noJit).toBe(true);
    expect(() => parseSoakArgs(['10', '--no-jit', '--playwright'])).toThrow(/in-page/);
    const samples = [at(0, 1000, 10, 1), at(10, 1000, 10, 1)];
    const text = formatSoak({
      rounds: 10,
      every: 10,
      fromRound: 2,
      driver: 'in-page',
      noJit: true,
      loadAverage: [1, 1, 1, 1, 1, 1],
      seconds: 10,
      skipped: {},
      samples,
      growthPercent: soakGrowth(samples, 2),
      trendPercent: soakTrend(samples, 2),
    });
    expect(text).toContain('V8 compilers OFF (diagnostic, not the goal run)');
  });
});

import { describe, expect, it } from 'vitest';
import { formatLargeHome } from './largeHome.ts';
import type { HomeFigures, LargeHomeResult } from './largeHome.ts';

const figures = (tbtMs: number, lcpMs = 1000): HomeFigures => ({
  lcpMs,
  tbtMs,
  cls: 0,
  inpMs: 64,
  domNodes: 300,
  domNodesScrolled: 300,
  jsHeapBytes: 5 * 1048576,
  shown: { cards: 11, marquee: 2, promos: 2, banners: 6 },
});

/** Figures as a run reports them, with the ratios the run worked out beside them. */
const result = (smallTbt: number, largeTbt: number, tbtRatio: number): LargeHomeResult => {
  const others = { inp: 1, domNodes: 1, jsHeap: 1 };
  return {
    tenant: 'demo',
    runs: 3,
    cpuSlowdown: 4,
    loadAverage: [0.5],
    sizes: {
      '1x': figures(smallTbt),
      '10x': figures(largeTbt),
      '30x': figures(largeTbt),
      large: figures(largeTbt, 1100),
    },
    ratios: {
      '1x': { lcp: 1, tbt: 1, ...others },
      '10x': { lcp: 1, tbt: tbtRatio, ...others },
      '30x': { lcp: 1, tbt: tbtRatio, ...others },
      large: { lcp: 1.1, tbt: tbtRatio, ...others },
    },
    samples: {} as LargeHomeResult['samples'],
  };
};

const row = (text: string, size: string) =>
  text.split('\n').find((line) => line.startsWith(`| ${size.padEnd(5)} |`))!;

describe('the large home table', () => {
  it('gives TBT no multiple when the small home had no blocking time', () => {
    const text = formatLargeHome(result(0, 37, 37));
    expect(row(text, '1x')).toContain('| 0 ms (-) |');
    expect(row(text, 'large')).toContain('| 37 ms (1x: 0 ms) |');
    expect(row(text, 'large')).toContain('| 1100 ms (1.1) |');
  });

  it('gives it the ratio to the small home otherwise', () => {
    const text = formatLargeHome(result(20, 30, 1.5));
    expect(row(text, '1x')).toContain('| 20 ms (1) |');
    expect(row(text, '10x')).toContain('| 30 ms (1.5) |');
  });
});

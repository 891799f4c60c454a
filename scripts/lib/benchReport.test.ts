import { describe, expect, it } from 'vitest';
import type { LighthouseSummary } from './benchLighthouse.ts';
import { budgetChecks, formatText } from './benchReport.ts';
import type { BenchResult } from './benchReport.ts';
import { TOKEN_ROUTE } from './benchRows.ts';

const lh = (tbtMs: number): LighthouseSummary => ({
  performance: 98,
  lcpMs: 1500,
  cls: 0,
  tbtMs,
  fcpMs: 900,
  requestDepth: 3,
  requests: 40,
  machineIndex: 2500,
  runs: 3,
});

const base: BenchResult = {
  floorInitialJsGzip: 100 * 1024,
  routes: {},
  indexHtmlGzip: 4 * 1024,
  tenants: {},
};

describe('the Lighthouse tables', () => {
  it('prints the production path beside the preview server, the same columns, the token row too', () => {
    const text = formatText({
      ...base,
      lighthouse: { '/m/home': { demo: lh(30) }, [TOKEN_ROUTE]: { demo: lh(40) } },
      lighthouseServe: { '/m/home': { demo: lh(60) }, [TOKEN_ROUTE]: { demo: lh(150) } },
      lighthouseFloor: lh(10),
    });
    const preview = text.indexOf('Lighthouse mobile, simulated throttling, median of 3');
    const serve = text.indexOf(
      'Lighthouse mobile through the production path (nginx, TLS, HTTP/2, Brotli; each merchant by its host), simulated throttling, median of 3',
    );
    expect(preview).toBeGreaterThan(-1);
    expect(serve).toBeGreaterThan(preview);
    const serveLines = text.slice(serve).split('\n');
    expect(serveLines[1]).toMatch(
      /^ {2}route\s+tenant\s+perf >= 95\s+FCP\s+LCP <= 2 s\s+TBT <= 100/,
    );
    expect(serveLines[3]).toMatch(
      /^ {2}member \/m\/home via \?token=\s+demo\s+98 PASS.*150 ms FAIL/,
    );
    // The machine's speed beside each row: simulated TBT scales with it.
    expect(serveLines[1]).toMatch(/chain depth\s+machine$/);
    expect(serveLines[3]).toMatch(/\s2500$/);
    // The floor page once, under the preview table.
    expect(text.match(/floor page/g)).toHaveLength(1);
  });

  it('reports the production path against the same targets, named apart, never enforced', () => {
    const checks = budgetChecks({
      ...base,
      lighthouse: { [TOKEN_ROUTE]: { demo: lh(40) } },
      lighthouseServe: { [TOKEN_ROUTE]: { demo: lh(150) } },
    });
    const tbt = checks.filter((check) => check.what.endsWith('TBT'));
    expect(tbt).toEqual([
      { what: `${TOKEN_ROUTE} demo TBT`, pass: true, enforced: false },
      { what: `${TOKEN_ROUTE} via serve demo TBT`, pass: false, enforced: false },
    ]);
  });
});

import type { RouteFigures } from './benchFigures.ts';
import type { LighthouseSummary } from './benchLighthouse.ts';

/** The bench result, its budgets (ARCHITECTURE.md, Budgets) and its two printed forms. */

export interface BenchResult {
  floorInitialJsGzip: number;
  routes: Record<string, RouteFigures>;
  indexHtmlGzip: number;
  tenants: Record<string, number>;
  lighthouse?: Record<string, LighthouseSummary>;
}

export const BUDGETS = {
  /** Initial JS of a route, at most this times the framework floor's. */
  initialJsRatio: 1.15,
  /** index.html, gzip bytes: one TCP initial window. */
  indexHtmlGzip: 14 * 1024,
  /** Lighthouse mobile performance score, at least. */
  performance: 95,
  /** Cumulative layout shift, under. */
  cls: 0.02,
  /** Total blocking time in ms, under. */
  tbtMs: 100,
} as const;

export interface BudgetCheck {
  what: string;
  pass: boolean;
}

export function budgetChecks(result: BenchResult): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const [route, figures] of Object.entries(result.routes)) {
    checks.push({
      what: `${route} initial JS ratio`,
      pass: figures.ratio <= BUDGETS.initialJsRatio,
    });
  }
  checks.push({ what: 'index.html gzip', pass: result.indexHtmlGzip <= BUDGETS.indexHtmlGzip });
  for (const [route, lh] of Object.entries(result.lighthouse ?? {})) {
    checks.push({ what: `${route} performance`, pass: lh.performance >= BUDGETS.performance });
    checks.push({ what: `${route} CLS`, pass: lh.cls < BUDGETS.cls });
    checks.push({ what: `${route} TBT`, pass: lh.tbtMs < BUDGETS.tbtMs });
  }
  return checks;
}

/** `--json`: exactly the result object. */
export function formatJson(result: BenchResult): string {
  const { lighthouse, ...sizes } = result;
  return `${JSON.stringify(lighthouse ? { ...sizes, lighthouse } : sizes, null, 2)}\n`;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (pass: boolean): string => (pass ? 'PASS' : 'FAIL');

function table(rows: string[][]): string[] {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

/** The human report; sizes in KB of 1024 bytes, gzip level 9. */
export function formatText(result: BenchResult): string {
  const floor = result.floorInitialJsGzip;
  const lines: string[] = [
    `Framework floor (React + React Router + MobX + react-intl), initial JS: ${kb(floor)} gzip`,
    '',
    ...table([
      [
        'route',
        'initial JS',
        'ratio',
        `budget <= ${BUDGETS.initialJsRatio}`,
        'boot JS',
        'boot ratio',
      ],
      ...Object.entries(result.routes).map(([route, figures]) => [
        route,
        kb(figures.initialJsGzip),
        figures.ratio.toFixed(3),
        verdict(figures.ratio <= BUDGETS.initialJsRatio),
        kb(figures.bootJsGzip),
        (figures.bootJsGzip / floor).toFixed(3),
      ]),
    ]),
    '',
    `index.html: ${kb(result.indexHtmlGzip)} gzip (budget <= ${kb(BUDGETS.indexHtmlGzip)}) ${verdict(
      result.indexHtmlGzip <= BUDGETS.indexHtmlGzip,
    )}`,
    '',
    'Tenant files (dist/tenants/<code>.json), gzip:',
    ...table(Object.entries(result.tenants).map(([code, bytes]) => [`  ${code}`, kb(bytes)])),
  ];
  if (result.lighthouse) {
    const runs = Object.values(result.lighthouse)[0]?.runs ?? 0;
    lines.push('', `Lighthouse mobile, simulated throttling, median of ${runs}:`);
    lines.push(
      ...table([
        ['  route', 'performance', 'LCP', 'CLS', 'TBT'],
        ...Object.entries(result.lighthouse).map(([route, lh]) => [
          `  ${route}`,
          `${lh.performance} (>= ${BUDGETS.performance} ${verdict(lh.performance >= BUDGETS.performance)})`,
          `${(lh.lcpMs / 1000).toFixed(2)} s`,
          `${lh.cls.toFixed(3)} (< ${BUDGETS.cls} ${verdict(lh.cls < BUDGETS.cls)})`,
          `${Math.round(lh.tbtMs)} ms (< ${BUDGETS.tbtMs} ${verdict(lh.tbtMs < BUDGETS.tbtMs)})`,
        ]),
      ]),
    );
  }
  const checks = budgetChecks(result);
  const failed = checks.filter((check) => !check.pass);
  lines.push(
    '',
    failed.length === 0
      ? `Budgets: all ${checks.length} PASS`
      : `Budgets: ${failed.length} of ${checks.length} FAIL: ${failed.map((check) => check.what).join(', ')}`,
  );
  return `${lines.join('\n')}\n`;
}

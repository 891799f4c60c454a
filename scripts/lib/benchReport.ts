import type { RouteFigures } from './benchFigures.ts';
import type { LighthouseSummary } from './benchLighthouse.ts';

/** The bench result, its budgets (ARCHITECTURE.md, Budgets) and its two printed forms. */

/** The second visit of a route with the service worker installed. */
export interface RepeatVisitFigures {
  /** Hashed assets fetched from the network (target 0). */
  networkAssets: number;
  /** Hashed assets the worker answered. */
  workerAssets: number;
}

export interface BenchResult {
  floorInitialJsGzip: number;
  routes: Record<string, RouteFigures>;
  indexHtmlGzip: number;
  tenants: Record<string, number>;
  /** Route → merchant code → medians, on the preview server. */
  lighthouse?: Record<string, Record<string, LighthouseSummary>>;
  /**
   * The same through the production path (`--via serve`: nginx, TLS, HTTP/2, Brotli, each
   * merchant by its host).
   */
  lighthouseServe?: Record<string, Record<string, LighthouseSummary>>;
  /** The framework floor page, measured in the same run: what the machine's load allows. */
  lighthouseFloor?: LighthouseSummary;
  /** Route → merchant code → the repeat visit. */
  repeatVisit?: Record<string, Record<string, RepeatVisitFigures>>;
}

export const BUDGETS = {
  /** Initial JS of a route, at most this times the framework floor's. */
  initialJsRatio: 1.15,
  /** index.html, gzip bytes: one TCP initial window. */
  indexHtmlGzip: 14 * 1024,
  /** Lighthouse mobile performance score, at least. */
  performance: 95,
  /** Largest contentful paint in ms, at most. */
  lcpMs: 2000,
  /** Cumulative layout shift, at most. */
  cls: 0.02,
  /** Total blocking time in ms, at most. */
  tbtMs: 100,
} as const;

export interface BudgetCheck {
  what: string;
  pass: boolean;
  /**
   * Whether `--strict` fails on it: the byte budgets are deterministic; Lighthouse timings and
   * the repeat visit depend on the machine and are reported only.
   */
  enforced: boolean;
}

export function budgetChecks(result: BenchResult): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const [route, figures] of Object.entries(result.routes)) {
    checks.push({
      what: `${route} initial JS ratio`,
      pass: figures.ratio <= BUDGETS.initialJsRatio,
      enforced: true,
    });
  }
  checks.push({
    what: 'index.html gzip',
    pass: result.indexHtmlGzip <= BUDGETS.indexHtmlGzip,
    enforced: true,
  });
  const measured = [
    ...Object.entries(result.lighthouse ?? {}).map(
      ([route, byTenant]) => [route, byTenant] as const,
    ),
    ...Object.entries(result.lighthouseServe ?? {}).map(
      ([route, byTenant]) => [`${route} via serve`, byTenant] as const,
    ),
  ];
  for (const [route, byTenant] of measured) {
    for (const [code, lh] of Object.entries(byTenant)) {
      const what = `${route} ${code}`;
      const enforced = false;
      checks.push({
        what: `${what} performance`,
        pass: lh.performance >= BUDGETS.performance,
        enforced,
      });
      checks.push({ what: `${what} LCP`, pass: lh.lcpMs <= BUDGETS.lcpMs, enforced });
      checks.push({ what: `${what} CLS`, pass: lh.cls <= BUDGETS.cls, enforced });
      checks.push({ what: `${what} TBT`, pass: lh.tbtMs <= BUDGETS.tbtMs, enforced });
    }
  }
  for (const [route, byTenant] of Object.entries(result.repeatVisit ?? {})) {
    for (const [code, visit] of Object.entries(byTenant)) {
      const what = `${route} ${code} repeat visit`;
      checks.push({ what, pass: visit.networkAssets === 0, enforced: false });
    }
  }
  return checks;
}

/** `--json`: exactly the result object. */
export function formatJson(result: BenchResult): string {
  return `${JSON.stringify(result, null, 2)}\n`;
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

/** One Lighthouse table: a row per route and tenant, then the floor page's when given. */
function lighthouseTable(
  where: string,
  byRoute: Record<string, Record<string, LighthouseSummary>>,
  floor: LighthouseSummary | undefined,
): string[] {
  const first = Object.values(byRoute)[0];
  const runs = first ? (Object.values(first)[0]?.runs ?? 0) : 0;
  const rows = Object.entries(byRoute).flatMap(([route, byTenant]) =>
    Object.entries(byTenant).map(([code, lh]) => [
      `  ${route}`,
      code,
      `${lh.performance} ${verdict(lh.performance >= BUDGETS.performance)}`,
      `${(lh.fcpMs / 1000).toFixed(2)} s`,
      `${(lh.lcpMs / 1000).toFixed(2)} s ${verdict(lh.lcpMs <= BUDGETS.lcpMs)}`,
      `${Math.round(lh.tbtMs)} ms ${verdict(lh.tbtMs <= BUDGETS.tbtMs)}`,
      `${lh.cls.toFixed(3)} ${verdict(lh.cls <= BUDGETS.cls)}`,
      `${lh.requests}`,
      `${lh.requestDepth}`,
      `${Math.round(lh.machineIndex)}`,
    ]),
  );
  return [
    `Lighthouse mobile${where}, simulated throttling, median of ${runs} (reported, not enforced):`,
    ...table([
      [
        '  route',
        'tenant',
        `perf >= ${BUDGETS.performance}`,
        'FCP',
        `LCP <= ${BUDGETS.lcpMs / 1000} s`,
        `TBT <= ${BUDGETS.tbtMs}`,
        `CLS <= ${BUDGETS.cls}`,
        'requests',
        'chain depth',
        'machine',
      ],
      ...rows,
      ...(floor
        ? [
            [
              '  floor page',
              '',
              `${floor.performance}`,
              `${(floor.fcpMs / 1000).toFixed(2)} s`,
              `${(floor.lcpMs / 1000).toFixed(2)} s`,
              `${Math.round(floor.tbtMs)} ms`,
              `${floor.cls.toFixed(3)}`,
              `${floor.requests}`,
              `${floor.requestDepth}`,
              `${Math.round(floor.machineIndex)}`,
            ],
          ]
        : []),
    ]),
  ];
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
    lines.push('', ...lighthouseTable('', result.lighthouse, result.lighthouseFloor));
  }
  if (result.lighthouseServe) {
    lines.push(
      '',
      ...lighthouseTable(
        ' through the production path (nginx, TLS, HTTP/2, Brotli; each merchant by its host)',
        result.lighthouseServe,
        result.lighthouse ? undefined : result.lighthouseFloor,
      ),
    );
  }
  if (result.repeatVisit) {
    lines.push(
      '',
      'Repeat visit with the service worker, hashed assets from the network (target 0):',
    );
    const rows = Object.entries(result.repeatVisit).flatMap(([route, byTenant]) =>
      Object.entries(byTenant).map(([code, visit]) => [
        `  ${route}`,
        code,
        `${visit.networkAssets} from the network ${verdict(visit.networkAssets === 0)}`,
        `${visit.workerAssets} from the worker`,
      ]),
    );
    lines.push(...table(rows));
  }
  const checks = budgetChecks(result);
  const enforced = checks.filter((check) => check.enforced);
  const failed = enforced.filter((check) => !check.pass);
  const reported = checks.filter((check) => !check.enforced && !check.pass);
  lines.push(
    '',
    failed.length === 0
      ? `Byte budgets (--strict): all ${enforced.length} PASS`
      : `Byte budgets (--strict): ${failed.length} of ${enforced.length} FAIL: ${failed.map((check) => check.what).join(', ')}`,
  );
  if (reported.length > 0) {
    lines.push(
      `Reported, not enforced, over target: ${reported.map((check) => check.what).join(', ')}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * npm run bench                   build the app and the framework floor, measure initial JS per
 *                                 route, index.html and tenant files; print PASS/FAIL per budget
 * npm run bench -- --lighthouse   also Lighthouse mobile performance, median of 5 runs per route
 *                                 and tenant, and the repeat visit with the service worker
 * npm run bench -- --runs 3       Lighthouse runs per route and tenant (default 5)
 * npm run bench -- --tenants a,b  the tenants Lighthouse and the repeat visit open
 *                                 (default demo,pk-urdu,vn-lotto)
 * npm run bench -- --lighthouse --via serve
 *                                 Lighthouse through the production path instead: nginx over
 *                                 TLS with HTTP/2 and Brotli (npm run serve -- --tls), each
 *                                 merchant by its own host; --via preview,serve measures both
 * npm run bench -- --repeat-visit the repeat visit without Lighthouse
 * npm run bench -- --no-build     reuse the build in dist/ when there is one (CI, after the tests)
 * npm run bench -- --json         print only the result as JSON on stdout (progress on stderr)
 * npm run bench -- --strict       exit 1 when a byte budget fails (initial JS, index.html); the
 *                                 Lighthouse timings are reported, never enforced
 * npm run bench -- --large        a member's home at 1x, 10x, 30x and large content instead
 *                                 (scripts/bench/largeHome.ts, its own flags)
 * npm run bench -- --interactions each tap's INP at 4x CPU beside a bare React floor instead
 *                                 (scripts/bench/interactions.ts, its own flags)
 * npm run bench -- --soak N       N route round trips of a member's session, heap, nodes and
 *                                 listeners after GC instead (scripts/bench/soak.ts, its own flags)
 *
 * Writes .bench/floor/ (the floor build), .bench/bench.json (the result and each counted file)
 * and .bench/lighthouse/ (each Lighthouse report). See docs/bench.md.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp, buildFloor, existingApp } from './lib/benchBuild.ts';
import { measure } from './lib/benchFigures.ts';
import { lighthouseRoutes } from './lib/benchLighthouse.ts';
import type { LighthouseSummary } from './lib/benchLighthouse.ts';
import { keepStdoutForResult, progress, stderrViteLogger } from './lib/benchLog.ts';
import { startPreview, withoutCsp } from './lib/benchPreview.ts';
import { repeatVisits } from './lib/benchRepeatVisit.ts';
import { benchRows, parseVia } from './lib/benchRows.ts';
import type { BenchVia } from './lib/benchRows.ts';
import { startBenchServe } from './lib/benchServe.ts';
import { demoLoginToken } from './lib/benchToken.ts';
import { budgetChecks, formatJson, formatText } from './lib/benchReport.ts';
import type { BenchResult, RepeatVisitFigures } from './lib/benchReport.ts';
import { captureRouteJs } from './lib/benchRouteJs.ts';
import type { RouteJs } from './lib/benchRouteJs.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_OUT: another folder than .bench/ for the floor build, reports and nginx (a run beside another).
const OUT = join(ROOT, process.env.BENCH_OUT ?? '.bench');
const LIGHTHOUSE_RUNS = 5;
/** Left to right, lottery lanes, and the three catalogues that are not English. */
const DEFAULT_TENANTS = ['demo', 'pk-urdu', 'vn-lotto'];
/**
 * The sizes and the JS a route fetches are measured on the demo tenant: its login page and its
 * member's home (benchRows.ts: the QA token in the address).
 */
const ROUTES = benchRows('demo', 'preview');
const USAGE =
  'usage: tsx scripts/bench.ts [--json] [--lighthouse [--via preview,serve]] [--repeat-visit] [--runs N] [--tenants a,b] [--no-build] [--strict]';
type ByRoute = Record<string, Record<string, LighthouseSummary>>;

interface RunOptions {
  lighthouse: boolean;
  repeatVisit: boolean;
  runs: number;
  tenants: string[];
  build: boolean;
  /** Where Lighthouse opens the tenants: the preview server, the production path, or both. */
  via: BenchVia[];
}

/** Route → tenant → medians, from lighthouseRoutes' results named `<route> <code>`. */
function byRoute(
  rows: ReadonlyArray<{ route: string; code: string }>,
  summaries: Record<string, LighthouseSummary>,
): ByRoute {
  const result: ByRoute = {};
  for (const { route, code } of rows) {
    const summary = summaries[`${route} ${code}`];
    if (summary) (result[route] ??= {})[code] = summary;
  }
  return result;
}

function logCapture(route: string, seen: RouteJs): void {
  progress(`${route}: ${seen.files.length} JS file(s) at start, ended on ${seen.finalPath}`);
  for (const line of [...seen.errors, ...seen.external.map((url) => `external script ${url}`)]) {
    progress(`  ${route}: ${line}`);
  }
}

/**
 * Every tenant through the production path: `npm run serve -- --tls`'s own stack on free
 * loopback ports, each merchant by its host (Chromium maps them to 127.0.0.1 and takes the
 * throwaway certificate).
 */
async function lighthouseThroughServe(root: string, options: RunOptions): Promise<ByRoute> {
  const served = await startBenchServe({
    root,
    prefix: join(OUT, 'serve'),
    codes: options.tenants,
  });
  progress(
    `nginx (TLS, HTTP/2, Brotli ${served.serve.brotli ? 'on' : 'off: module not installed'}) on ${[
      ...served.origins.values(),
    ].join(', ')}`,
  );
  try {
    const { demoApi } = served.serve;
    if (!demoApi) throw new Error('serve started without the demo API');
    const rows = [];
    for (const code of options.tenants) {
      const origin = served.origins.get(code) ?? '';
      // Logged in at the demo API behind nginx (Node does not take the throwaway certificate).
      const token = await demoLoginToken(demoApi, code);
      rows.push(
        ...benchRows(code, 'serve', token).map((row) => ({
          ...row,
          code,
          url: `${origin}${row.url}`,
        })),
      );
    }
    const summaries = await lighthouseRoutes({
      origin: served.serve.origin,
      routes: rows.map(({ route, code, url }) => ({ name: `${route} ${code}`, url })),
      runs: options.runs,
      reportDir: join(OUT, 'lighthouse-serve'),
      progress,
      chromiumFlags: served.chromiumFlags,
    });
    return byRoute(rows, summaries);
  } finally {
    await served.stop();
    progress('nginx stopped');
  }
}

async function run(options: RunOptions): Promise<BenchResult> {
  const logger = stderrViteLogger();
  // E2E_OUTDIR: measure another build than dist/ (one's own, as the e2e tests serve it).
  const outDir = join(ROOT, process.env.E2E_OUTDIR ?? 'dist');
  let app = options.build ? null : await existingApp({ root: ROOT, outDir, logger });
  if (app) progress('reusing the build in dist/');
  else {
    progress('building the app into dist/');
    app = await buildApp({ root: ROOT, outDir, logger });
  }
  progress('building the framework floor (bench/floor) into .bench/floor/');
  const pageDir = join(ROOT, 'bench', 'floor');
  const floor = await buildFloor({ root: ROOT, outDir: join(OUT, 'floor'), logger, pageDir });

  const preview = await startPreview({
    root: ROOT,
    outDir: app.outDir,
    logger,
    probePath: '/m/login?tenant=demo',
  });
  progress(`vite preview on ${preview.origin}`);
  let captured: Map<string, RouteJs>;
  let lighthouse: ByRoute | undefined;
  let lighthouseServe: ByRoute | undefined;
  let repeatVisit: Record<string, Record<string, RepeatVisitFigures>> | undefined;
  let lighthouseFloor: LighthouseSummary | undefined;
  try {
    const paths = ROUTES.map((r) => r.url);
    captured = await captureRouteJs({ origin: preview.origin, base: app.base, paths });
    for (const { route, url } of ROUTES) {
      const seen = captured.get(url);
      if (seen) logCapture(route, seen);
    }
    const perTenant = options.tenants.flatMap((code) =>
      benchRows(code, 'preview').map(({ route, url }) => ({ route, code, url })),
    );
    if (options.lighthouse) {
      // The floor page under the same load: what this machine allows any page on this stack.
      const floorPreview = await startPreview({
        root: ROOT,
        outDir: floor.outDir,
        logger,
        probePath: '/m/',
        plugins: [withoutCsp()],
      });
      try {
        const floorRuns = await lighthouseRoutes({
          origin: floorPreview.origin,
          routes: [{ name: 'floor', url: '/m/' }],
          runs: options.runs,
          reportDir: join(OUT, 'lighthouse-floor'),
          progress,
        });
        lighthouseFloor = floorRuns.floor;
      } finally {
        await floorPreview.stop();
      }
    }
    if (options.lighthouse && options.via.includes('preview')) {
      // The native app's sign-in: a token a login issued, in the address (benchRows.ts).
      const rows = [];
      for (const code of options.tenants) {
        const token = await demoLoginToken(preview.origin, code);
        rows.push(...benchRows(code, 'preview', token).map((row) => ({ ...row, code })));
      }
      const summaries = await lighthouseRoutes({
        origin: preview.origin,
        routes: rows.map(({ route, code, url }) => ({ name: `${route} ${code}`, url })),
        runs: options.runs,
        reportDir: join(OUT, 'lighthouse'),
        progress,
      });
      lighthouse = byRoute(rows, summaries);
    }
    if (options.lighthouse && options.via.includes('serve')) {
      lighthouseServe = await lighthouseThroughServe(app.outDir, options);
    }
    if (options.repeatVisit) {
      const visits = await repeatVisits({
        origin: preview.origin,
        base: app.base,
        paths: perTenant.map((entry) => entry.url),
      });
      repeatVisit = {};
      for (const { route, code, url } of perTenant) {
        const visit = visits.get(url);
        if (!visit) continue;
        progress(
          `repeat visit ${route} ${code}: ${visit.networkAssets.length} hashed asset(s) from the network${
            visit.networkAssets.length > 0 ? ` (${visit.networkAssets.join(', ')})` : ''
          }, ${visit.workerAssets} from the worker`,
        );
        (repeatVisit[route] ??= {})[code] = {
          networkAssets: visit.networkAssets.length,
          workerAssets: visit.workerAssets,
        };
      }
    }
  } finally {
    await preview.stop();
    progress('vite preview stopped');
  }
  const detailsFile = join(OUT, 'bench.json');
  const result = await measure({ app, floor, routes: ROUTES, captured, detailsFile });
  return {
    ...result,
    ...(lighthouse ? { lighthouse } : {}),
    ...(lighthouseServe ? { lighthouseServe } : {}),
    ...(lighthouseFloor ? { lighthouseFloor } : {}),
    ...(repeatVisit ? { repeatVisit } : {}),
  };
}

async function main(): Promise<number> {
  if (process.argv.includes('--interactions')) {
    const { runInteractions } = await import('./bench/interactions.ts');
    return runInteractions(process.argv.slice(2).filter((arg) => arg !== '--interactions'));
  }
  if (process.argv.includes('--soak')) {
    const { runSoak } = await import('./bench/soak.ts');
    return runSoak(process.argv.slice(2).filter((arg) => arg !== '--soak'));
  }
  if (process.argv.includes('--large')) {
    const { runLargeHome } = await import('./bench/largeHome.ts');
    return runLargeHome(process.argv.slice(2).filter((arg) => arg !== '--large'));
  }
  let values;
  let via: BenchVia[];
  try {
    const flags = {
      json: { type: 'boolean' },
      lighthouse: { type: 'boolean' },
      'repeat-visit': { type: 'boolean' },
      runs: { type: 'string' },
      tenants: { type: 'string' },
      via: { type: 'string' },
      'no-build': { type: 'boolean' },
      strict: { type: 'boolean' },
    } as const;
    ({ values } = parseArgs({ options: flags, strict: true }));
    if (values.runs !== undefined && !/^[1-9]\d*$/.test(values.runs)) {
      throw new Error(`--runs: expected a whole number above 0 (got "${values.runs}")`);
    }
    via = parseVia(values.via);
    if (values.via !== undefined && values.lighthouse !== true) {
      throw new Error('--via goes with --lighthouse');
    }
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  const options: RunOptions = {
    lighthouse: values.lighthouse === true,
    repeatVisit: values.lighthouse === true || values['repeat-visit'] === true,
    runs: values.runs === undefined ? LIGHTHOUSE_RUNS : Number(values.runs),
    tenants: values.tenants?.split(',').filter(Boolean) ?? DEFAULT_TENANTS,
    build: values['no-build'] !== true,
    via,
  };
  const restore = keepStdoutForResult();
  let result: BenchResult;
  try {
    result = await run(options);
  } finally {
    restore();
  }
  process.stdout.write(values.json ? formatJson(result) : formatText(result));
  const failed = budgetChecks(result).some((check) => check.enforced && !check.pass);
  return values.strict === true && failed ? 1 : 0;
}

main().then(
  (code) => process.stdout.write('', () => process.exit(code)),
  (error: unknown) => {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`bench failed: ${message}\n`);
    process.exit(1);
  },
);

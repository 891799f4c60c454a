/**
 * npm run bench                   build the app and the framework floor, measure initial JS per
 *                                 route, index.html and tenant files; print PASS/FAIL per budget
 * npm run bench -- --lighthouse   also Lighthouse mobile performance, median of 5 runs per route
 * npm run bench -- --json         print only the result as JSON on stdout (progress on stderr)
 * npm run bench -- --strict       exit 1 when a budget fails (otherwise a benchmark: exit 0)
 *
 * Writes .bench/floor/ (the floor build), .bench/bench.json (the result and each counted file)
 * and .bench/lighthouse/ (each Lighthouse report). See docs/bench.md.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp, buildFloor } from './lib/benchBuild.ts';
import { measure } from './lib/benchFigures.ts';
import { lighthouseRoutes } from './lib/benchLighthouse.ts';
import type { LighthouseSummary } from './lib/benchLighthouse.ts';
import { keepStdoutForResult, progress, stderrViteLogger } from './lib/benchLog.ts';
import { startPreview } from './lib/benchPreview.ts';
import { budgetChecks, formatJson, formatText } from './lib/benchReport.ts';
import type { BenchResult } from './lib/benchReport.ts';
import { captureRouteJs } from './lib/benchRouteJs.ts';
import type { RouteJs } from './lib/benchRouteJs.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, '.bench');
const LIGHTHOUSE_RUNS = 5;
/** Each route and the URL that opens it on the demo tenant (/m/home as a signed-in member). */
const ROUTES = [
  { route: '/m/login', url: '/m/login?tenant=demo' },
  { route: '/m/home', url: '/m/home?tenant=demo&token=demo-token.demo.member1' },
] as const;
const USAGE = 'usage: tsx scripts/bench.ts [--json] [--lighthouse] [--strict]';

function logCapture(route: string, seen: RouteJs): void {
  progress(`${route}: ${seen.files.length} JS file(s) at start, ended on ${seen.finalPath}`);
  for (const line of [...seen.errors, ...seen.external.map((url) => `external script ${url}`)]) {
    progress(`  ${route}: ${line}`);
  }
}

async function run(options: { lighthouse: boolean }): Promise<BenchResult> {
  const logger = stderrViteLogger();
  progress('building the app into dist/');
  const app = await buildApp({ root: ROOT, outDir: join(ROOT, 'dist'), logger });
  progress('building the framework floor (bench/floor) into .bench/floor/');
  const pageDir = join(ROOT, 'bench', 'floor');
  const floor = await buildFloor({ root: ROOT, outDir: join(OUT, 'floor'), logger, pageDir });

  const preview = await startPreview({
    root: ROOT,
    outDir: app.outDir,
    logger,
    probePath: ROUTES[0].url,
  });
  progress(`vite preview on ${preview.origin}`);
  let captured: Map<string, RouteJs>;
  let lighthouse: Record<string, LighthouseSummary> | undefined;
  try {
    const paths = ROUTES.map((r) => r.url);
    captured = await captureRouteJs({ origin: preview.origin, base: app.base, paths });
    for (const { route, url } of ROUTES) {
      const seen = captured.get(url);
      if (seen) logCapture(route, seen);
    }
    if (options.lighthouse) {
      const reportDir = join(OUT, 'lighthouse');
      const lh = {
        origin: preview.origin,
        routes: ROUTES,
        runs: LIGHTHOUSE_RUNS,
        reportDir,
        progress,
      };
      lighthouse = await lighthouseRoutes(lh);
    }
  } finally {
    await preview.stop();
    progress('vite preview stopped');
  }
  const detailsFile = join(OUT, 'bench.json');
  const result = await measure({ app, floor, routes: ROUTES, captured, detailsFile });
  return lighthouse ? { ...result, lighthouse } : result;
}

async function main(): Promise<number> {
  let values;
  try {
    const flags = {
      json: { type: 'boolean' },
      lighthouse: { type: 'boolean' },
      strict: { type: 'boolean' },
    } as const;
    ({ values } = parseArgs({ options: flags, strict: true }));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  const restore = keepStdoutForResult();
  let result: BenchResult;
  try {
    result = await run({ lighthouse: values.lighthouse === true });
  } finally {
    restore();
  }
  process.stdout.write(values.json ? formatJson(result) : formatText(result));
  const failed = budgetChecks(result).some((check) => !check.pass);
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

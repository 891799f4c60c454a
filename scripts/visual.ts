/**
 * npm run screens -- --against <rev> [options]   what a change did to every merchant's screens
 *
 * Builds <rev> in a temporary git worktree (cached in .bench/visual/builds/<sha>/), builds the
 * working tree (or takes dist/ with --no-build), photographs the same screens of both in one
 * Chromium and writes .bench/visual/index.html: per tenant, every screen that looks different,
 * before, after and the difference. docs/qa.md says what is photographed and how to read it.
 *
 *   --no-build               the working tree's side is dist/ as it is (or --dist=<dir>)
 *   --fail-on-change[=P]     exit 1 when a screen changed by more than P % of its pixels
 *                            (default 0), or a screen is new or removed
 *   --ci                     CI's subset: each tenant's default language, 390 px, the pages as
 *                            visitor, member1 and vip1 without the content pages (/m/sports ...)
 *                            and without the dialogs     --no-content
 *   --tenants=a,b            only these tenants          --languages=default|all (default all)
 *   --widths=390,320         phone widths                --no-dialogs
 *   --only=<text>            only screens whose name contains it (repeatable: 'member1 /m/home')
 *   --workers=N              pages at once (default 5, and 8 for the stories once the screens
 *                            are done)                   --out=<dir> (default .bench/visual)
 *   --no-keep                shoot the revision again even when its shots are kept
 *                            (.bench/visual/shots/<sha>-<hash of demo-api, tenants, capture>)
 *   --stories                every Storybook story for every tenant too, at 390 px: each side's
 *                            `storybook build --test`, reported as 'story: <title>/<name>'
 *                            (--only applies to them too: --only="story:" for the stories alone)
 */
import { relative, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { createLogger, preview } from 'vite';
import { PLAYWRIGHT_CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { DEFAULT_WORKERS, profile, SHOT_FLAGS, STORY_WORKERS } from './lib/visualCapture.ts';
import {
  buildFiles,
  buildKey,
  forgetBuild,
  keptBuild,
  keptShotsDir,
  markBuild,
  shotsKey,
  visualPort,
} from './lib/visualKeep.ts';
import { beyond, builtTenants, compareSides } from './lib/visualRun.ts';
import { buildRevision, buildWorkingTree, resolveRevision } from './lib/visualRevision.ts';
import { catalogue, languagesOf, WIDTHS } from './lib/visualShots.ts';
import { buildStorybook } from './lib/visualStories.ts';
import type { ShotTenant } from './lib/visualShots.ts';

export interface VisualArgs {
  against: string;
  noBuild: boolean;
  dist: string;
  failOnChange: number | null;
  tenants: string[] | null;
  defaultLanguageOnly: boolean;
  widths: number[];
  dialogs: boolean;
  /** The content pages (/m/sports ...); CI leaves them out. */
  content: boolean;
  only: string[];
  workers: number;
  storyWorkers: number;
  out: string;
  /** Keep the revision's shots and take them from there next time (off: --no-keep). */
  keep: boolean;
  /** Every Storybook story for every tenant as well (each side's Storybook built). */
  stories: boolean;
}

export function parseVisualArgs(argv: readonly string[]): VisualArgs {
  const value = (name: string): string | undefined => {
    const i = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
    if (i < 0) return undefined;
    const arg = argv[i]!;
    return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[i + 1];
  };
  const has = (name: string) => argv.some((a) => a === name || a.startsWith(`${name}=`));
  const ci = has('--ci');
  const fail = argv.find((a) => a === '--fail-on-change' || a.startsWith('--fail-on-change='));
  const widths = value('--widths');
  return {
    against: value('--against') ?? '',
    noBuild: has('--no-build'),
    dist: value('--dist') ?? 'dist',
    failOnChange: fail === undefined ? null : Number(fail.split('=')[1] ?? 0) / 100,
    tenants: value('--tenants')?.split(',').filter(Boolean) ?? null,
    defaultLanguageOnly: ci || value('--languages') === 'default',
    widths: widths ? widths.split(',').map(Number) : ci ? [390] : [...WIDTHS],
    // CI leaves the dialogs out: most are a page load of their own, 4-6 s on a busy machine.
    dialogs: !ci && !has('--no-dialogs'),
    content: !ci && !has('--no-content'),
    only: argv.filter((a) => a.startsWith('--only=')).map((a) => a.slice('--only='.length)),
    workers: Number(value('--workers') ?? DEFAULT_WORKERS),
    // --workers is the most at once, stories included; by default they take 8 after the screens.
    storyWorkers: Number(value('--workers') ?? STORY_WORKERS),
    out: value('--out') ?? '.bench/visual',
    keep: !has('--no-keep'),
    stories: has('--stories'),
  };
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Where the run's time went, one phase a line (builds, each side's serving and shots, the
 * comparison, the report), then the whole run: the rest is starting the browser and listing.
 */
export function phaseTable(
  timings: readonly { label: string; ms: number }[],
  total: number,
): string {
  const width = Math.max(5, ...timings.map((t) => t.label.length));
  const line = (label: string, ms: number) =>
    `  ${label.padEnd(width)}  ${seconds(ms).padStart(9)}`;
  return ['Time by phase:', ...timings.map((t) => line(t.label, t.ms)), line('total', total)].join(
    '\n',
  );
}

/** Runs the comparison; returns the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  const args = parseVisualArgs(argv);
  const log = (line: string) => console.log(line);
  if (!args.against) {
    console.error('--against <git revision> is required, e.g. --against HEAD~1');
    return 2;
  }
  const sha = resolveRevision(args.against);
  if (!sha) {
    console.log(
      `Visual comparison skipped: ${args.against} is not in this clone (a shallow clone?).`,
    );
    return 2;
  }
  const started = Date.now();
  const timings: { label: string; ms: number }[] = [];

  log(`Before: ${args.against} (${sha.slice(0, 12)})`);
  let at = Date.now();
  const before = buildRevision(sha, { log, storybook: args.stories });
  const beforeStorybookMs = before.storybookMs ?? 0;
  timings.push({
    label: before.reused ? 'before build (reused)' : 'before build',
    ms: Date.now() - at - beforeStorybookMs,
  });
  if (args.stories)
    timings.push({
      label: beforeStorybookMs > 0 ? 'before storybook build' : 'before storybook build (reused)',
      ms: beforeStorybookMs,
    });
  log(
    `  ${before.reused ? 'reused' : 'built'} ${relative(process.cwd(), before.dist)} in ${seconds(Date.now() - at)}`,
  );

  // The working tree's builds are kept under the content of every file that goes into them
  // (visualKeep.ts): a second run on an unchanged tree builds nothing.
  const files = args.noBuild && !args.stories ? [] : buildFiles(process.cwd());
  let afterDist = resolve(args.dist);
  if (!args.noBuild) {
    afterDist = resolve('.bench/visual/builds/working-tree/dist');
    at = Date.now();
    log('After: the working tree');
    const key = buildKey(process.cwd(), 'app', files);
    if (keptBuild(afterDist, key, 'index.html')) {
      timings.push({ label: 'after build (reused)', ms: Date.now() - at });
      log(`  reused ${relative(process.cwd(), afterDist)}: no file of the build changed since`);
    } else {
      forgetBuild(afterDist);
      buildWorkingTree(afterDist, log);
      markBuild(afterDist, key);
      timings.push({ label: 'after build', ms: Date.now() - at });
      log(`  built in ${seconds(Date.now() - at)}`);
    }
  } else {
    log(`After: ${relative(process.cwd(), afterDist) || afterDist} as built (--no-build)`);
  }
  let afterStorybook: string | undefined;
  if (args.stories) {
    // --no-build gives no Storybook build: the kept one while its files are unchanged, else one.
    afterStorybook = resolve('.bench/visual/builds/working-tree/storybook');
    at = Date.now();
    const key = buildKey(process.cwd(), 'storybook', files);
    if (keptBuild(afterStorybook, key, 'iframe.html')) {
      timings.push({ label: 'after storybook build (reused)', ms: Date.now() - at });
      log(`  reused ${relative(process.cwd(), afterStorybook)}: no file of it changed since`);
    } else {
      forgetBuild(afterStorybook);
      buildStorybook(process.cwd(), afterStorybook, log);
      markBuild(afterStorybook, key);
      timings.push({ label: 'after storybook build', ms: Date.now() - at });
      log(`  Storybook built in ${seconds(Date.now() - at)}`);
    }
  }

  const beforeTenants = builtTenants(before.dist);
  const afterTenants = builtTenants(afterDist);
  const all = new Map<string, ShotTenant>();
  for (const t of [...beforeTenants, ...afterTenants]) all.set(t.merchantCode, t);
  const tenants = [...all.values()].filter(
    (t) => !args.tenants || args.tenants.includes(t.merchantCode),
  );
  const units = catalogue(tenants, {
    languages: args.defaultLanguageOnly ? (t) => [t.languages.default] : languagesOf,
    dialogs: args.dialogs,
    content: args.content,
    only: args.only,
  });
  const defaults = new Map(tenants.map((t) => [t.merchantCode, t.languages.default]));

  // Both builds are served in turn on the same address: the app shows it (the invite link).
  const port = await visualPort();
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...PLAYWRIGHT_CHROMIUM_FLAGS, ...SHOT_FLAGS],
  });
  try {
    log(
      `Photographing ${units.length} pages a side (${tenants.length} tenants, widths ${args.widths.join(', ')})${args.stories ? ' and every story for every tenant' : ''}, ${args.workers} at a time`,
    );
    const run = await compareSides({
      browser,
      before: {
        label: `${args.against} (${sha.slice(0, 12)})`,
        origin,
        tenants: new Set(beforeTenants.map((t) => t.merchantCode)),
        serve: () => serveAt(before.dist, port),
        ...(args.keep
          ? {
              cache: keptShotsDir(
                process.cwd(),
                sha,
                shotsKey(process.cwd(), browser.version(), origin),
              ),
            }
          : {}),
        ...(before.storybook ? { storybook: before.storybook } : {}),
      },
      after: {
        label: args.noBuild ? `${relative(process.cwd(), afterDist)} (--no-build)` : 'working tree',
        origin,
        tenants: new Set(afterTenants.map((t) => t.merchantCode)),
        serve: () => serveAt(afterDist, port),
        ...(afterStorybook ? { storybook: afterStorybook } : {}),
      },
      storyTenants: tenants.map((t) => t.merchantCode),
      storyOnly: args.only,
      units,
      defaults,
      out: args.out,
      widths: args.widths,
      workers: args.workers,
      storyWorkers: args.storyWorkers,
      log,
      timings,
    });
    console.log('');
    console.log(run.summary);
    console.log('');
    console.log(phaseTable(run.timings, Date.now() - started));
    if (profile.size > 0)
      console.log(
        `  profile: ${[...profile].map(([phase, ms]) => `${phase} ${seconds(ms)}`).join(', ')}`,
      );
    if (args.failOnChange !== null) {
      const over = beyond(run.results, args.failOnChange);
      if (over.length > 0) {
        console.log(
          `--fail-on-change: ${over.length} screen(s) changed beyond ${(args.failOnChange * 100).toString()} %, new or removed`,
        );
        return 1;
      }
    }
    return 0;
  } finally {
    await browser.close();
  }
}

/**
 * `vite preview` of a build with the project's plugins (the demo API on /wps, seeded from the
 * working tree's tenants, so both sides get the same data) on 127.0.0.1:`port`; returns its stop.
 */
async function serveAt(outDir: string, port: number): Promise<() => Promise<void>> {
  const server = await preview({
    root: process.cwd(),
    configFile: resolve('vite.config.ts'),
    mode: 'production',
    customLogger: createLogger('warn'),
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  const stop = () => server.close();
  try {
    const response = await fetch(`http://127.0.0.1:${port}/m/`, {
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`/m/ answered HTTP ${response.status}`);
  } catch (error) {
    await stop().catch(() => undefined);
    throw new Error(`vite preview of ${outDir} is not serving the app: ${String(error)}`, {
      cause: error,
    });
  }
  return stop;
}

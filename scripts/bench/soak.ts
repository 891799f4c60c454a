/**
 * npm run bench -- --soak 1000             a member's day-long session: 1,000 route round trips
 * npm run bench -- --soak N --every K      sample every K rounds (default N/20, at least 1)
 * npm run bench -- --soak N --no-build     reuse the build (default dist/, or E2E_OUTDIR)
 * npm run bench -- --soak N --json         the result as JSON on stdout
 * npm run bench -- --soak N --strict       exit 1 when heap, nodes or listeners grew over 2 %
 * npm run bench -- --soak N --snapshots    heap snapshots at the growth's first and last round
 *                                          (.bench/soak-<round>.heapsnapshot, for DevTools'
 *                                          Comparison view) and what grew most between them
 * npm run bench -- --soak N --playwright   the older driver: each step a Playwright call
 * npm run bench -- --soak N --no-jit       diagnostic: V8's compilers off in the page (interpreter
 *                                          only), so the heap holds no machine code; not the
 *                                          goal's measurement (docs/bench.md)
 *
 * By default the steps run as page script (soakDriver.ts, installed once) in a Chromium of our
 * own over its DevTools pipe with Network off (soakInPage.ts), and the outside only samples, so
 * the heap measured holds the page's own growth, not the driver's and DevTools' records. One
 * Chromium page (Debian's, phone viewport) signed in as demo's member1 by the token link,
 * against the preview server and its demo API. Each round uses the app's own links and history:
 * home, a lane's page (a game link) and back, a promotion's activity page and back, the menu's
 * next page and back, the account sheet opened and closed, customer service opened and closed,
 * the update check (the page coming back on screen, spec 9) and, every 10th round, a language
 * change in the account sheet (to the next of the tenant's languages and back). A step the page
 * does not offer, or that does not settle within 5 s, is counted as skipped, never fatal.
 * Every K rounds, after a forced GC (CDP HeapProfiler.collectGarbage, twice): the JS heap used,
 * DOM nodes and JS event listeners. The growth is measured from round 200
 * (or N/5 when N < 1,000) to round N; the goal is within 2 % (docs/bench.md).
 */
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { CDPSession, Page } from 'playwright-core';
import { BENCH_PHONE, launchBenchBrowser } from '../lib/benchBrowser.ts';
import { previewAppToMeasure } from '../lib/benchApp.ts';
import { keepStdoutForResult, progress, stderrViteLogger } from '../lib/benchLog.ts';
import { heapCounts, heapGrowth, takeHeapSnapshot, type HeapCounts } from './heapSnapshot.ts';
import { runInPageSoak } from './soakInPage.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TENANT = 'demo';
const HOME_PATH = '/m/home';
const MEMBER = `${HOME_PATH}?tenant=${TENANT}&token=demo-token.${TENANT}.member1`;
const STEP_TIMEOUT_MS = 5_000;
const LANGUAGE_EVERY = 10;
const GOAL_PERCENT = 2;
const USAGE =
  'usage: npm run bench -- --soak N [--every K] [--no-build] [--json] [--strict] [--snapshots] [--playwright | --no-jit] (N a whole number above 0)';

export interface SoakSample {
  round: number;
  heapBytes: number;
  nodes: number;
  listeners: number;
}

export interface SoakResult {
  rounds: number;
  every: number;
  fromRound: number;
  /** Who ran the steps: the page's own script (default) or Playwright from outside. */
  driver: 'in-page' | 'playwright';
  /** True for the diagnostic run with V8's compilers off (--no-jit). */
  noJit: boolean;
  loadAverage: number[];
  seconds: number;
  skipped: Record<string, number>;
  samples: SoakSample[];
  growthPercent: { heap: number; nodes: number; listeners: number };
  /**
   * Beside the goal's figure, never instead of it (one sample at each end can sit ~100 KB off
   * the trend): the same window read two steadier ways. `fitted`: the least-squares line through
   * every sample from the starting round on, its rise over the window as a share of its value at
   * the start. `endMeans`: the mean of the three samples around the starting round (the one
   * before it, it, the one after) against the mean of the last three.
   */
  trendPercent: { fitted: SoakFigures; endMeans: SoakFigures };
}

type SoakFigures = { heap: number; nodes: number; listeners: number };

type Step = (page: Page, round: number) => Promise<boolean>;

const onHome = (page: Page) => page.waitForURL(/\/m\/home(\?|$)/, { timeout: STEP_TIMEOUT_MS });

/** Follows the first visible link the locator finds, then comes back with the history. */
async function roundTrip(page: Page, selector: string, nth = 0): Promise<boolean> {
  const links = page.locator(selector);
  const count = await links.count();
  if (count === 0) return false;
  const before = page.url();
  await links.nth(nth % count).click({ timeout: STEP_TIMEOUT_MS });
  await page.waitForURL((url) => url.toString() !== before, { timeout: STEP_TIMEOUT_MS });
  await page.waitForLoadState('domcontentloaded');
  await page.goBack({ timeout: STEP_TIMEOUT_MS });
  await onHome(page);
  return true;
}

/** Opens a dialog by a banner or page button and closes it with Escape, as a member would. */
async function openAndClose(page: Page, open: () => Promise<void>): Promise<boolean> {
  await open();
  const dialog = page.locator('dialog[open], [role="dialog"]').first();
  await dialog.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });
  return true;
}

/**
 * The menu's next entry: a page (then back with the history) or a dialog (then closed).
 */
async function menuEntry(page: Page, round: number): Promise<boolean> {
  const entries = page.locator('nav button.menu-entry');
  const count = await entries.count();
  if (count === 0) return false;
  const before = page.url();
  await entries.nth(round % count).click({ timeout: STEP_TIMEOUT_MS });
  await page.waitForTimeout(500);
  if (page.url() !== before) {
    await page.goBack({ timeout: STEP_TIMEOUT_MS });
    await onHome(page);
  } else if ((await page.locator('dialog[open], [role="dialog"]').count()) > 0) {
    await page.keyboard.press('Escape');
  }
  return true;
}

/** Selectors by class, not by name: the names change with the language. */
const accountButton = (page: Page) => page.locator('header .app-header-account');

const STEPS: ReadonlyArray<[name: string, step: Step]> = [
  // A lane's "See all" page (/m/elott, /m/rng, /m/live, ...).
  ['lane page', (page, round) => roundTrip(page, 'a.game-lane-more', round)],
  ['promotion activity', (page, round) => roundTrip(page, 'a.promo-card', round)],
  ['menu entry', (page, round) => menuEntry(page, round)],
  [
    'account sheet',
    (page) => openAndClose(page, () => accountButton(page).click({ timeout: STEP_TIMEOUT_MS })),
  ],
  [
    'customer service',
    (page) =>
      openAndClose(page, () =>
        page.getByTestId('customer-service-button').first().click({ timeout: STEP_TIMEOUT_MS }),
      ),
  ],
  [
    'update check',
    async (page) => {
      // spec 9: the hash check runs each time the page comes back on screen.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await page.waitForTimeout(100);
      return true;
    },
  ],
  [
    'language change',
    async (page, round) => {
      if (round % LANGUAGE_EVERY !== 0) return true;
      await accountButton(page).click({ timeout: STEP_TIMEOUT_MS });
      const select = page.locator('dialog[open] select, [role="dialog"] select').first();
      await select.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      const values = await select
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      const current = await select.inputValue();
      const others = values.filter((v) => v !== current);
      const other = others[(round / LANGUAGE_EVERY - 1) % Math.max(1, others.length)];
      if (other === undefined) return false;
      // To the next language and back, so every catalogue is loaded over the run.
      await select.selectOption(other);
      await page.waitForTimeout(300);
      await select.selectOption(current);
      await page.waitForTimeout(300);
      if ((await page.locator('dialog[open], [role="dialog"]').count()) > 0) {
        await page.keyboard.press('Escape');
      }
      return true;
    },
  ],
];

async function sample(cdp: CDPSession, round: number): Promise<SoakSample> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const read = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
  return {
    round,
    heapBytes: read('JSHeapUsedSize'),
    nodes: read('Nodes'),
    listeners: read('JSEventListeners'),
  };
}

const growth = (from: number, to: number) => Number((((to - from) / from) * 100).toFixed(2));

export function soakGrowth(samples: readonly SoakSample[], fromRound: number) {
  const from = samples.find((s) => s.round >= fromRound) ?? samples[0];
  const to = samples.at(-1);
  if (!from || !to) return { heap: Number.NaN, nodes: Number.NaN, listeners: Number.NaN };
  return {
    heap: growth(from.heapBytes, to.heapBytes),
    nodes: growth(from.nodes, to.nodes),
    listeners: growth(from.listeners, to.listeners),
  };
}

const KINDS = ['heapBytes', 'nodes', 'listeners'] as const;
const figures = (of: (kind: (typeof KINDS)[number]) => number): SoakFigures => ({
  heap: of('heapBytes'),
  nodes: of('nodes'),
  listeners: of('listeners'),
});
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** The two steadier readings of the growth window (SoakResult.trendPercent). */
export function soakTrend(
  samples: readonly SoakSample[],
  fromRound: number,
): { fitted: SoakFigures; endMeans: SoakFigures } {
  const start = Math.max(
    0,
    samples.findIndex((s) => s.round >= fromRound),
  );
  const window = samples.slice(start);
  const last = window.at(-1);
  if (window.length < 2 || !last) {
    const none = figures(() => Number.NaN);
    return { fitted: none, endMeans: none };
  }
  const first = window[0]!;
  const fitted = figures((kind) => {
    const mx = mean(window.map((s) => s.round));
    const my = mean(window.map((s) => s[kind]));
    const sxx = window.reduce((a, s) => a + (s.round - mx) ** 2, 0);
    const sxy = window.reduce((a, s) => a + (s.round - mx) * (s[kind] - my), 0);
    const slope = sxx === 0 ? 0 : sxy / sxx;
    const atStart = my + slope * (first.round - mx);
    return growth(atStart, atStart + slope * (last.round - first.round));
  });
  const head = samples.slice(Math.max(0, start - 1), start + 2);
  const tail = samples.slice(-3);
  const endMeans = figures((kind) =>
    growth(mean(head.map((s) => s[kind])), mean(tail.map((s) => s[kind]))),
  );
  return { fitted, endMeans };
}

export function formatSoak(result: SoakResult): string {
  const { heap, nodes, listeners } = result.growthPercent;
  const verdict = (n: number) => (Math.abs(n) <= GOAL_PERCENT ? 'PASS' : 'FAIL');
  const trend = (f: SoakFigures) =>
    `heap ${f.heap} %, nodes ${f.nodes} %, listeners ${f.listeners} %`;
  const skipped = Object.entries(result.skipped)
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');
  return [
    `soak on ${TENANT} as member1, steps driven ${result.driver === 'in-page' ? 'from inside the page' : 'by Playwright'}${result.noJit ? ', V8 compilers OFF (diagnostic, not the goal run)' : ''}: ${result.rounds} round(s) in ${result.seconds} s, sampled every ${result.every}, load average ${result.loadAverage.map((n) => n.toFixed(2)).join(' ')} (before; after)`,
    `steps skipped: ${skipped || 'none'}`,
    '| round | JS heap after GC (KB) | DOM nodes | listeners |',
    '| --- | --- | --- | --- |',
    ...result.samples.map(
      (s) => `| ${s.round} | ${Math.round(s.heapBytes / 1024)} | ${s.nodes} | ${s.listeners} |`,
    ),
    '',
    `growth from round ${result.fromRound} to ${result.rounds} (goal within ${GOAL_PERCENT} %):`,
    `  heap ${heap} % ${verdict(heap)}, nodes ${nodes} % ${verdict(nodes)}, listeners ${listeners} % ${verdict(listeners)}`,
    `  beside it, not the goal's figure: fitted line ${trend(result.trendPercent.fitted)}; means of 3 samples at each end ${trend(result.trendPercent.endMeans)}`,
    '',
  ].join('\n');
}

export interface SoakOptions {
  rounds: number;
  every: number;
  fromRound: number;
  noBuild: boolean;
  json: boolean;
  strict: boolean;
  snapshots: boolean;
  /** The older driver: every step a Playwright call from outside the page. */
  playwright: boolean;
  /** V8's compilers off in the page (in-page driver only): a diagnostic, not the goal's run. */
  noJit: boolean;
}

/** The soak's flags, or an error saying what is wrong with them. */
export function parseSoakArgs(argv: readonly string[]): SoakOptions {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: {
      every: { type: 'string' },
      'no-build': { type: 'boolean' },
      json: { type: 'boolean' },
      strict: { type: 'boolean' },
      snapshots: { type: 'boolean' },
      playwright: { type: 'boolean' },
      'no-jit': { type: 'boolean' },
    },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1 || !/^[1-9]\d*$/.test(positionals[0]!)) {
    throw new Error('--soak: expected the number of rounds, a whole number above 0');
  }
  if (values.every !== undefined && !/^[1-9]\d*$/.test(values.every)) {
    throw new Error(`--every: expected a whole number above 0 (got "${values.every}")`);
  }
  if (values.playwright === true && values['no-jit'] === true) {
    throw new Error('--no-jit: only with the in-page driver, not with --playwright');
  }
  const rounds = Number(positionals[0]);
  return {
    rounds,
    every: values.every === undefined ? Math.max(1, Math.floor(rounds / 20)) : Number(values.every),
    fromRound: rounds >= 1_000 ? 200 : Math.max(1, Math.floor(rounds / 5)),
    noBuild: values['no-build'] === true,
    json: values.json === true,
    strict: values.strict === true,
    snapshots: values.snapshots === true,
    playwright: values.playwright === true,
    noJit: values['no-jit'] === true,
  };
}

export async function runSoak(argv: readonly string[]): Promise<number> {
  let options: SoakOptions;
  try {
    options = parseSoakArgs(argv);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  const { rounds, every, fromRound } = options;
  const outDir = join(ROOT, process.env.E2E_OUTDIR ?? 'dist');
  const restore = keepStdoutForResult();
  let result: SoakResult;
  try {
    const logger = stderrViteLogger();
    const preview = await previewAppToMeasure({
      root: ROOT,
      outDir,
      logger,
      reuse: options.noBuild,
      probePath: MEMBER,
    });
    const loadBefore = loadavg();
    const started = Date.now();
    let samples: SoakSample[] = [];
    let skipped: Record<string, number> = {};
    try {
      if (options.playwright) {
        ({ samples, skipped } = await playwrightSoak(preview.origin, options));
      } else {
        ({ samples, skipped } = await runInPageSoak({
          origin: preview.origin,
          memberPath: MEMBER,
          homePath: HOME_PATH,
          rounds,
          every,
          fromRound,
          snapshots: options.snapshots,
          snapshotDir: join(ROOT, '.bench'),
          stepTimeoutMs: STEP_TIMEOUT_MS,
          languageEvery: LANGUAGE_EVERY,
          noJit: options.noJit,
        }));
      }
    } finally {
      await preview.stop();
    }
    result = {
      rounds,
      every,
      fromRound,
      driver: options.playwright ? 'playwright' : 'in-page',
      noJit: options.noJit,
      loadAverage: [...loadBefore, ...loadavg()],
      seconds: Math.round((Date.now() - started) / 1000),
      skipped,
      samples,
      growthPercent: soakGrowth(samples, fromRound),
      trendPercent: soakTrend(samples, fromRound),
    };
  } finally {
    restore();
  }
  process.stdout.write(options.json ? `${JSON.stringify(result, null, 2)}\n` : formatSoak(result));
  const { heap, nodes, listeners } = result.growthPercent;
  const over = [heap, nodes, listeners].some((n) => !(Math.abs(n) <= GOAL_PERCENT));
  return options.strict && over ? 1 : 0;
}

/** The older loop: each step a Playwright call (its Network records land in the page's heap). */
async function playwrightSoak(
  origin: string,
  options: SoakOptions,
): Promise<{ samples: SoakSample[]; skipped: Record<string, number> }> {
  const { rounds, every, fromRound } = options;
  const browser = await launchBenchBrowser();
  const samples: SoakSample[] = [];
  const skipped: Record<string, number> = Object.fromEntries(STEPS.map(([name]) => [name, 0]));
  try {
    const context = await browser.newContext({
      ...BENCH_PHONE,
      locale: 'en-US',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${origin}${MEMBER}`, { waitUntil: 'load', timeout: 30_000 });
    await onHome(page);
    await page.waitForTimeout(2_000);
    // A dialog the page opened by itself (the app offer) is closed first, as a member would.
    for (let i = 0; i < 3 && (await page.locator('dialog[open]').count()) > 0; i++) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
    }
    samples.push(await sample(cdp, 0));
    const snapshots: HeapCounts[] = [];
    for (let round = 1; round <= rounds; round++) {
      for (const [name, step] of STEPS) {
        let done = false;
        try {
          done = await step(page, round);
        } catch {
          done = false;
        }
        if (!done) {
          skipped[name] = (skipped[name] ?? 0) + 1;
          // Back on home through the app's own address handling, for the next step.
          await page.keyboard.press('Escape').catch(() => undefined);
          if (new URL(page.url()).pathname !== '/m/home') {
            await page.goBack().catch(() => undefined);
          }
        }
      }
      if (options.snapshots && (round === fromRound || round === rounds)) {
        const text = await takeHeapSnapshot(cdp);
        const file = join(ROOT, '.bench', `soak-${round}.heapsnapshot`);
        await writeFile(file, text);
        snapshots.push(heapCounts(text));
        progress(`round ${round}: heap snapshot in ${file}`);
      }
      if (round % every === 0 || round === rounds) {
        const taken = await sample(cdp, round);
        samples.push(taken);
        progress(
          `round ${round}: heap ${Math.round(taken.heapBytes / 1024)} KB, ${taken.nodes} nodes, ${taken.listeners} listeners`,
        );
      }
    }
    const [first, last] = snapshots;
    if (first && last) {
      progress(`what grew from round ${fromRound} to ${rounds} (own bytes, objects):`);
      for (const row of heapGrowth(first, last)) {
        progress(`  +${row.bytes} B  ${row.count >= 0 ? '+' : ''}${row.count}  ${row.name}`);
      }
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return { samples, skipped };
}

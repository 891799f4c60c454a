import { mkdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { withChromiumFlags } from './benchRows.ts';
import { withTimeout } from './benchTimeout.ts';

/**
 * Lighthouse mobile performance with its default settings (simulated throttling), several
 * runs, each in a fresh Chromium; the figures reported are the medians of the runs.
 */

const LAUNCH_TIMEOUT_MS = 30_000;
const RUN_TIMEOUT_MS = 120_000;

export interface LighthouseFigures {
  /** Performance score, 0-100. */
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Levels of the longest critical request chain (the document is level 1). */
  requestDepth: number;
  /** Requests the page made while Lighthouse watched it. */
  requests: number;
  /**
   * Lighthouse's measure of the machine's speed as the run began (`environment.benchmarkIndex`;
   * higher is faster). Its simulated TBT scales the tasks the machine ran: runs of different
   * hours compare only beside it.
   */
  machineIndex: number;
}

export interface LighthouseSummary extends LighthouseFigures {
  runs: number;
}

interface ChainNode {
  children?: Record<string, ChainNode>;
}

/** Depth of a critical-request-chains tree: the document alone is 1. */
export function chainDepth(chains: Record<string, ChainNode> | undefined): number {
  let deepest = 0;
  for (const node of Object.values(chains ?? {})) {
    deepest = Math.max(deepest, 1 + chainDepth(node.children));
  }
  return deepest;
}

function requestFigures(lhr: Result): { requestDepth: number; requests: number } {
  const chains = lhr.audits['critical-request-chains']?.details as
    { chains?: Record<string, ChainNode> } | undefined;
  const network = lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined;
  return { requestDepth: chainDepth(chains?.chains), requests: network?.items?.length ?? 0 };
}

/** The middle value (the mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

function numericAudit(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`lighthouse: no value for ${id}`);
  return value;
}

/** Lighthouse ran but could not measure the page (its runtimeError). */
export class LighthouseRuntimeError extends Error {}

function figuresOf(lhr: Result): LighthouseFigures {
  if (lhr.runtimeError) {
    throw new LighthouseRuntimeError(
      `lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  }
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('lighthouse: no performance score');
  return {
    performance: Math.round(score * 100),
    lcpMs: numericAudit(lhr, 'largest-contentful-paint'),
    cls: numericAudit(lhr, 'cumulative-layout-shift'),
    tbtMs: numericAudit(lhr, 'total-blocking-time'),
    fcpMs: numericAudit(lhr, 'first-contentful-paint'),
    ...requestFigures(lhr),
    machineIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

function lcpElementOf(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? 'unknown';
}

export interface LighthouseRun {
  figures: LighthouseFigures;
  /** The HTML of the largest paint's element, for the progress log. */
  lcpElement: string;
  /** The full Lighthouse report (JSON), to see what a figure is made of. */
  report: string;
}

export interface LighthouseBrowser {
  /**
   * Chromium flags besides the bench's own (chromium.ts), e.g. the production path's
   * `--ignore-certificate-errors` and `--host-resolver-rules` (benchRows.ts, serveChromiumFlags).
   */
  chromiumFlags?: readonly string[];
}

/** One Lighthouse mobile performance run of `url` in a Chromium of its own. */
export async function lighthouseRun(
  url: string,
  browser: LighthouseBrowser = {},
): Promise<LighthouseRun> {
  const chromeFlags = withChromiumFlags(CHROMIUM_FLAGS, browser.chromiumFlags ?? []);
  const chrome = await withTimeout(
    launch({ chromePath: CHROMIUM_PATH, chromeFlags, logLevel: 'silent' }),
    LAUNCH_TIMEOUT_MS,
    'starting Chromium for lighthouse',
    (late) => late.kill(),
  );
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      }),
      RUN_TIMEOUT_MS,
      `lighthouse ${url}`,
    );
    if (!result) throw new Error(`lighthouse ${url}: no result`);
    const report = Array.isArray(result.report) ? result.report.join('\n') : result.report;
    return { figures: figuresOf(result.lhr), lcpElement: lcpElementOf(result.lhr), report };
  } finally {
    chrome.kill();
  }
}

/** `runs` Lighthouse runs of `url`; each figure is the median over the runs. */
export async function lighthouseMedian(
  url: string,
  runs: number,
  onRun: (index: number, run: LighthouseRun) => Promise<void> | void = () => undefined,
  browser: LighthouseBrowser = {},
): Promise<LighthouseSummary> {
  const all: LighthouseFigures[] = [];
  for (let index = 0; index < runs; index += 1) {
    const run = await lighthouseRun(url, browser).catch((error: unknown) => {
      // A run Lighthouse itself gave up on (NO_FCP, NO_NAVSTART: a stalled page on a loaded
      // machine) is run once more; a second failure ends the bench.
      if (!(error instanceof LighthouseRuntimeError)) throw error;
      return lighthouseRun(url, browser);
    });
    all.push(run.figures);
    await onRun(index, run);
  }
  return {
    performance: median(all.map((run) => run.performance)),
    lcpMs: median(all.map((run) => run.lcpMs)),
    cls: median(all.map((run) => run.cls)),
    tbtMs: median(all.map((run) => run.tbtMs)),
    fcpMs: median(all.map((run) => run.fcpMs)),
    requestDepth: median(all.map((run) => run.requestDepth)),
    requests: median(all.map((run) => run.requests)),
    machineIndex: median(all.map((run) => run.machineIndex)),
    runs,
  };
}

/**
 * Each route's medians, `runs` runs each against `origin`; every report is kept in `reportDir`
 * as <route>-<n>.json.
 */
export async function lighthouseRoutes(options: {
  origin: string;
  /**
   * `name` keys the result and the report files, e.g. '/m/home pk-urdu'; `url` is under
   * `origin`, or a whole address of its own (a merchant's host through serve).
   */
  routes: ReadonlyArray<{ name: string; url: string }>;
  chromiumFlags?: readonly string[];
  runs: number;
  reportDir: string;
  progress: (message: string) => void;
}): Promise<Record<string, LighthouseSummary>> {
  const { progress, runs } = options;
  const [load] = loadavg();
  const cores = availableParallelism();
  if (load !== undefined && load > cores) {
    progress(
      `warning: load average ${load.toFixed(1)} on ${cores} cores; TBT and the score read high`,
    );
  }
  await rm(options.reportDir, { recursive: true, force: true });
  await mkdir(options.reportDir, { recursive: true });
  const summaries: Record<string, LighthouseSummary> = {};
  for (const { name: route, url } of options.routes) {
    const name = route.replace(/^\/+/, '').replace(/[^\w-]+/g, '-');
    summaries[route] = await lighthouseMedian(
      new URL(url, options.origin).href,
      runs,
      async (index, run) => {
        const { performance, fcpMs, lcpMs, cls, tbtMs, requestDepth, requests, machineIndex } =
          run.figures;
        progress(
          `lighthouse ${route} ${index + 1}/${runs}: ${performance}, FCP ${Math.round(fcpMs)} ms, LCP ${Math.round(lcpMs)} ms, CLS ${cls.toFixed(3)}, TBT ${Math.round(tbtMs)} ms, ${requests} requests, chain depth ${requestDepth}, machine ${machineIndex}, LCP element ${run.lcpElement.slice(0, 120)}`,
        );
        await writeFile(join(options.reportDir, `${name}-${index + 1}.json`), run.report);
      },
      { chromiumFlags: options.chromiumFlags ?? [] },
    );
  }
  return summaries;
}

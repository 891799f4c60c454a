import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BENCH_PHONE } from '../lib/benchBrowser.ts';
import { progress } from '../lib/benchLog.ts';
import { withTimeout } from '../lib/benchTimeout.ts';
import { CdpBrowser, type CdpTarget } from '../lib/cdpPipe.ts';
import {
  heapCounts,
  heapGrowth,
  takeHeapSnapshot,
  type HeapCounts,
  type SnapshotSession,
} from './heapSnapshot.ts';
import {
  pauseRounds,
  soakDriverSource,
  tallySkipped,
  type SoakPause,
  type SoakRoundRecord,
} from './soakDriver.ts';

/**
 * The soak driven from inside the page: the steps run as page script (soakDriver.ts), and this
 * side only samples. Chromium is ours, over its DevTools pipe (lib/cdpPipe.ts), with no domain
 * enabled but Page (its load event, no per-request records): Network stays off, so the renderer
 * keeps no record of the app's requests, and there is no per-step evaluate whose compiled script
 * V8 would keep. Per sample: one evaluate that waits for the page's round, two forced GCs
 * (HeapProfiler.collectGarbage), Runtime.getHeapUsage and Memory.getDOMCounters (the same
 * counters as Performance.getMetrics' JSHeapUsedSize, Nodes and JSEventListeners), one evaluate
 * that lets the driver go on.
 */

export interface InPageSample {
  round: number;
  heapBytes: number;
  nodes: number;
  listeners: number;
}

export interface InPageSoakOptions {
  origin: string;
  memberPath: string;
  homePath: string;
  rounds: number;
  every: number;
  fromRound: number;
  snapshots: boolean;
  snapshotDir: string;
  stepTimeoutMs: number;
  languageEvery: number;
  /**
   * V8's baseline and optimizing compilers off (interpreter only): a diagnostic run whose heap
   * holds no machine code, to tell what the page keeps from what V8 compiles as functions get hot.
   */
  noJit?: boolean;
}

/** Chromium's flag for an interpreter-only V8 (no Sparkplug, Maglev or TurboFan code). */
export const NO_JIT_FLAG = '--js-flags=--no-sparkplug --no-maglev --no-turbofan';

const LOAD_TIMEOUT_MS = 30_000;
/** The longest a round may take before the run is given up (every step timing out, and more). */
const ROUND_LIMIT_MS = 120_000;

/** The page's answer to an evaluate, or an error naming what the page threw. */
async function evaluate<T>(page: CdpTarget, expression: string): Promise<T> {
  const answer = await page.send<{
    result: { value?: unknown };
    exceptionDetails?: { text: string; exception?: { description?: string } };
  }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
  if (answer.exceptionDetails) {
    const { text, exception } = answer.exceptionDetails;
    throw new Error(`in the page: ${exception?.description ?? text}`);
  }
  return answer.result.value as T;
}

/** The pipe's page as heapSnapshot.ts takes a session (its chunk events typed). */
function snapshotSession(page: CdpTarget): SnapshotSession {
  const wrapped = new Map<(params: { chunk: string }) => void, (params: object) => void>();
  return {
    send: (method: string, params?: object) => page.send(method, params),
    on: (event, handler) => {
      const wrap = (params: object) => handler(params as { chunk: string });
      wrapped.set(handler, wrap);
      page.on(event, wrap);
    },
    off: (event, handler) => {
      const wrap = wrapped.get(handler);
      if (wrap) page.off(event, wrap);
    },
  };
}

async function sample(page: CdpTarget, round: number): Promise<InPageSample> {
  await page.send('HeapProfiler.collectGarbage');
  await page.send('HeapProfiler.collectGarbage');
  const heap = await page.send<{ usedSize: number }>('Runtime.getHeapUsage');
  const dom = await page.send<{ nodes: number; jsEventListeners: number }>('Memory.getDOMCounters');
  return { round, heapBytes: heap.usedSize, nodes: dom.nodes, listeners: dom.jsEventListeners };
}

/** The phone of BENCH_PHONE, without Playwright: metrics, touch, locale, no service worker. */
async function asPhone(page: CdpTarget): Promise<void> {
  const { viewport, deviceScaleFactor, isMobile } = BENCH_PHONE;
  await page.send('Emulation.setDeviceMetricsOverride', {
    ...viewport,
    deviceScaleFactor,
    mobile: isMobile,
  });
  await page.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  await page.send('Emulation.setLocaleOverride', { locale: 'en-US' });
  // What Playwright's serviceWorkers: 'block' does: registration answers and does nothing.
  await page.send('Page.addScriptToEvaluateOnNewDocument', {
    source:
      'if (self.ServiceWorkerContainer) ServiceWorkerContainer.prototype.register = async () => {};',
  });
}

export async function runInPageSoak(options: InPageSoakOptions): Promise<{
  samples: InPageSample[];
  skipped: Record<string, number>;
  records: SoakRoundRecord[];
}> {
  const { rounds, every, fromRound, snapshots: wantSnapshots } = options;
  const snapshotRounds = wantSnapshots ? [fromRound, rounds] : [];
  const pauses = pauseRounds(rounds, every, snapshotRounds);
  const browser = await CdpBrowser.launch([
    '--lang=en-US',
    ...(options.noJit ? [NO_JIT_FLAG] : []),
  ]);
  const samples: InPageSample[] = [];
  const records: SoakRoundRecord[] = [];
  const snapshots: HeapCounts[] = [];
  try {
    const page = await browser.firstPage();
    await asPhone(page);
    await page.send('Page.enable');
    const loaded = new Promise<void>((resolve) => page.on('Page.loadEventFired', () => resolve()));
    await page.send('Page.navigate', { url: `${options.origin}${options.memberPath}` });
    await withTimeout(loaded, LOAD_TIMEOUT_MS, 'loading the member page');
    await evaluate(
      page,
      soakDriverSource({
        rounds,
        pauses,
        stepTimeoutMs: options.stepTimeoutMs,
        languageEvery: options.languageEvery,
        homePath: options.homePath,
      }),
    );
    let previous = 0;
    for (const round of pauses) {
      const pause = await withTimeout(
        evaluate<SoakPause>(page, `window.__soak.paused(${round})`),
        LOAD_TIMEOUT_MS + (round - previous) * ROUND_LIMIT_MS,
        `the page's round ${round}`,
      );
      previous = round;
      if (pause.error !== null) throw new Error(`the page's driver stopped: ${pause.error}`);
      if (pause.round !== round) throw new Error(`the page stood at ${pause.round}, not ${round}`);
      records.push(...pause.records);
      for (const { round: at, skipped } of pause.records) {
        for (const [step, why] of skipped) progress(`round ${at}: ${step} skipped (${why})`);
      }
      if (snapshotRounds.includes(round)) {
        const text = await takeHeapSnapshot(snapshotSession(page));
        const file = join(options.snapshotDir, `soak-${round}.heapsnapshot`);
        await writeFile(file, text);
        snapshots.push(heapCounts(text));
        progress(`round ${round}: heap snapshot in ${file}`);
      }
      if (round === 0 || round % every === 0 || round === rounds) {
        const taken = await sample(page, round);
        samples.push(taken);
        progress(
          `round ${round}: heap ${Math.round(taken.heapBytes / 1024)} KB, ${taken.nodes} nodes, ${taken.listeners} listeners`,
        );
      }
      await evaluate(page, 'window.__soak.resume()');
    }
    const [first, last] = snapshots;
    if (first && last) {
      progress(`what grew from round ${fromRound} to ${rounds} (own bytes, objects):`);
      for (const row of heapGrowth(first, last)) {
        progress(`  +${row.bytes} B  ${row.count >= 0 ? '+' : ''}${row.count}  ${row.name}`);
      }
    }
  } finally {
    await browser.close();
  }
  return { samples, skipped: tallySkipped(records), records };
}

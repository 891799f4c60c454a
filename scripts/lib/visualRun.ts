import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Browser } from 'playwright-core';
import { capture, DEFAULT_WORKERS, Slots, STORY_WORKERS } from './visualCapture.ts';
import type { CaptureOptions, Side } from './visualCapture.ts';
import { compareFolders } from './visualCompare.ts';
import type { ScreenResult } from './visualCompare.ts';
import { reportHtml, summaryText } from './visualReport.ts';
import { shotFile, shotsOf, WIDTHS } from './visualShots.ts';
import {
  captureStories,
  listStories,
  serveStatic,
  STORY_FOLDER,
  storyScreen,
} from './visualStories.ts';
import type { StoryEntry } from './visualStories.ts';
import type { ShotTenant, Unit } from './visualShots.ts';

/**
 * One visual comparison: photograph both sides, compare, write the report. Used by
 * `npm run screens -- --against` (scripts/visual.ts), its test and the team studio's review.
 */

export interface VisualRun {
  results: ScreenResult[];
  failures: { side: string; unit: string; error: string }[];
  /** Path of index.html. */
  report: string;
  summary: string;
  timings: { label: string; ms: number }[];
}

/** The tenant files of a build (dist/tenants/*.json), as the app receives them. */
export function builtTenants(dist: string): ShotTenant[] {
  const dir = join(dist, 'tenants');
  if (!existsSync(dir)) return [];
  // <code>.json only: <code>.texts.<language>.json are the merchant's texts beside it.
  return readdirSync(dir)
    .filter((f) => /^[a-z0-9-]+\.json$/.test(f))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as ShotTenant)
    .filter((t) => typeof t.merchantCode === 'string' && t.languages !== undefined);
}

/** A side as the caller gives it: `serve` starts its server just before its shots, returns a stop. */
export type SideSpec = Omit<Side, 'outDir' | 'name'> & {
  label: string;
  serve?: () => Promise<() => Promise<void>>;
  /**
   * A folder of this side's earlier shots (scripts/visual.ts: the revision's, by its commit and
   * the demo API's and tenants' content): a unit whose every shot is there is copied, not shot
   * again; what is shot now is added to it.
   */
  cache?: string;
  /**
   * This side's built Storybook (storybook-static): its every story is photographed for every
   * tenant of `storyTenants` this side has, beside the app's screens (visualStories.ts).
   */
  storybook?: string;
};

/** Copies the unit's shots that exist from one side folder to another; true when all did. */
function copyShots(unit: Unit, widths: readonly number[], from: string, to: string): boolean {
  const files = shotsOf(unit, widths).map(shotFile);
  if (!files.every((f) => existsSync(join(from, f)))) return false;
  for (const f of files) {
    mkdirSync(dirname(join(to, f)), { recursive: true });
    copyFileSync(join(from, f), join(to, f));
  }
  return true;
}

export interface CompareSidesOptions extends CaptureOptions {
  browser: Browser;
  before: SideSpec;
  after: SideSpec;
  units: readonly Unit[];
  /** Each tenant's default language. */
  defaults: ReadonlyMap<string, string>;
  /** Report folder: index.html, before/, after/, diff/ (emptied first). */
  out: string;
  title?: string;
  /** Earlier parts' timings (builds), shown with the report's. */
  timings?: { label: string; ms: number }[];
  /** Story pages at once after the screens are done (STORY_WORKERS, never fewer than workers). */
  storyWorkers?: number;
  /** The tenants each side's stories are photographed for (a side with `storybook`). */
  storyTenants?: readonly string[];
  /** Only the stories whose `story: <title>/<name>` contains one of these. */
  storyOnly?: readonly string[];
}

export async function compareSides(options: CompareSidesOptions): Promise<VisualRun> {
  const { out } = options;
  for (const part of ['before', 'after', 'diff', 'index.html'])
    rmSync(join(out, part), { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const timings = [...(options.timings ?? [])];
  const sideOf = (
    { label: _label, serve: _serve, storybook: _storybook, ...spec }: SideSpec,
    name: string,
  ): Side => ({
    ...spec,
    name,
    outDir: join(out, name),
  });
  const before = sideOf(options.before, 'before');
  const after = sideOf(options.after, 'after');
  const shot = { shots: 0, failures: [] as VisualRun['failures'], ms: 0 };
  /** Every story of either side, by id: the report names a story's screen by its title. */
  const stories = new Map<string, StoryEntry>();
  // One side after the other, each on the same address when the caller serves them in turn
  // (the app shows its own address, e.g. in the invite link).
  for (const [side, spec] of [
    [before, options.before],
    [after, options.after],
  ] as const) {
    const widths = options.widths ?? WIDTHS;
    const cache = spec.cache;
    const units = cache
      ? options.units.filter((unit) => !copyShots(unit, widths, cache, side.outDir))
      : options.units;
    if (cache && units.length < options.units.length)
      options.log?.(
        `  ${side.name}: ${options.units.length - units.length} of ${options.units.length} pages from the shots kept in ${cache}`,
      );
    // The stories and the app's screens of a side at the same time, sharing the pages: each
    // part's last minutes, when few of its pages are left at work, are filled by the other's.
    // Once the screens are done, the stories alone take more pages at once (STORY_WORKERS).
    const workers = options.workers ?? DEFAULT_WORKERS;
    const storyWorkers = Math.max(options.storyWorkers ?? STORY_WORKERS, workers);
    const slots = new Slots(workers);
    const screensDone = () => slots.grow(storyWorkers - workers);
    const storiesPart = async () => {
      if (!spec.storybook) return;
      const only = options.storyOnly ?? [];
      const list = listStories(spec.storybook).filter(
        (story) => only.length === 0 || only.some((text) => storyScreen(story).includes(text)),
      );
      for (const story of list) stories.set(story.id, story);
      const storybook = spec.storybook;
      const taken = await captureStories(
        options.browser,
        side.name,
        {
          outDir: side.outDir,
          serve: () => serveStatic(storybook),
          stories: list,
          tenants: (options.storyTenants ?? []).filter(
            (tenant) => !side.tenants || side.tenants.has(tenant),
          ),
          ...(cache ? { cache } : {}),
        },
        {
          workers: storyWorkers,
          slots,
          ...(options.log ? { log: options.log } : {}),
        },
      );
      shot.failures.push(...taken.failures);
      timings.push({
        label: `${side.name} stories (${taken.shots}${taken.kept ? `, ${taken.kept} kept` : ''})`,
        ms: taken.ms,
      });
    };
    const screensPart = async () => {
      if (units.length === 0) {
        if (options.units.length > 0)
          timings.push({ label: `${side.name} screenshots (kept)`, ms: 0 });
        screensDone();
        return;
      }
      const serving = Date.now();
      const stop = spec.serve ? await spec.serve() : undefined;
      if (spec.serve) timings.push({ label: `${side.name} serve`, ms: Date.now() - serving });
      try {
        const taken = await capture(options.browser, [side], units, options.defaults, {
          workers,
          slots,
          ...(options.widths ? { widths: options.widths } : {}),
          ...(options.log ? { log: options.log } : {}),
        });
        shot.shots += taken.shots;
        shot.failures.push(...taken.failures);
        shot.ms += taken.ms;
        timings.push({ label: `${side.name} screenshots (${taken.shots})`, ms: taken.ms });
        if (cache) for (const unit of units) copyShots(unit, widths, side.outDir, cache);
      } finally {
        screensDone();
        await stop?.();
      }
    };
    const sideStarted = Date.now();
    await Promise.all([storiesPart(), screensPart()]);
    if (spec.storybook && units.length > 0)
      timings.push({
        label: `${side.name} stories and screenshots, side by side`,
        ms: Date.now() - sideStarted,
      });
  }
  const comparing = Date.now();
  const results = compareFolders(before.outDir, after.outDir, join(out, 'diff')).map((result) => {
    // tenant/story/<id>@390.png: named by the story's title and name, in the tenant's language.
    if (result.language !== STORY_FOLDER) return result;
    const story = stories.get(result.screen);
    return {
      ...result,
      language: options.defaults.get(result.tenant) ?? result.language,
      screen: story ? storyScreen(story) : `story: ${result.screen}`,
    };
  });
  timings.push({ label: 'comparison', ms: Date.now() - comparing });
  const input = {
    title: options.title ?? 'Visual comparison',
    beforeLabel: options.before.label,
    afterLabel: options.after.label,
    results,
    failures: shot.failures,
    dirs: { before: 'before', after: 'after', diff: 'diff' },
    timings,
  };
  const report = join(out, 'index.html');
  const reporting = Date.now();
  writeFileSync(report, reportHtml(input));
  writeFileSync(
    join(out, 'results.json'),
    `${JSON.stringify({ results, failures: shot.failures, timings }, null, 2)}\n`,
  );
  timings.push({ label: 'report', ms: Date.now() - reporting });
  const summary = summaryText(input, relative(process.cwd(), report) || report);
  return { results, failures: shot.failures, report, summary, timings };
}

/** Screens changed by more than `threshold` (a share of pixels, 0..1), new or removed. */
export function beyond(results: readonly ScreenResult[], threshold: number): ScreenResult[] {
  return results.filter(
    (r) =>
      r.status === 'new' ||
      r.status === 'removed' ||
      (r.status === 'changed' && r.ratio > threshold),
  );
}

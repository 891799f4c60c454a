import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { ScreenResult } from '../../../../scripts/lib/visualCompare.ts';
import type { ShotTenant } from '../../../../scripts/lib/visualShots.ts';

/**
 * A change request's screens before and after (docs/qa.md, "In the team studio"): the merchant's
 * pages and dialogs in each of its languages, photographed on this server's own previews of the
 * published file and of the draft (same app build, only the tenant file differs), compared pixel
 * by pixel by the same code as `npm run screens -- --against` (scripts/lib/visualRun.ts). A
 * comparison takes a minute or more, so it runs as a job: one at a time per server, kept per
 * change request and draft until the draft changes.
 */

export interface VisualJobInput {
  merchant: string;
  /** The draft as the app reads it: its languages, menu and dialogs decide the screens. */
  tenant: ShotTenant;
  languages: string[];
  /** Preview tenant codes on this server; before is null for a new merchant. */
  beforeCode: string | null;
  afterCode: string;
  /** Where this server listens, as Chromium on this machine reaches it. */
  origin: string;
  /** What lets Chromium's pages in: the operator's session cookie (and proxy header). */
  cookies: { name: string; value: string }[];
  headers: Record<string, string>;
  /** Folder of the job's images and report (emptied first). */
  out: string;
}

export interface VisualJobResult {
  results: ScreenResult[];
  failures: { side: string; unit: string; error: string }[];
}

export type VisualRunner = (input: VisualJobInput) => Promise<VisualJobResult>;

export interface VisualJob {
  /** The change request and the draft text's preview code: a new draft is a new job. */
  key: string;
  state: 'running' | 'done' | 'failed';
  startedAt: number;
  ms?: number;
  error?: string;
  languages: string[];
  result?: VisualJobResult;
}

/** What the page is sent: the changed, new and removed screens with their images' addresses. */
export interface VisualJobView {
  state: 'none' | VisualJob['state'];
  languages?: string[];
  ms?: number;
  error?: string;
  counts?: { changed: number; same: number; new: number; removed: number };
  screens?: (Omit<ScreenResult, 'changedPixels'> & {
    before?: string;
    after?: string;
    diff?: string;
  })[];
  failures?: VisualJobResult['failures'];
}

/** The languages a merchant is compared in: every one it supports, then the long pseudo-locale. */
export function reviewLanguages(tenant: ShotTenant): string[] {
  return [...new Set([tenant.languages.default, ...tenant.languages.supported, 'en-XA'])];
}

export class VisualReviews {
  private readonly jobs = new Map<string, VisualJob>();
  private running: string | null = null;

  constructor(
    private readonly dir: string,
    private readonly runner: VisualRunner,
    private readonly now: () => number = Date.now,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  folderOf(id: string): string {
    return join(this.dir, id);
  }

  get(id: string): VisualJob | undefined {
    return this.jobs.get(id);
  }

  /**
   * Starts the comparison of change `id` unless the same draft's is running or done; refuses
   * (returns null) while another change's runs.
   */
  start(id: string, key: string, input: Omit<VisualJobInput, 'out'>): VisualJob | null {
    const current = this.jobs.get(id);
    if (current && current.key === key && current.state !== 'failed') return current;
    if (this.running !== null && this.running !== id) return null;
    if (current?.state === 'running') return current;
    const out = this.folderOf(id);
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    const job: VisualJob = {
      key,
      state: 'running',
      startedAt: this.now(),
      languages: input.languages,
    };
    this.jobs.set(id, job);
    this.running = id;
    void this.runner({ ...input, out })
      .then(
        (result) => {
          job.state = 'done';
          job.result = result;
          job.ms = this.now() - job.startedAt;
          this.log(`studio: screens of change ${id} compared in ${job.ms} ms`);
        },
        (error: unknown) => {
          job.state = 'failed';
          job.error = error instanceof Error ? error.message : String(error);
          job.ms = this.now() - job.startedAt;
          this.log(`studio: screens of change ${id} not compared: ${job.error}`);
        },
      )
      .finally(() => {
        if (this.running === id) this.running = null;
      });
    return job;
  }

  /** An image of a finished job, by side and file; undefined for anything else. */
  file(id: string, side: string, file: string): string | undefined {
    if (!['before', 'after', 'diff'].includes(side)) return undefined;
    if (!/^[A-Za-z0-9._@/-]+\.png$/.test(file) || file.split('/').includes('..')) return undefined;
    const base = join(this.folderOf(id), side);
    const path = normalize(join(base, file));
    if (!path.startsWith(`${base}${sep}`) || !existsSync(path)) return undefined;
    return path;
  }

  /** The job as the page shows it; image addresses under `base` (…/changes/<id>/visual/). */
  view(id: string, base: string): VisualJobView {
    const job = this.jobs.get(id);
    if (!job) return { state: 'none' };
    const view: VisualJobView = {
      state: job.state,
      languages: job.languages,
      ...(job.ms !== undefined ? { ms: job.ms } : {}),
      ...(job.error ? { error: job.error } : {}),
    };
    const result = job.result;
    if (!result) return view;
    const count = (status: ScreenResult['status']) =>
      result.results.filter((r) => r.status === status).length;
    const url = (side: string, file: string) =>
      `${base}${side}/${file.split('/').map(encodeURIComponent).join('/')}`;
    return {
      ...view,
      counts: {
        changed: count('changed'),
        same: count('same'),
        new: count('new'),
        removed: count('removed'),
      },
      screens: result.results
        .filter((r) => r.status !== 'same')
        .map(({ changedPixels: _pixels, ...r }) => ({
          ...r,
          ...(r.status !== 'new' ? { before: url('before', r.file) } : {}),
          ...(r.status !== 'removed' ? { after: url('after', r.file) } : {}),
          ...(r.status === 'changed' ? { diff: url('diff', r.file) } : {}),
        })),
      failures: result.failures,
    };
  }
}

/**
 * The real runner: Debian's Chromium on this server's previews, the merchant's screens at 390 px
 * (visitor, member1 and vip1 pages; the login, account, second-factor and a notice dialog).
 */
export const chromiumRunner: VisualRunner = async (input) => {
  const [
    { chromium },
    { PLAYWRIGHT_CHROMIUM_FLAGS, CHROMIUM_PATH },
    { compareSides },
    { catalogue },
    { SHOT_FLAGS },
  ] = await Promise.all([
    import('playwright-core'),
    import('../../../../scripts/lib/chromium.ts'),
    import('../../../../scripts/lib/visualRun.ts'),
    import('../../../../scripts/lib/visualShots.ts'),
    import('../../../../scripts/lib/visualCapture.ts'),
  ]);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...PLAYWRIGHT_CHROMIUM_FLAGS, ...SHOT_FLAGS],
  });
  try {
    const units = catalogue([input.tenant], {
      languages: () => input.languages,
      content: false,
      dialogKinds: ['login', 'account', 'second-factor', 'notice-maintenance'],
    });
    const side = (code: string | null, label: string) => ({
      label,
      origin: input.origin,
      codeOf: () => code ?? '',
      cookies: input.cookies,
      headers: input.headers,
      ...(code === null ? { tenants: new Set<string>() } : {}),
    });
    const run = await compareSides({
      browser,
      before: side(input.beforeCode, 'published'),
      after: side(input.afterCode, 'this change'),
      units,
      defaults: new Map([[input.merchant, input.tenant.languages.default]]),
      out: input.out,
      title: `${input.merchant}: this change's screens`,
      widths: [390],
      workers: 2,
    });
    return { results: run.results, failures: run.failures };
  } finally {
    await browser.close();
  }
};

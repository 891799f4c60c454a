/**
 * Approving a change request takes it live with no build (docs/studio.md, team studio):
 * check → commit → files → nginx, each step timed and reported. The commit is a new commit on
 * the published branch (compare-and-swap), the files are the merchant's served files written into
 * `--live` atomically, and nginx's configuration is written again only when the change shapes it.
 * Any failure undoes what was done (the commit with CAS, the live files from backups), keeps the
 * change request open, and names the step. A journal lets the next start finish or roll back a
 * publish the process did not live to end (recover()).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkTenantFileAmong } from '../../../../toolkit/checkTenants.ts';
import { formatFileLines } from '../../../../toolkit/report.ts';
import type { ChangeRecord, ChangeStore } from '../store/ChangeStore.ts';
import { StoreError, TRAILERS } from '../store/ChangeStore.ts';
import type { Person, Trailer } from '../store/GitRepo.ts';
import { formatMessage, formatPerson, samePerson } from '../store/GitRepo.ts';
import type { JournalEntry } from './journal.ts';
import { Journal } from './journal.ts';
import type { AppliedPlan, LiveFs } from './liveFiles.ts';
import { applyPlan, backupsOf, livePlan, nodeLiveFs, restoreBackups } from './liveFiles.ts';
import type { NginxSetup, NginxUndo } from './nginxStep.ts';
import { rewriteNginx, shapesNginx, undoNginx } from './nginxStep.ts';

export type StepName = 'check' | 'commit' | 'files' | 'nginx';

/** One publish step as the operator sees it. */
export interface Step {
  step: StepName;
  ok: boolean;
  ms: number;
  error?: string;
  /** What the step did when it is worth saying (e.g. "no nginx change", "rebased"). */
  note?: string;
}

/** A field change as operators/toolkit/fieldSummary.ts gives it; the publish needs its text. */
export interface SummaryLine {
  text: string;
  tab?: string;
}

export type Summarize = (beforeText: string, afterText: string) => readonly SummaryLine[];

export type PublishResult =
  | {
      published: true;
      commit: string;
      steps: Step[];
      /** approve() call to the end. */
      ms: number;
      /** approve() call to the live files written (the change is live for members). */
      filesMs: number;
      rebased: boolean;
    }
  | {
      published: false;
      /** The HTTP status it maps to: 403 self-approval, 404 unknown, 409 conflict/state, 422 check, 500 a step failed. */
      status: 403 | 404 | 409 | 422 | 500;
      error: string;
      step: StepName;
      steps: Step[];
      ms: number;
      /** A 3-way merge conflict: the published file and the draft, both kept. */
      conflict?: { published: string; draft: string };
      /** The checker's lines, as `npm run tenants` prints them (422). */
      lines?: string[];
    };

export interface PublisherOptions {
  store: ChangeStore;
  /** The folder nginx serves (`--live`). */
  live: string;
  /** The field summary (operators/toolkit/fieldSummary.ts's fieldSummary). */
  summarize: Summarize;
  /** nginx to configure again when a change shapes it; without it the nginx step is skipped. */
  nginx?: NginxSetup;
  /** File operations in `--live` (tests inject failures). */
  fs?: LiveFs;
  /** Called after each step that succeeded (progress; tests stop a publish here to simulate a kill). */
  onStep?: (step: StepName) => void | Promise<void>;
  /** Where the journal lives; default `<data>/.git/studio`. */
  stateDir?: string;
}

class StepFailure extends Error {
  constructor(
    readonly step: StepName,
    message: string,
    readonly status: 409 | 422 | 500 = 500,
    readonly extra: { conflict?: { published: string; draft: string }; lines?: string[] } = {},
  ) {
    super(message);
  }
}

/** Paths a journal may name in `--live` (it is ours, but a restart trusts nothing it reads). */
const LIVE_PATH = /^tenants\/(?:hosts\/)?[A-Za-z0-9._-]+$/;

function elapsed(since: number): number {
  return Math.round(performance.now() - since);
}

/** The publish commit's first line: short, then one line per field change. */
export function publishMessage(
  code: string,
  title: string,
  lines: readonly SummaryLine[],
  trailers: readonly Trailer[],
): string {
  const tabs = [...new Set(lines.map((l) => l.tab).filter((t): t is string => !!t))];
  let subject =
    lines.length === 1
      ? `${code}: ${lines[0]?.text ?? ''}`
      : lines.length > 1
        ? `${code}: ${lines.length} changes${tabs.length ? ` (${tabs.join(', ')})` : ''}`
        : `${code}: ${title}`;
  if (subject.length > 72) subject = `${subject.slice(0, 71)}…`;
  return formatMessage(subject, lines.map((l) => l.text.replace(/\s+/g, ' ')).join('\n'), trailers);
}

export class Publisher {
  private readonly store: ChangeStore;
  private readonly fs: LiveFs;
  private queue: Promise<unknown> = Promise.resolve();
  private journal: Journal | undefined;

  constructor(private readonly options: PublisherOptions) {
    this.store = options.store;
    this.fs = options.fs ?? nodeLiveFs;
  }

  /**
   * Approves and publishes a change request. Refuses the change's own author (role checks are
   * the server's; this is the second lock), a sent-back or published change, a conflict with the
   * published file (409, both versions), a file the checker refuses (422).
   */
  approve(id: string, reviewer: Person, comment?: string): Promise<PublishResult> {
    const run = this.queue.then(() => this.publish(id, reviewer, comment));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Finishes or rolls back a publish a previous process left half done; '' when there was none.
   * Call once at start, before serving approvals; the text is for the log and the operators.
   */
  recover(): Promise<string> {
    const run = this.queue.then(() => this.recoverNow());
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async journalOf(): Promise<Journal> {
    this.journal ??= new Journal(
      this.options.stateDir ?? join(await this.store.repo.gitDir(), 'studio'),
    );
    return this.journal;
  }

  private async publish(id: string, reviewer: Person, comment?: string): Promise<PublishResult> {
    const start = performance.now();
    let steps: Step[] = [];
    const refuse = (
      status: 403 | 404 | 409 | 422 | 500,
      step: StepName,
      error: string,
      extra: { conflict?: { published: string; draft: string }; lines?: string[] } = {},
    ): PublishResult => ({
      published: false,
      status,
      error,
      step,
      steps,
      ms: elapsed(start),
      ...extra,
    });

    const log = await this.journalOf();
    if (log.read()) {
      const report = await this.recoverNow();
      if (log.read()) return refuse(500, 'commit', `An earlier publish is unfinished: ${report}`);
    }
    const change = await this.store.get(id);
    if (!change) return refuse(404, 'check', `no change request ${id}`);
    if (
      samePerson(change.author, reviewer) ||
      change.draftAuthors.some((a) => samePerson(a, reviewer))
    )
      return refuse(403, 'check', 'An author never approves their own change.');
    if (change.state === 'published')
      return refuse(409, 'check', `Change ${id} is already published.`);
    if (change.state === 'sent-back')
      return refuse(409, 'check', `Change ${id} was sent back: its author saves it again first.`);

    for (let attempt = 0; attempt < 3; attempt += 1) {
      steps = [];
      let stepStart = performance.now();
      let journal: JournalEntry | undefined;
      let applied: AppliedPlan | undefined;
      let nginxUndo: NginxUndo | undefined;
      const timing = { filesMs: 0 };
      try {
        // check: the draft on the published file now (rebased when it moved), as published.
        const checkStart = performance.now();
        stepStart = checkStart;
        const prepared = await this.prepare(change).catch((error: unknown) => {
          throw error instanceof StepFailure ? error : new StepFailure('check', String(error));
        });
        steps.push({
          step: 'check',
          ok: true,
          ms: elapsed(checkStart),
          ...(prepared.rebased ? { note: 'rebased on the published file' } : {}),
        });
        await this.options.onStep?.('check');

        // commit: compare-and-swap on the published branch.
        const commitStart = performance.now();
        stepStart = commitStart;
        const file = change.file;
        const repo = this.store.repo;
        const ref = await this.store.publishedRef();
        const lines = this.options.summarize(prepared.publishedText ?? '', prepared.text);
        const trailers: Trailer[] = [
          { key: TRAILERS.approvedBy, value: formatPerson(reviewer) },
          { key: TRAILERS.change, value: id },
          { key: TRAILERS.merchant, value: change.merchant },
        ];
        const tree = await repo.treeWith(prepared.published, new Map([[file, prepared.text]]));
        const commit = await repo.commitTree({
          tree,
          parents: [prepared.published],
          message: publishMessage(change.merchant, change.title, lines, trailers),
          author: change.author,
          committer: this.store.studio,
        });
        journal = {
          version: 1,
          id,
          merchant: change.merchant,
          ref,
          oldCommit: prepared.published,
          newCommit: commit,
          reviewer,
          ...(comment ? { comment } : {}),
          phase: 'commit',
          startedAt: new Date().toISOString(),
          pid: process.pid,
        };
        log.write(journal);
        if (!(await repo.updateRef(ref, commit, prepared.published, `studio: publish ${id}`))) {
          log.clear();
          journal = undefined;
          if (attempt < 2) continue;
          throw new StepFailure(
            'commit',
            'The published branch moved meanwhile; approve again.',
            409,
          );
        }
        const worktreeNote = await this.syncWorktree(file, prepared.publishedText, prepared.text);
        steps.push({
          step: 'commit',
          ok: true,
          ms: elapsed(commitStart),
          ...(worktreeNote ? { note: worktreeNote } : {}),
        });
        await this.options.onStep?.('commit');

        // files: the served files, atomically, with backups.
        const filesStart = performance.now();
        stepStart = filesStart;
        try {
          const plan = livePlan(
            this.options.live,
            change.merchant,
            prepared.publishedText,
            prepared.text,
            this.fs,
          );
          const backups = backupsOf(this.options.live, plan, this.fs);
          journal = { ...journal, phase: 'files', backups: log.saveBackups(backups) };
          log.write(journal);
          applied = applyPlan(this.options.live, plan, backups, this.fs);
          timing.filesMs = elapsed(start);
          steps.push({
            step: 'files',
            ok: true,
            ms: elapsed(filesStart),
            note: `${journal.backups?.length ?? 0} file(s) written or removed`,
          });
        } catch (error) {
          // applyPlan put the files back already.
          throw new StepFailure('files', (error as Error).message);
        }
        await this.options.onStep?.('files');

        // nginx: only when the change shapes the configuration.
        const nginxStart = performance.now();
        stepStart = nginxStart;
        const setup = this.options.nginx;
        if (!shapesNginx(prepared.publishedText, prepared.text)) {
          steps.push({ step: 'nginx', ok: true, ms: elapsed(nginxStart), note: 'no nginx change' });
        } else if (!setup) {
          steps.push({
            step: 'nginx',
            ok: true,
            ms: elapsed(nginxStart),
            note: 'nginx is not configured here (no --nginx prefix): configuration not written',
          });
        } else {
          journal = { ...journal, phase: 'nginx' };
          log.write(journal);
          try {
            nginxUndo = await rewriteNginx(setup, await this.textsAt(commit));
          } catch (error) {
            throw new StepFailure('nginx', (error as Error).message);
          }
          steps.push({
            step: 'nginx',
            ok: true,
            ms: elapsed(nginxStart),
            note: setup.reload
              ? 'configuration written and reloaded'
              : 'configuration written (no reload)',
          });
        }
        await this.options.onStep?.('nginx');

        await this.store.markPublished(id, reviewer, commit, comment);
        applied?.keep();
        log.clear();
        return {
          published: true,
          commit,
          steps,
          ms: elapsed(start),
          filesMs: timing.filesMs,
          rebased: prepared.rebased,
        };
      } catch (error) {
        const failure =
          error instanceof StepFailure
            ? error
            : new StepFailure(
                steps.length === 0
                  ? 'check'
                  : ((['check', 'commit', 'files', 'nginx'] as const)[steps.length] ?? 'nginx'),
                error instanceof StoreError
                  ? error.message
                  : String((error as Error).message ?? error),
              );
        steps.push({
          step: failure.step,
          ok: false,
          ms: elapsed(stepStart),
          error: failure.message,
        });
        const undone = journal ? await this.undo(journal, applied, nginxUndo) : [];
        const error2 = undone.length
          ? `${failure.message} (${undone.join('; ')})`
          : failure.message;
        return refuse(failure.status, failure.step, error2, failure.extra);
      }
    }
    return refuse(409, 'commit', 'The published branch kept moving; approve again.');
  }

  /** The text to publish: rebased and checked beside every other tenant file as published. */
  private async prepare(change: ChangeRecord): Promise<{
    text: string;
    rebased: boolean;
    published: string;
    publishedText: string | undefined;
  }> {
    const rebase = await this.store.rebase(change.id);
    if (!rebase.ok)
      throw new StepFailure(
        'check',
        'The published file changed the same lines since this change was made: both versions are shown; save the draft again on the published version.',
        409,
        { conflict: { published: rebase.conflict.published, draft: rebase.conflict.draft } },
      );
    if (rebase.text === rebase.publishedText)
      throw new StepFailure(
        'check',
        'Nothing to publish: the published file already has this change.',
        409,
      );
    const lines = await this.check(rebase.published, change.merchant, rebase.text);
    if (lines.length > 0)
      throw new StepFailure('check', `The checker refuses the file: ${lines[0] ?? ''}`, 422, {
        lines,
      });
    return rebase;
  }

  /** The checker's error lines for `text` as `code`'s file beside the others at `commit`. */
  private async check(commit: string, code: string, text: string): Promise<string[]> {
    const file = this.store.fileOf(code);
    const others = [...(await this.store.repo.textsIn(commit, this.store.tenantsDir))]
      .filter(([path]) => path.endsWith('.json') && path !== file)
      .map(([path, other]) => ({ path, text: other }));
    const own = checkTenantFileAmong({ path: file, text }, others);
    return own.ok ? [] : formatFileLines({ ...own, warnings: [] });
  }

  /** Every tenant file's text at a commit (for nginx's configuration). */
  private async textsAt(commit: string): Promise<string[]> {
    const texts = await this.store.repo.textsIn(commit, this.store.tenantsDir);
    return [...texts].filter(([path]) => path.endsWith('.json')).map(([, text]) => text);
  }

  /**
   * The working copy follows the published branch for this file: the index entry and the file,
   * but only where they still hold the previous version (a developer's uncommitted edit stays).
   */
  private async syncWorktree(
    file: string,
    fromText: string | undefined,
    toText: string | undefined,
  ): Promise<string | undefined> {
    const repo = this.store.repo;
    const abs = join(repo.dir, file);
    const notes: string[] = [];
    try {
      const fromBlob = fromText === undefined ? undefined : await repo.writeBlob(fromText);
      const toBlob = toText === undefined ? undefined : await repo.writeBlob(toText);
      if ((await repo.indexBlob(file)) === fromBlob) await repo.setIndexBlob(file, toBlob);
      else notes.push(`the index's ${file} has staged changes: left as is`);
      const current = existsSync(abs) ? readFileSync(abs, 'utf8') : undefined;
      if (current === fromText) {
        if (toText === undefined) rmSync(abs, { force: true });
        else {
          const temp = join(repo.dir, `${file}.${randomBytes(4).toString('hex')}.tmp`);
          writeFileSync(temp, toText);
          renameSync(temp, abs);
        }
      } else if (current !== toText) {
        notes.push(`the working copy's ${file} has local edits: left as is`);
      }
    } catch (error) {
      notes.push(`working copy not updated: ${(error as Error).message}`);
    }
    return notes.length ? notes.join('; ') : undefined;
  }

  /** Undoes a publish that failed after its journal was written: nginx, files, commit. */
  private async undo(
    journal: JournalEntry,
    applied: AppliedPlan | undefined,
    nginxUndo: NginxUndo | undefined,
  ): Promise<string[]> {
    const problems: string[] = [];
    if (nginxUndo && this.options.nginx) {
      await undoNginx(this.options.nginx, nginxUndo).catch((error: unknown) =>
        problems.push(`nginx.conf not restored: ${(error as Error).message}`),
      );
    }
    problems.push(...(applied?.undo() ?? []).map((e) => `not restored: ${e}`));
    problems.push(...(await this.rollbackCommit(journal)));
    if (problems.length === 0) (await this.journalOf()).clear();
    return problems;
  }

  /** The published branch back to the old commit, only while it still points at ours (CAS). */
  private async rollbackCommit(journal: JournalEntry): Promise<string[]> {
    const repo = this.store.repo;
    const now = await repo.refValue(journal.ref);
    if (now === journal.oldCommit) return [];
    if (now !== journal.newCommit)
      return [
        `the published branch moved on after ${journal.newCommit.slice(0, 7)}: not rolled back`,
      ];
    if (
      !(await repo.updateRef(
        journal.ref,
        journal.oldCommit,
        journal.newCommit,
        `studio: roll back ${journal.id}`,
      ))
    )
      return ['the published branch moved meanwhile: not rolled back'];
    const file = this.store.fileOf(journal.merchant);
    const [newText, oldText] = await Promise.all([
      repo.textAt(journal.newCommit, file),
      repo.textAt(journal.oldCommit, file),
    ]);
    const note = await this.syncWorktree(file, newText, oldText);
    return note?.startsWith('working copy not updated') ? [note] : [];
  }

  private async recoverNow(): Promise<string> {
    const log = await this.journalOf();
    const journal = log.read();
    if (journal && Journal.heldByOther(journal))
      return `A publish of change ${journal.id} is running in process ${journal.pid ?? '?'}: one studio server per data repository.`;
    this.removeTempFiles();
    if (!journal) return '';
    const what = `the publish of change ${journal.id} (${journal.merchant}) approved by ${journal.reviewer.email}, interrupted during the ${journal.phase} step`;
    const repo = this.store.repo;
    const file = this.store.fileOf(journal.merchant);
    const backups = log.loadBackups(journal).filter((b) => LIVE_PATH.test(b.path));
    let now = await repo.refValue(journal.ref);
    // Committed, and a developer committed on top since: finish with the published file now.
    const movedOn =
      now !== undefined &&
      now !== journal.newCommit &&
      now !== journal.oldCommit &&
      (await repo.isAncestor(journal.newCommit, now));
    if (movedOn) now = journal.newCommit;
    if (now === journal.oldCommit || now !== journal.newCommit) {
      // Not committed (or the branch was changed by hand since): the live files follow git.
      const problems = restoreBackups(this.options.live, backups, this.fs);
      log.clear();
      return now === journal.oldCommit
        ? `Rolled back ${what}: it was not committed; the live files are as before${problems.length ? ` except ${problems.join('; ')}` : ''}; the change request stays open.`
        : `Found ${what}, but the published branch has moved since; live files restored from backups.`;
    }
    const head = movedOn
      ? ((await repo.refValue(journal.ref)) ?? journal.newCommit)
      : journal.newCommit;
    const [newText, oldText] = await Promise.all([
      repo.textAt(head, file),
      repo.textAt(journal.oldCommit, file),
    ]);
    const lines =
      newText === undefined
        ? ['the file is missing']
        : await this.check(head, journal.merchant, newText);
    if (newText !== undefined && lines.length === 0) {
      try {
        const plan = livePlan(this.options.live, journal.merchant, oldText, newText, this.fs);
        applyPlan(
          this.options.live,
          plan,
          backupsOf(this.options.live, plan, this.fs),
          this.fs,
        ).keep();
        if (this.options.nginx && shapesNginx(oldText, newText))
          await rewriteNginx(this.options.nginx, await this.textsAt(head));
        await this.syncWorktree(file, oldText, newText);
        await this.store.markPublished(
          journal.id,
          journal.reviewer,
          journal.newCommit,
          journal.comment,
        );
        log.clear();
        return `Finished ${what}: commit ${journal.newCommit.slice(0, 7)} is live.`;
      } catch (error) {
        lines.push((error as Error).message);
      }
    }
    if (movedOn)
      return `Found ${what}; the published branch has moved on since and its file does not pass the checker (${lines.join('; ')}): live files left as they are, fix it in git.`;
    const problems = [
      ...restoreBackups(this.options.live, backups, this.fs),
      ...(await this.rollbackCommit(journal)),
    ];
    if (this.options.nginx && journal.phase === 'nginx') {
      await rewriteNginx(this.options.nginx, await this.textsAt(journal.oldCommit)).catch(
        (error: unknown) => problems.push(`nginx: ${(error as Error).message}`),
      );
    }
    if (problems.length === 0) log.clear();
    return `Rolled back ${what}: ${lines.join('; ')}; the change request stays open${problems.length ? `; left to fix by hand: ${problems.join('; ')}` : ''}.`;
  }

  /** Temp files a killed write left in --live's tenant folders. */
  private removeTempFiles(): void {
    for (const dir of ['tenants', 'tenants/hosts']) {
      const abs = join(this.options.live, dir);
      if (!existsSync(abs)) continue;
      for (const name of readdirSync(abs))
        if (/^\.studio-[0-9a-f]+\.(?:tmp|bak)$/.test(name)) this.fs.rm(join(abs, name));
    }
  }
}

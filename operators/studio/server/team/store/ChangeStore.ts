/**
 * Change requests and history, all in the data repository's git (docs/studio.md, team studio):
 * a change request is a branch `studio/change/<id>` starting at the published commit it was based
 * on; its commits are the drafts (tenants/<code>.json changed) and review events (empty commits
 * with trailers). A published one is kept under `refs/studio/done/<id>`. Nothing else is a store.
 */
import { randomBytes } from 'node:crypto';
import { MERCHANT_CODE } from '../../../../toolkit/scaffoldTenant.ts';
import type { CommitInfo, Person, Trailer } from './GitRepo.ts';
import {
  COMMIT_NAME,
  GitRepo,
  checkPerson,
  formatMessage,
  parsePerson,
  samePerson,
  trailer,
} from './GitRepo.ts';

/** The committer of everything the studio writes. */
export const STUDIO: Person = { name: 'Tenant studio', email: 'studio@localhost' };

export const CHANGE_PREFIX = 'refs/heads/studio/change/';
export const DONE_PREFIX = 'refs/studio/done/';
/** 8 lower-case hex digits. */
export const CHANGE_ID = /^[0-9a-f]{8}$/;
const MAX_TEXT = 1024 * 1024;
const MAX_COMMENT = 4000;
const MAX_TITLE = 200;

export const TRAILERS = {
  change: 'Studio-Change',
  merchant: 'Studio-Merchant',
  event: 'Studio-Event',
  comment: 'Studio-Comment',
  /** On the approval event: the commit that published the change. */
  published: 'Studio-Published',
  approvedBy: 'Approved-by',
} as const;

export type ChangeState = 'open' | 'sent-back' | 'published';
export type EventKind = 'created' | 'revised' | 'restore-of' | 'comment' | 'sent-back' | 'approved';

/** One thing that happened to a change request: a draft saved or a review event. */
export interface ChangeEvent {
  kind: EventKind;
  author: Person;
  at: string;
  /** The comment, or the title for a draft. */
  text: string;
  commit: string;
  /** For restore-of: the published commit whose version this change holds. */
  restoreOf?: string;
}

export interface ChangeSummary {
  id: string;
  merchant: string;
  title: string;
  /** Who opened it (the publish commit's author). */
  author: Person;
  createdAt: string;
  updatedAt: string;
  state: ChangeState;
  /** Every event, oldest first (drafts, comments, send-backs, the approval). */
  comments: ChangeEvent[];
  /** The published commit the change started from. */
  base: string;
  /** The branch's last commit (its draft is the newest draft). */
  head: string;
  /** Everyone who saved a draft of it (an approver must be none of them). */
  draftAuthors: Person[];
  restoreOf?: string;
  /** The commit that published it (state published). */
  publishedCommit?: string;
}

export interface ChangeRecord extends ChangeSummary {
  /** The published text now ('' for a new merchant); for a published change, the text it replaced. */
  before: string;
  /** The draft; for a published change, the text it published. */
  after: string;
  /** The published commit `before` was read from. */
  beforeCommit: string;
  file: string;
}

/** A published version of a merchant's file (history). */
export interface Version {
  commit: string;
  author: Person;
  /** When it was committed (published). */
  date: string;
  /** The first line of its message. */
  summary: string;
  /** The other lines of its message before the trailers (one per field change for studio commits). */
  details: string[];
  approver?: Person;
  change?: string;
  /** The file's path at that commit (a renamed file's older name). */
  path: string;
}

/** The draft as it would be published now. */
export type Rebase =
  | {
      ok: true;
      text: string;
      /** True when the published file moved since the base and the draft was merged on it. */
      rebased: boolean;
      published: string;
      publishedText: string | undefined;
    }
  | {
      ok: false;
      published: string;
      conflict: { published: string; draft: string; base: string };
    };

export type StoreErrorCode =
  'not-found' | 'not-open' | 'invalid' | 'unchanged' | 'self-review' | 'busy';

export class StoreError extends Error {
  constructor(
    readonly code: StoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

export interface ChangeStoreOptions {
  /** The data repository (a working copy). */
  repo: GitRepo | string;
  /** The published branch; default the checked-out one. */
  publishedRef?: string;
  /** Where the tenant files are in the repository. */
  tenantsDir?: string;
  /** Committer of studio commits. */
  studio?: Person;
}

function checkCode(code: string): string {
  if (!MERCHANT_CODE.test(code))
    throw new StoreError('invalid', `"${code}" is not a merchant code`);
  return code;
}

function checkId(id: string): string {
  if (!CHANGE_ID.test(id)) throw new StoreError('not-found', `no change request ${id}`);
  return id;
}

function checkText(text: string): string {
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_TEXT)
    throw new StoreError('invalid', 'the draft must be a text of at most 1 MB');
  return text;
}

function cleanComment(text: string): string {
  const clean = text.replace(/\r\n?/g, '\n').trim();
  if (clean.length === 0) throw new StoreError('invalid', 'the comment is empty');
  if (clean.length > MAX_COMMENT)
    throw new StoreError('invalid', `a comment has at most ${MAX_COMMENT} characters`);
  return clean;
}

function cleanTitle(title: string | undefined, fallback: string): string {
  const clean = (title ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE);
  return clean || fallback;
}

function person(p: Person): Person {
  try {
    return checkPerson(p);
  } catch (error) {
    throw new StoreError('invalid', (error as Error).message);
  }
}

export class ChangeStore {
  readonly repo: GitRepo;
  readonly studio: Person;
  /** The tenant files' folder in the repository (tenants). */
  readonly tenantsDir: string;
  private publishedRefName: string | undefined;

  constructor(options: ChangeStoreOptions) {
    this.repo = typeof options.repo === 'string' ? new GitRepo(options.repo) : options.repo;
    this.publishedRefName = options.publishedRef;
    this.tenantsDir = options.tenantsDir ?? 'tenants';
    this.studio = options.studio ?? STUDIO;
  }

  /** The published branch's ref, e.g. refs/heads/main. */
  async publishedRef(): Promise<string> {
    this.publishedRefName ??= await this.repo.headRef();
    return this.publishedRefName;
  }

  /** The published commit now. */
  async publishedCommit(): Promise<string> {
    const ref = await this.publishedRef();
    const sha = await this.repo.commitOf(ref);
    if (!sha) throw new StoreError('not-found', `${ref} has no commit`);
    return sha;
  }

  /** The merchant's file in the repository, e.g. tenants/demo.json. */
  fileOf(code: string): string {
    return `${this.tenantsDir}/${checkCode(code)}.json`;
  }

  /** Opens a change request holding `text` as the merchant's draft, based on the published commit. */
  async create(input: {
    merchant: string;
    text: string;
    author: Person;
    title?: string;
    /** A restore: the published commit whose version this is. */
    restoreOf?: string;
  }): Promise<ChangeSummary> {
    const file = this.fileOf(input.merchant);
    const text = checkText(input.text);
    const author = person(input.author);
    const base = await this.publishedCommit();
    if ((await this.repo.textAt(base, file)) === text)
      throw new StoreError('unchanged', `the draft is the published ${file}`);
    const title = cleanTitle(input.title, `Change ${input.merchant}`);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const id = randomBytes(4).toString('hex');
      if (await this.tipOf(id)) continue;
      const tree = await this.repo.treeWith(base, new Map([[file, text]]));
      const trailers: Trailer[] = [
        { key: TRAILERS.change, value: id },
        { key: TRAILERS.merchant, value: input.merchant },
      ];
      if (input.restoreOf)
        trailers.push({ key: TRAILERS.event, value: `restore-of ${input.restoreOf}` });
      const commit = await this.repo.commitTree({
        tree,
        parents: [base],
        message: formatMessage(title, '', trailers),
        author,
        committer: this.studio,
      });
      if (
        await this.repo.updateRef(`${CHANGE_PREFIX}${id}`, commit, undefined, `studio: open ${id}`)
      ) {
        const summary = await this.summary(id);
        if (summary) return summary;
      }
    }
    throw new StoreError('busy', 'could not open a change request; try again');
  }

  /** The author (or anyone A lets) saves again: a new draft commit on the branch; state open. */
  async revise(
    id: string,
    input: { text: string; author: Person; title?: string },
  ): Promise<ChangeSummary> {
    const text = checkText(input.text);
    const author = person(input.author);
    return this.append(id, async (current, tip) => {
      const file = this.fileOf(current.merchant);
      if ((await this.repo.textAt(tip, file)) === text && input.title === undefined)
        return undefined;
      const tree = await this.repo.treeWith(tip, new Map([[file, text]]));
      return {
        tree,
        author,
        message: formatMessage(cleanTitle(input.title, current.title), '', [
          { key: TRAILERS.change, value: id },
          { key: TRAILERS.merchant, value: current.merchant },
        ]),
      };
    });
  }

  /** A reviewer sends it back with a comment (never the change's own author). */
  async sendBack(id: string, by: Person, comment: string): Promise<ChangeSummary> {
    const text = cleanComment(comment);
    const who = person(by);
    return this.append(id, (current, tip) => {
      if (current.draftAuthors.some((a) => samePerson(a, who)))
        throw new StoreError('self-review', 'an author does not send back their own change');
      return this.event(current, tip, who, 'sent-back', text);
    });
  }

  /** Anyone in scope comments. */
  async comment(id: string, by: Person, comment: string): Promise<ChangeSummary> {
    const text = cleanComment(comment);
    const who = person(by);
    return this.append(id, (current, tip) => this.event(current, tip, who, 'comment', text));
  }

  /** A new change request holding the merchant's file as it was at `commit`. */
  async restore(code: string, commit: string, by: Person, title?: string): Promise<ChangeSummary> {
    this.fileOf(code);
    const sha = await this.checkedCommit(commit);
    const text = await this.textAt(code, sha);
    if (text === undefined)
      throw new StoreError('not-found', `${this.fileOf(code)} is not in ${commit}`);
    return this.create({
      merchant: code,
      text,
      author: by,
      title: title ?? `Restore ${code} to ${sha.slice(0, 7)}`,
      restoreOf: sha,
    });
  }

  /** Open and sent-back changes, then the `doneLimit` most recently published (newest first). */
  async list(options: { merchant?: string; doneLimit?: number } = {}): Promise<ChangeSummary[]> {
    if (options.merchant !== undefined) checkCode(options.merchant);
    const refs = await this.repo.refs(CHANGE_PREFIX, DONE_PREFIX);
    if (refs.length === 0) return [];
    const tips = await this.repo.log(['--no-walk=unsorted', ...refs.map((r) => r.sha)]);
    const merchantOf = new Map(tips.map((c) => [c.commit, trailer(c.trailers, TRAILERS.merchant)]));
    const wanted = refs.filter(
      (r) => options.merchant === undefined || merchantOf.get(r.sha) === options.merchant,
    );
    // Published changes pile up for as long as the studio runs: only the newest `doneLimit` of
    // them are read (each is three git processes), by their tip's date, which is what their
    // summary's updatedAt is. Open and sent-back ones are all read.
    const doneLimit = options.doneLimit ?? 20;
    const tipDate = new Map(tips.map((c) => [c.commit, c.commitDate]));
    const shown = [
      ...wanted.filter((r) => !r.ref.startsWith(DONE_PREFIX)),
      ...wanted
        .filter((r) => r.ref.startsWith(DONE_PREFIX))
        .sort((a, b) => (tipDate.get(b.sha) ?? '').localeCompare(tipDate.get(a.sha) ?? ''))
        .slice(0, doneLimit),
    ];
    const summaries = await Promise.all(
      shown.map((r) => this.summary(r.ref.slice(r.ref.lastIndexOf('/') + 1))),
    );
    const open = summaries
      .filter((s): s is ChangeSummary => s !== undefined && s.state !== 'published')
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    const done = summaries
      .filter((s): s is ChangeSummary => s !== undefined && s.state === 'published')
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      .slice(0, doneLimit);
    return [...open, ...done];
  }

  /** A change request with its texts, or undefined. */
  async get(id: string): Promise<ChangeRecord | undefined> {
    if (!CHANGE_ID.test(id)) return undefined;
    const summary = await this.summary(id);
    if (!summary) return undefined;
    const file = this.fileOf(summary.merchant);
    let beforeCommit: string;
    let afterCommit = summary.head;
    if (summary.publishedCommit) {
      const published = await this.repo.commit(summary.publishedCommit);
      beforeCommit = published?.parents[0] ?? summary.base;
      afterCommit = summary.publishedCommit;
    } else {
      beforeCommit = await this.publishedCommit();
    }
    return {
      ...summary,
      file,
      before: (await this.repo.textAt(beforeCommit, file)) ?? '',
      after: (await this.repo.textAt(afterCommit, file)) ?? '',
      beforeCommit,
    };
  }

  /**
   * The draft as it would be published on the published commit now: itself when the published
   * file has not moved since the base; else a 3-way merge (`git merge-file`); a conflict gives
   * both versions.
   */
  async rebase(id: string): Promise<Rebase> {
    const summary = await this.openSummary(id);
    const file = this.fileOf(summary.merchant);
    const published = await this.publishedCommit();
    const [baseText, draft, publishedText] = await Promise.all([
      this.repo.textAt(summary.base, file),
      this.repo.textAt(summary.head, file),
      this.repo.textAt(published, file),
    ]);
    if (draft === undefined) throw new StoreError('not-found', `${file} is not in the draft`);
    if (publishedText === baseText)
      return { ok: true, text: draft, rebased: false, published, publishedText };
    if (publishedText === undefined || baseText === undefined)
      return {
        ok: false,
        published,
        conflict: { published: publishedText ?? '', draft, base: baseText ?? '' },
      };
    const merged = await this.repo.mergeTexts(publishedText, baseText, draft);
    return merged.clean
      ? { ok: true, text: merged.text, rebased: true, published, publishedText }
      : { ok: false, published, conflict: { published: publishedText, draft, base: baseText } };
  }

  /**
   * Closes a change as published: an approval event on its branch (reviewer, comment, the
   * publishing commit), kept under refs/studio/done/<id>, and the branch deleted (CAS).
   */
  async markPublished(
    id: string,
    reviewer: Person,
    publishedCommit: string,
    comment?: string,
  ): Promise<void> {
    const ref = `${CHANGE_PREFIX}${checkId(id)}`;
    const tip = await this.repo.refValue(ref);
    if (!tip) {
      if (await this.repo.refValue(`${DONE_PREFIX}${id}`)) return;
      throw new StoreError('not-found', `no change request ${id}`);
    }
    const current = await this.summary(id);
    if (!current) throw new StoreError('not-found', `no change request ${id}`);
    const head = await this.repo.commit(tip);
    const trailers: Trailer[] = [
      { key: TRAILERS.change, value: id },
      { key: TRAILERS.merchant, value: current.merchant },
      { key: TRAILERS.event, value: 'approved' },
      { key: TRAILERS.published, value: publishedCommit },
    ];
    const text = comment?.trim() ? cleanComment(comment) : '';
    if (text) trailers.push({ key: TRAILERS.comment, value: text });
    const commit = await this.repo.commitTree({
      tree: head?.tree ?? '',
      parents: [tip],
      message: formatMessage(`Approved: ${current.title}`, '', trailers),
      author: person(reviewer),
      committer: this.studio,
    });
    await this.repo.updateRef(`${DONE_PREFIX}${id}`, commit, undefined, `studio: published ${id}`);
    await this.repo.deleteRef(ref, tip);
  }

  /** Every published version of a merchant's file, newest first, developers' commits included. */
  async history(code: string): Promise<Version[]> {
    const file = this.fileOf(code);
    const ref = await this.publishedRef();
    const commits = await this.repo.logWithPaths(['--follow', ref, '--', file]);
    return commits.map((c) => {
      const approved = trailer(c.trailers, TRAILERS.approvedBy);
      const change = trailer(c.trailers, TRAILERS.change);
      const approver = approved ? parsePerson(approved) : undefined;
      return {
        commit: c.commit,
        author: c.author,
        date: c.commitDate,
        summary: c.subject,
        details: bodyLines(c.message),
        path: c.paths[c.paths.length - 1] ?? file,
        ...(approver ? { approver } : {}),
        ...(change ? { change } : {}),
      };
    });
  }

  /** The merchant's file at a commit (its older name if it was renamed), or undefined. */
  async textAt(code: string, commit: string): Promise<string | undefined> {
    const file = this.fileOf(code);
    const sha = await this.checkedCommit(commit);
    const text = await this.repo.textAt(sha, file);
    if (text !== undefined) return text;
    const version = (await this.history(code)).find((v) => v.commit === sha);
    return version ? this.repo.textAt(sha, version.path) : undefined;
  }

  /** A commit, or `draft:<id>` for a change request's newest draft, as a full commit name. */
  async resolve(rev: string): Promise<string> {
    if (rev.startsWith('draft:')) {
      const tip = await this.tipOf(checkId(rev.slice('draft:'.length)));
      if (!tip) throw new StoreError('not-found', `no change request ${rev.slice(6)}`);
      return tip;
    }
    return this.checkedCommit(rev);
  }

  /** `git diff` of the merchant's file between two revisions (commits or draft:<id>). */
  async rawDiff(code: string, from: string, to: string): Promise<string> {
    const file = this.fileOf(code);
    return this.repo.diff(await this.resolve(from), await this.resolve(to), file);
  }

  // --- internals ---

  private async checkedCommit(commit: string): Promise<string> {
    if (!COMMIT_NAME.test(commit)) throw new StoreError('not-found', `no commit ${commit}`);
    const sha = await this.repo.commitOf(commit);
    if (!sha) throw new StoreError('not-found', `no commit ${commit}`);
    return sha;
  }

  private async tipOf(id: string): Promise<string | undefined> {
    return (
      (await this.repo.refValue(`${CHANGE_PREFIX}${id}`)) ??
      (await this.repo.refValue(`${DONE_PREFIX}${id}`))
    );
  }

  private async openSummary(id: string): Promise<ChangeSummary> {
    const summary = await this.summary(checkId(id));
    if (!summary) throw new StoreError('not-found', `no change request ${id}`);
    if (summary.state === 'published')
      throw new StoreError('not-open', `change request ${id} is already published`);
    return summary;
  }

  private event(
    current: ChangeSummary,
    tip: string,
    by: Person,
    kind: 'sent-back' | 'comment',
    text: string,
  ): Promise<{ tree: undefined; author: Person; message: string }> {
    const title =
      kind === 'sent-back' ? `Sent back: ${current.title}` : `Comment on ${current.title}`;
    return Promise.resolve({
      tree: undefined,
      author: by,
      message: formatMessage(title, '', [
        { key: TRAILERS.change, value: current.id },
        { key: TRAILERS.merchant, value: current.merchant },
        { key: TRAILERS.event, value: kind },
        { key: TRAILERS.comment, value: text },
      ]),
    });
  }

  /** Adds one commit to an open change's branch (CAS on the branch; retried when it moved). */
  private async append(
    id: string,
    make: (
      current: ChangeSummary,
      tip: string,
    ) =>
      | Promise<{ tree: string | undefined; author: Person; message: string } | undefined>
      | { tree: string | undefined; author: Person; message: string }
      | undefined,
  ): Promise<ChangeSummary> {
    const ref = `${CHANGE_PREFIX}${checkId(id)}`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const current = await this.openSummary(id);
      const tip = current.head;
      const next = await make(current, tip);
      if (!next) return current;
      const tipCommit = await this.repo.commit(tip);
      const commit = await this.repo.commitTree({
        tree: next.tree ?? tipCommit?.tree ?? '',
        parents: [tip],
        message: next.message,
        author: next.author,
        committer: this.studio,
      });
      if (await this.repo.updateRef(ref, commit, tip, `studio: ${id}`)) {
        const summary = await this.summary(id);
        if (summary) return summary;
      }
    }
    throw new StoreError(
      'busy',
      `change request ${id} is being changed by someone else; try again`,
    );
  }

  /** The change's commits, oldest first (the first-parent chain carrying its id). */
  private async chain(id: string, tip: string): Promise<CommitInfo[]> {
    const published = await this.publishedRef();
    const commits = await this.repo.log(['--first-parent', tip, '--not', published]);
    const own: CommitInfo[] = [];
    for (const c of commits) {
      if (trailer(c.trailers, TRAILERS.change) !== id) break;
      own.push(c);
    }
    return own.reverse();
  }

  private async summary(id: string): Promise<ChangeSummary | undefined> {
    const open = await this.repo.refValue(`${CHANGE_PREFIX}${id}`);
    const tip = open ?? (await this.repo.refValue(`${DONE_PREFIX}${id}`));
    if (!tip) return undefined;
    const commits = await this.chain(id, tip);
    const first = commits[0];
    const last = commits[commits.length - 1];
    if (!first || !last) return undefined;
    const merchant = trailer(first.trailers, TRAILERS.merchant) ?? '';
    let state: ChangeState = 'open';
    let title = first.subject;
    let publishedCommit: string | undefined;
    let restoreOf: string | undefined;
    const events: ChangeEvent[] = [];
    const draftAuthors: Person[] = [];
    let previousTree = '';
    commits.forEach((c, index) => {
      const event = trailer(c.trailers, TRAILERS.event) ?? '';
      const comment = trailer(c.trailers, TRAILERS.comment) ?? '';
      const base = { author: c.author, at: c.authorDate, commit: c.commit };
      if (index === 0 || (event === '' && c.tree !== previousTree)) {
        const restore = /^restore-of ([0-9a-f]{7,64})$/.exec(event)?.[1];
        if (restore && index === 0) restoreOf = restore;
        title = c.subject;
        state = 'open';
        if (!draftAuthors.some((a) => samePerson(a, c.author))) draftAuthors.push(c.author);
        events.push({
          ...base,
          kind: index === 0 ? (restore ? 'restore-of' : 'created') : 'revised',
          text: c.subject,
          ...(restore ? { restoreOf: restore } : {}),
        });
      } else if (event === 'sent-back' || event === 'comment') {
        if (event === 'sent-back') state = 'sent-back';
        events.push({ ...base, kind: event, text: comment });
      } else if (event === 'approved') {
        state = 'published';
        publishedCommit = trailer(c.trailers, TRAILERS.published);
        events.push({ ...base, kind: 'approved', text: comment });
      }
      previousTree = c.tree;
    });
    if (!open) state = 'published';
    return {
      id,
      merchant,
      title,
      author: first.author,
      createdAt: first.authorDate,
      updatedAt: last.commitDate,
      state,
      comments: events,
      base: first.parents[0] ?? '',
      head: last.commit,
      draftAuthors,
      ...(restoreOf ? { restoreOf } : {}),
      ...(publishedCommit ? { publishedCommit } : {}),
    };
  }
}

/** A message's lines after the subject and before the trailers. */
function bodyLines(message: string): string[] {
  const paragraphs = message.trimEnd().split(/\n[ \t]*\n/);
  const body = paragraphs.slice(1);
  const last = body[body.length - 1];
  if (last !== undefined && /^[A-Za-z0-9-]+: /.test(last)) body.pop();
  return body
    .join('\n')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

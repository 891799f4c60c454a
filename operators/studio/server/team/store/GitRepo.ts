/**
 * The data repository through the `git` command line. git itself is the kept library for git
 * access (decision record: the studio's git): every call is `execFile('git', [...args])`, never a
 * shell, with arguments checked before they get here (commits are hex, paths are built from a
 * checked merchant code), so no value of an operator's becomes an option or a command.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Somebody in git: author or committer. */
export interface Person {
  name: string;
  email: string;
}

/** A commit as the studio reads it. */
export interface CommitInfo {
  commit: string;
  parents: string[];
  tree: string;
  author: Person;
  authorDate: string;
  committer: Person;
  commitDate: string;
  /** First line of the message. */
  subject: string;
  /** The whole message. */
  message: string;
  trailers: Trailer[];
}

export interface Trailer {
  key: string;
  value: string;
}

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

export class GitError extends Error {
  constructor(
    message: string,
    readonly result?: GitResult,
  ) {
    super(message);
    this.name = 'GitError';
  }
}

/** A full object name; what `git rev-parse` prints. */
export const FULL_SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
/** A commit as an operator may name it (abbreviated or full). */
export const COMMIT_NAME = /^[0-9a-f]{7,64}$/;
const ZERO = '0000000000000000000000000000000000000000';
/** A name or e-mail git can store: no line break, no angle bracket, not empty. */
const SAFE_IDENTITY = /^[^\n\r<>\0]+$/;

export function checkPerson(person: Person): Person {
  const name = person.name.trim();
  const email = person.email.trim();
  if (!SAFE_IDENTITY.test(name) || !SAFE_IDENTITY.test(email) || /\s/.test(email))
    throw new GitError(`not a usable git identity: ${JSON.stringify(person)}`);
  return { name, email };
}

export function samePerson(a: Person, b: Person): boolean {
  return a.email.trim().toLowerCase() === b.email.trim().toLowerCase();
}

export function formatPerson(person: Person): string {
  return `${person.name} <${person.email}>`;
}

/** `Name <email>` back into a Person (trailers such as Approved-by). */
export function parsePerson(text: string): Person | undefined {
  const match = /^(.*?)\s*<([^<>]+)>\s*$/.exec(text.trim());
  return match ? { name: match[1] ?? '', email: match[2] ?? '' } : undefined;
}

const TRAILER_LINE = /^([A-Za-z0-9][A-Za-z0-9-]*):[ \t]?(.*)$/;

/**
 * The trailers of a commit message: the last paragraph, when every line of it is `Key: value`
 * or a continuation (a line starting with white space, folded into the value with a line break,
 * as `git interpret-trailers` folds them).
 */
export function parseTrailers(message: string): Trailer[] {
  const paragraphs = message
    .replace(/\r\n/g, '\n')
    .trimEnd()
    .split(/\n[ \t]*\n/);
  if (paragraphs.length < 2) return [];
  const lines = (paragraphs[paragraphs.length - 1] ?? '').split('\n');
  const trailers: Trailer[] = [];
  for (const line of lines) {
    const last = trailers[trailers.length - 1];
    if (/^[ \t]/.test(line) && last) {
      last.value += `\n${line.replace(/^[ \t]/, '')}`;
      continue;
    }
    const match = TRAILER_LINE.exec(line);
    if (!match) return [];
    trailers.push({ key: match[1] ?? '', value: match[2] ?? '' });
  }
  return trailers;
}

/** The value of the last trailer with this key (case-insensitive, as git compares them). */
export function trailer(trailers: readonly Trailer[], key: string): string | undefined {
  const lower = key.toLowerCase();
  return trailers.findLast((t) => t.key.toLowerCase() === lower)?.value;
}

/**
 * One trailer line; a value's line breaks become continuation lines (a leading space), so no
 * value can start a trailer of its own; empty lines inside it are dropped, since an empty line
 * would end the trailer block.
 */
export function formatTrailer(key: string, value: string): string {
  if (!TRAILER_LINE.test(`${key}: x`)) throw new GitError(`bad trailer key ${key}`);
  const lines = value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  return `${key}: ${lines.join('\n ')}`;
}

/** A commit message: subject (one line), optional body, then trailers. */
export function formatMessage(subject: string, body: string, trailers: readonly Trailer[]): string {
  const first = subject.replace(/\s+/g, ' ').trim() || '(no title)';
  const parts = [first];
  if (body.trim()) parts.push(body.trim());
  if (trailers.length > 0)
    parts.push(trailers.map((t) => formatTrailer(t.key, t.value)).join('\n'));
  return `${parts.join('\n\n')}\n`;
}

// %x1e separates records, %x1f fields: neither can occur in a name, date or hash, and a message
// (the last field) is read up to the record separator.
const LOG_FORMAT = ['%H', '%P', '%T', '%an', '%ae', '%aI', '%cn', '%ce', '%cI', '%B'].join('%x1f');

function parseLog(stdout: string): CommitInfo[] {
  return stdout
    .split('\x1e')
    .map((record) => record.replace(/^\n/, ''))
    .filter((record) => record.trim() !== '')
    .map((record) => {
      const [commit, parents, tree, an, ae, ad, cn, ce, cd, ...rest] = record.split('\x1f');
      const message = rest.join('\x1f');
      return {
        commit: commit ?? '',
        parents: (parents ?? '').split(' ').filter(Boolean),
        tree: tree ?? '',
        author: { name: an ?? '', email: ae ?? '' },
        authorDate: ad ?? '',
        committer: { name: cn ?? '', email: ce ?? '' },
        commitDate: cd ?? '',
        subject: message.split('\n')[0] ?? '',
        message,
        trailers: parseTrailers(message),
      };
    });
}

export interface RunOptions {
  input?: string | Buffer;
  env?: Record<string, string>;
  /** Exit codes that are answers, not failures (e.g. 1 for "not found"). */
  okCodes?: readonly number[];
}

export interface CommitOptions {
  tree: string;
  parents: readonly string[];
  message: string;
  author: Person;
  committer: Person;
  /** ISO date for both; default now. */
  date?: string;
}

/** The environment of a git call: the caller's, without its git variables, plus `extra`. */
function gitEnv(extra?: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Inherited git variables (a hook's GIT_DIR, a test's GIT_INDEX_FILE) would aim elsewhere.
  for (const key of Object.keys(env)) if (key.startsWith('GIT_')) delete env[key];
  return Object.assign(env, { LC_ALL: 'C', GIT_TERMINAL_PROMPT: '0' }, extra);
}

/** The git working copy behind `--data`, one command at a time per call. */
export class GitRepo {
  constructor(readonly dir: string) {}

  /** Runs git with these arguments (no shell) in the repository. */
  async run(args: readonly string[], options: RunOptions = {}): Promise<GitResult> {
    const result = await this.runBytes(args, options);
    return { ...result, stdout: result.stdout.toString('utf8') };
  }

  /**
   * As run, with stdout as bytes: where git's output counts bytes (`cat-file --batch`), a
   * text's length in characters would not match them.
   */
  private runBytes(
    args: readonly string[],
    options: RunOptions = {},
  ): Promise<Omit<GitResult, 'stdout'> & { stdout: Buffer }> {
    const ok = options.okCodes ?? [0];
    const env = gitEnv(options.env);
    return new Promise((resolvePromise, reject) => {
      const child = execFile(
        'git',
        ['-c', 'core.quotepath=off', ...args],
        { cwd: this.dir, env, maxBuffer: 256 * 1024 * 1024, encoding: 'buffer' },
        (error, stdoutBytes, stderrBytes) => {
          const code =
            error && typeof (error as { code?: unknown }).code === 'number'
              ? ((error as { code: number }).code ?? 1)
              : error
                ? -1
                : 0;
          const stderr = stderrBytes.toString('utf8');
          if (ok.includes(code)) resolvePromise({ code, stdout: stdoutBytes, stderr });
          else {
            const result = { code, stdout: stdoutBytes.toString('utf8'), stderr };
            reject(new GitError(`git ${args[0] ?? ''} failed (${code}): ${stderr.trim()}`, result));
          }
        },
      );
      child.stdin?.on('error', () => undefined);
      child.stdin?.end(options.input ?? '');
    });
  }

  private async out(args: readonly string[], options?: RunOptions): Promise<string> {
    return (await this.run(args, options)).stdout;
  }

  /** The full name of a commit, or undefined when there is no such commit. */
  async commitOf(rev: string): Promise<string | undefined> {
    const result = await this.run(['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], {
      okCodes: [0, 1, 128],
    });
    const sha = result.stdout.trim();
    return result.code === 0 && FULL_SHA.test(sha) ? sha : undefined;
  }

  /** Where a ref points now (any object), or undefined. */
  async refValue(ref: string): Promise<string | undefined> {
    const result = await this.run(['rev-parse', '--verify', '--quiet', ref], {
      okCodes: [0, 1, 128],
    });
    const sha = result.stdout.trim();
    return result.code === 0 && FULL_SHA.test(sha) ? sha : undefined;
  }

  /** The branch checked out (e.g. refs/heads/main): the published one. */
  async headRef(): Promise<string> {
    return (await this.out(['symbolic-ref', '--quiet', 'HEAD'])).trim();
  }

  /**
   * Compare-and-swap: moves `ref` to `next` only if it points at `expected` now (undefined: the
   * ref must not exist). False when somebody moved it first.
   */
  async updateRef(
    ref: string,
    next: string,
    expected: string | undefined,
    reason: string,
  ): Promise<boolean> {
    const result = await this.run(['update-ref', '-m', reason, ref, next, expected ?? ZERO], {
      okCodes: [0, 1, 128],
    });
    return result.code === 0;
  }

  /** Compare-and-swap delete: only while the ref still points at `expected`. */
  async deleteRef(ref: string, expected: string): Promise<boolean> {
    const result = await this.run(['update-ref', '-d', ref, expected], { okCodes: [0, 1, 128] });
    return result.code === 0;
  }

  /** `refname objectname` for every ref under these prefixes. */
  async refs(...prefixes: string[]): Promise<{ ref: string; sha: string }[]> {
    const stdout = await this.out([
      'for-each-ref',
      '--format=%(refname) %(objectname)',
      ...prefixes,
    ]);
    return stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [ref = '', sha = ''] = line.split(' ');
        return { ref, sha };
      });
  }

  /** Stores a text as a blob; returns its name. */
  async writeBlob(text: string): Promise<string> {
    return (await this.out(['hash-object', '-w', '--stdin'], { input: text })).trim();
  }

  /** The blob of `path` at `commit`, or undefined when the file is not there. */
  async blobAt(commit: string, path: string): Promise<string | undefined> {
    const stdout = await this.out(['ls-tree', '-z', commit, '--', path]);
    const match = /^\d+ blob ([0-9a-f]+)\t/.exec(stdout);
    return match?.[1];
  }

  /** The text of `path` at `commit`, or undefined when the file is not there. */
  async textAt(commit: string, path: string): Promise<string | undefined> {
    const blob = await this.blobAt(commit, path);
    return blob === undefined ? undefined : this.out(['cat-file', 'blob', blob]);
  }

  /**
   * Every file of a folder at a commit with its text (no sub-folders), read by two git processes
   * however many files there are: `ls-tree` for the blobs, one `cat-file --batch` for their texts.
   * A thousand merchants' files were two processes each, all started at once.
   */
  async textsIn(commit: string, dir: string): Promise<Map<string, string>> {
    const listing = await this.out(['ls-tree', '-z', commit, '--', `${dir}/`]);
    const files = listing.split('\0').flatMap((line) => {
      const match = /^\d+ blob ([0-9a-f]+)\t(.+)$/s.exec(line);
      return match ? [{ blob: match[1]!, path: match[2]! }] : [];
    });
    const texts = new Map<string, string>();
    if (files.length === 0) return texts;
    const { stdout: out } = await this.runBytes(['cat-file', '--batch'], {
      input: files.map((file) => file.blob).join('\n') + '\n',
    });
    let at = 0;
    for (const { blob, path } of files) {
      const end = out.indexOf(0x0a, at);
      const header = out.subarray(at, end === -1 ? out.length : end).toString('latin1');
      const match = /^([0-9a-f]+) blob (\d+)$/.exec(header);
      if (end === -1 || !match || match[1] !== blob) {
        throw new GitError(`git cat-file --batch: unexpected "${header}" for ${path}`);
      }
      const start = end + 1;
      const size = Number(match[2]);
      texts.set(path, out.subarray(start, start + size).toString('utf8'));
      at = start + size + 1;
    }
    return texts;
  }

  /**
   * A tree: `base`'s tree with these files replaced (text) or removed (null), built in a
   * temporary index (GIT_INDEX_FILE), so the working tree and the real index are not touched.
   */
  async treeWith(base: string, files: ReadonlyMap<string, string | null>): Promise<string> {
    const dir = mkdtempSync(join(tmpdir(), 'studio-index-'));
    const env = { GIT_INDEX_FILE: join(dir, `index-${randomBytes(4).toString('hex')}`) };
    try {
      await this.run(['read-tree', base], { env });
      for (const [path, text] of files) {
        if (text === null) {
          await this.run(['update-index', '--force-remove', '--', path], { env });
        } else {
          const blob = await this.writeBlob(text);
          await this.run(['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], {
            env,
          });
        }
      }
      return (await this.out(['write-tree'], { env })).trim();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** A commit object (no ref moves). */
  async commitTree(options: CommitOptions): Promise<string> {
    const author = checkPerson(options.author);
    const committer = checkPerson(options.committer);
    const date = options.date ?? new Date().toISOString();
    // The studio has no signing key, whatever the repository's commit.gpgSign says.
    const args = ['commit-tree', '--no-gpg-sign', options.tree];
    for (const parent of options.parents) args.push('-p', parent);
    const stdout = await this.out(args, {
      input: options.message,
      env: {
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_NAME: committer.name,
        GIT_COMMITTER_EMAIL: committer.email,
        GIT_COMMITTER_DATE: date,
      },
    });
    return stdout.trim();
  }

  /** Commits as `git log` lists them (args: revisions, options, `--`, paths). */
  async log(args: readonly string[]): Promise<CommitInfo[]> {
    return parseLog(await this.out(['log', `--format=%x1e${LOG_FORMAT}`, ...args]));
  }

  /**
   * `git log --name-only`: each commit with the paths it changed (a merge's list may be empty),
   * read apart from the message by a separator no message holds.
   */
  async logWithPaths(args: readonly string[]): Promise<(CommitInfo & { paths: string[] })[]> {
    const stdout = await this.out([
      'log',
      '--name-only',
      `--format=%x1e${LOG_FORMAT}%x1d`,
      ...args,
    ]);
    const records = stdout.split('\x1e').filter((r) => r.trim() !== '');
    return records.map((record) => {
      const cut = record.lastIndexOf('\x1d');
      const [info] = parseLog(`\x1e${record.slice(0, cut).trimEnd()}\n`);
      const paths = record
        .slice(cut + 1)
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      if (!info) throw new GitError('unreadable git log');
      return { ...info, paths };
    });
  }

  async commit(rev: string): Promise<CommitInfo | undefined> {
    const sha = await this.commitOf(rev);
    return sha ? (await this.log(['-1', sha]))[0] : undefined;
  }

  async isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    const result = await this.run(['merge-base', '--is-ancestor', ancestor, descendant], {
      okCodes: [0, 1],
    });
    return result.code === 0;
  }

  /** `git diff` of one file between two commits, with its own path in the headers. */
  async diff(from: string, to: string, path: string): Promise<string> {
    return this.out(['diff', '--no-color', '--no-ext-diff', from, to, '--', path]);
  }

  /**
   * A 3-way merge of texts with `git merge-file -p` (ours = current, base, theirs): the merged
   * text, or the conflict count when both sides changed the same lines.
   */
  async mergeTexts(
    ours: string,
    base: string,
    theirs: string,
  ): Promise<{ clean: true; text: string } | { clean: false; conflicts: number }> {
    const dir = mkdtempSync(join(tmpdir(), 'studio-merge-'));
    try {
      const files = {
        ours: join(dir, 'ours'),
        base: join(dir, 'base'),
        theirs: join(dir, 'theirs'),
      };
      writeFileSync(files.ours, ours);
      writeFileSync(files.base, base);
      writeFileSync(files.theirs, theirs);
      const result = await this.run(['merge-file', '-p', files.ours, files.base, files.theirs], {
        // 1..127: that many conflicts; 255 (-1): an error, which stays a throw.
        okCodes: Array.from({ length: 128 }, (_, i) => i),
      });
      return result.code === 0
        ? { clean: true, text: result.stdout }
        : { clean: false, conflicts: result.code };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** The object name of a blob in the real index at `path`, if any. */
  async indexBlob(path: string): Promise<string | undefined> {
    const stdout = await this.out(['ls-files', '--stage', '-z', '--', path]);
    return /^\d+ ([0-9a-f]+) 0\t/.exec(stdout)?.[1];
  }

  /** Points the real index's entry for `path` at a blob (or removes it). */
  async setIndexBlob(path: string, blob: string | undefined): Promise<void> {
    if (blob === undefined) await this.run(['update-index', '--force-remove', '--', path]);
    else await this.run(['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`]);
  }

  /** The .git directory (absolute). */
  async gitDir(): Promise<string> {
    return (await this.out(['rev-parse', '--absolute-git-dir'])).trim();
  }
}

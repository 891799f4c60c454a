import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildStorybook } from './visualStories.ts';

/**
 * Another revision's production build for the visual comparison, without touching the working
 * tree: a `git worktree` of the revision in the system's temporary folder, its own `npm install`
 * only when its package-lock.json differs from ours (otherwise our node_modules, linked), `vite
 * build` into .bench/visual/builds/<sha>/dist, then the worktree is removed. A revision built
 * once is not built again.
 */

export const BUILDS_DIR = '.bench/visual/builds';
const DONE_MARK = '.built';

function git(args: string[], cwd = process.cwd()): { ok: boolean; out: string } {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { ok: result.status === 0, out: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

/** The commit a revision names, or null when the repository does not have it (a shallow clone). */
export function resolveRevision(rev: string, cwd = process.cwd()): string | null {
  const found = git(['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], cwd);
  return found.ok && /^[0-9a-f]{40}$/.test(found.out) ? found.out : null;
}

/** The build folder of a commit, when one was finished before. */
export function cachedBuild(sha: string, root = process.cwd()): string | null {
  const dist = resolve(root, BUILDS_DIR, sha, 'dist');
  return existsSync(join(dist, DONE_MARK)) && existsSync(join(dist, 'index.html')) ? dist : null;
}

function run(command: string, args: string[], cwd: string, log: (line: string) => void): void {
  log(`  $ ${[command, ...args].join(' ')}   (in ${cwd})`);
  const result = spawnSync(command, args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** The built Storybook of a commit, when one was finished before. */
export function cachedStorybook(sha: string, root = process.cwd()): string | null {
  const dir = resolve(root, BUILDS_DIR, sha, 'storybook');
  return existsSync(join(dir, DONE_MARK)) && existsSync(join(dir, 'iframe.html')) ? dir : null;
}

export interface RevisionBuild {
  dist: string;
  /** The production build was there already. */
  reused: boolean;
  /**
   * With `storybook`: the revision's built Storybook (.bench/visual/builds/<sha>/storybook), or
   * null when it could not be built (a revision before Storybook).
   */
  storybook?: string | null;
  /** Time its Storybook build took now (0 when reused). */
  storybookMs?: number;
}

/**
 * The production build of commit `sha`, built now unless .bench/visual/builds/<sha>/dist holds
 * it already; with `storybook`, its `storybook build` too (in the same worktree, kept beside).
 * Returns its folders and whether the production build was reused.
 */
export function buildRevision(
  sha: string,
  options: { root?: string; log?: (line: string) => void; storybook?: boolean } = {},
): RevisionBuild {
  const root = resolve(options.root ?? process.cwd());
  const log = options.log ?? ((line: string) => console.log(line));
  const cached = cachedBuild(sha, root);
  const cachedStories = options.storybook ? cachedStorybook(sha, root) : null;
  if (cached && (!options.storybook || cachedStories))
    return {
      dist: cached,
      reused: true,
      ...(options.storybook ? { storybook: cachedStories, storybookMs: 0 } : {}),
    };

  const dist = resolve(root, BUILDS_DIR, sha, 'dist');
  const tree = join(tmpdir(), `mobile-web-visual-${sha.slice(0, 12)}`);
  if (existsSync(tree)) {
    git(['worktree', 'remove', '--force', tree], root);
    rmSync(tree, { recursive: true, force: true });
  }
  git(['worktree', 'prune'], root);
  const added = git(['worktree', 'add', '--detach', tree, sha], root);
  if (!added.ok) throw new Error(`git worktree add ${sha} failed: ${added.out}`);
  try {
    const theirs = git(['show', `${sha}:package-lock.json`], root);
    const ours = existsSync(join(root, 'package-lock.json'))
      ? readFileSync(join(root, 'package-lock.json'), 'utf8').trim()
      : '';
    if (theirs.ok && theirs.out === ours && existsSync(join(root, 'node_modules'))) {
      symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir');
      log(`  ${sha.slice(0, 12)} has the same package-lock.json: node_modules linked, no install`);
    } else {
      log(`  ${sha.slice(0, 12)} has another package-lock.json: its own npm install`);
      run('npm', ['install', '--no-audit', '--no-fund'], tree, log);
    }
    if (!cached) {
      rmSync(dist, { recursive: true, force: true });
      mkdirSync(dist, { recursive: true });
      run(
        'npx',
        ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
        tree,
        log,
      );
      writeFileSync(join(dist, DONE_MARK), `${sha}\n`);
    }
    if (!options.storybook) return { dist, reused: cached !== null };
    const started = Date.now();
    const storybook = resolve(root, BUILDS_DIR, sha, 'storybook');
    try {
      if (!existsSync(join(tree, '.storybook'))) throw new Error('the revision has no .storybook/');
      buildStorybook(tree, storybook, log);
      writeFileSync(join(storybook, DONE_MARK), `${sha}\n`);
      return { dist, reused: cached !== null, storybook, storybookMs: Date.now() - started };
    } catch (error) {
      log(`  no stories for ${sha.slice(0, 12)}: ${String(error)}`);
      return { dist, reused: cached !== null, storybook: null, storybookMs: Date.now() - started };
    }
  } finally {
    git(['worktree', 'remove', '--force', tree], root);
    rmSync(tree, { recursive: true, force: true });
    git(['worktree', 'prune'], root);
  }
}

/** Builds the working tree into `outDir` (for the "after" side). */
export function buildWorkingTree(outDir: string, log: (line: string) => void = console.log): void {
  run(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    process.cwd(),
    log,
  );
}

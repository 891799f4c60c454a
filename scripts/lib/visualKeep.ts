import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { freePort } from './benchPreview.ts';

/**
 * What the visual comparison keeps between runs (scripts/visual.ts, docs/qa.md), and the keys
 * that say when a kept thing is still good:
 *
 * - a revision's shots, in .bench/visual/shots/<sha>-<key>: besides the revision's build (its
 *   sha), its pixels depend on what serves it (the working tree's demo API and tenant files, the
 *   preview's Vite plugins, and what they import from src/ and elsewhere), on how the shots are
 *   taken (the capture code) and on the browser that draws them (its version). Which
 *   tenants, languages, widths and screens a run asks for is not in the key: each shot is one
 *   file named by them (tenant/language/screen@width.png), so a run takes the files it needs
 *   that are there and shoots the rest;
 * - the working tree's builds (app and Storybook), in .bench/visual/builds/working-tree/: reused
 *   while every file that goes into them is as it was (`buildKey`).
 */

/**
 * What a revision's shots depend on besides its build, paths from the repository's root: the
 * demo API and the tenant files that seed it (both sides are served by the working tree's), the
 * preview's Vite config and plugins, the capture code; and every file these import (`importClosure`:
 * the parts of src/ the demo API runs, the operators' toolkit the plugins use).
 */
export const SHOT_INPUTS = [
  'demo-api',
  'tenants',
  'vite.config.ts',
  'scripts/vite',
  'scripts/lib/visualCapture.ts',
  'scripts/lib/visualShots.ts',
  'scripts/lib/visualStories.ts',
] as const;

const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const CODE = /\.(?:ts|tsx|js|mjs)$/;

/** The file a relative import names: as written, .js as .ts, with an extension, or index.ts. */
function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const tries = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
  ];
  return tries.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/**
 * `paths` (files and folders, from `root`) and every file their code imports by a relative path,
 * again and again; test files left out. Sorted, relative to `root`.
 */
export function importClosure(root: string, paths: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue: string[] = [];
  const visit = (path: string) => {
    if (seen.has(path) || !existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (!isTest(name)) visit(join(path, name));
      return;
    }
    seen.add(path);
    if (CODE.test(path)) queue.push(path);
  };
  for (const path of paths) visit(join(root, path));
  for (let file = queue.shift(); file; file = queue.shift()) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1]!);
      if (target && !isTest(basename(target))) visit(target);
    }
  }
  return [...seen].map((path) => relative(root, path)).sort();
}

/** Tests are not part of what runs. */
const isTest = (name: string) => /\.test\.tsx?$/.test(name) || name === '__snapshots__';

/**
 * A hash of files and folders (their paths and contents, test files left out) and of `extra`
 * strings; a path that does not exist counts as absent, not as an error.
 */
export function contentHash(
  root: string,
  paths: readonly string[],
  extra: readonly string[] = [],
): string {
  const hash = createHash('sha256');
  const add = (path: string) => {
    if (!existsSync(path)) {
      hash.update(`${relative(root, path)}\0absent\0`);
      return;
    }
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (!isTest(name)) add(join(path, name));
    } else
      hash
        .update(`${relative(root, path)}\0`)
        .update(readFileSync(path))
        .update('\0');
  };
  for (const path of paths) add(join(root, path));
  for (const value of extra) hash.update(`${value}\0`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The key of a revision's kept shots: SHOT_INPUTS' content and the browser's version (a new
 * Chromium draws text and shadows a little differently).
 */
export function shotsKey(root: string, browserVersion: string, origin = ''): string {
  const files = importClosure(root, SHOT_INPUTS);
  // A missing input (a tenant file removed) changes the list, and so the key. The origin: the
  // app shows its own address (the invite link).
  return contentHash(root, files, [`browser ${browserVersion}`, `origin ${origin}`, ...files]);
}

/**
 * The port both sides are served on: always the same one, so a revision's kept shots show the
 * same address as today's (the invite link); a free one when another program holds it (the key
 * then differs, and the kept shots are not taken).
 */
export const VISUAL_PORT = 4791;

export async function visualPort(preferred = VISUAL_PORT): Promise<number> {
  const taken = await new Promise<boolean>((done) => {
    const server = createServer();
    server.once('error', () => done(true));
    server.listen(preferred, '127.0.0.1', () => server.close(() => done(false)));
  });
  return taken ? freePort() : preferred;
}

/** Where a revision's shots are kept. */
export function keptShotsDir(root: string, sha: string, key: string): string {
  return resolve(root, '.bench/visual/shots', `${sha}-${key}`);
}

/**
 * Files of the working tree that do not go into the app's or Storybook's build: docs, the e2e
 * and unit tests, CI, the operators' tools, the bench.
 */
const NOT_BUILT = [
  /^docs\//,
  /^tests\//,
  /^\.ci\//,
  /^operators\//,
  /^bench\//,
  /^studio\//,
  /\.md$/,
  /\.test\.tsx?$/,
  /^playwright\.config\.ts$/,
  /^vitest\.config\.ts$/,
  /^eslint\.config\.js$/,
  /^\.prettier/,
];

/** The files that may go into a build of the working tree: tracked or new, not ignored. */
export function buildFiles(root: string): string[] {
  const listed = spawnSync('git', ['ls-files', '-z', '-c', '-o', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return [...new Set(listed.stdout.split('\0').filter(Boolean))]
    .filter((file) => !NOT_BUILT.some((pattern) => pattern.test(file)))
    .sort();
}

/**
 * The key of a working tree's build: every file that may go into it (buildFiles; a deleted file
 * still listed by git counts as absent) and what builds it (`what`: 'app' or 'storybook').
 */
export function buildKey(root: string, what: string, files = buildFiles(root)): string {
  return contentHash(root, files, [what]);
}

const KEY_FILE = '.visual-key';

/** Whether the build in `dir` was made from the files whose key is `key`. */
export function keptBuild(dir: string, key: string, marker: string): boolean {
  const file = join(dir, KEY_FILE);
  return (
    existsSync(join(dir, marker)) && existsSync(file) && readFileSync(file, 'utf8').trim() === key
  );
}

/** Before a build into `dir`: what is there is no longer known good (a build may fail halfway). */
export function forgetBuild(dir: string): void {
  rmSync(join(dir, KEY_FILE), { force: true });
}

/** Marks the build in `dir` as made from the files whose key is `key`. */
export function markBuild(dir: string, key: string): void {
  writeFileSync(join(dir, KEY_FILE), `${key}\n`);
}

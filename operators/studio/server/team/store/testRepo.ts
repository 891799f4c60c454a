/**
 * Tests only: a throw-away data repository in the system's temp folder, holding copies of this
 * repository's tenants/*.json, committed by a developer on `main`.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Person } from './GitRepo.ts';

export const DEVELOPER: Person = { name: 'Dev Eloper', email: 'dev@example.com' };
export const EDITOR: Person = { name: 'Eddie Editor', email: 'editor@example.com' };
export const REVIEWER: Person = { name: 'Rita Reviewer', email: 'reviewer@example.com' };

const SOURCE = resolve(import.meta.dirname, '../../../../../tenants');

export interface TestRepo {
  dir: string;
  git(...args: string[]): string;
  /** The working tree's text of a file. */
  read(path: string): string;
  /** A developer's commit straight on main. */
  devCommit(path: string, text: string, message: string): string;
  cleanup(): void;
}

export function createTestRepo(codes: readonly string[] = ['demo', 'vn-lotto']): TestRepo {
  const dir = mkdtempSync(join(tmpdir(), 'studio-data-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', DEVELOPER.name);
  git('config', 'user.email', DEVELOPER.email);
  git('config', 'commit.gpgsign', 'false');
  mkdirSync(join(dir, 'tenants'));
  for (const code of codes)
    copyFileSync(join(SOURCE, `${code}.json`), join(dir, 'tenants', `${code}.json`));
  git('add', 'tenants');
  git('commit', '-q', '-m', 'Tenants');
  return {
    dir,
    git,
    read: (path) => readFileSync(join(dir, path), 'utf8'),
    devCommit(path, text, message) {
      writeFileSync(join(dir, path), text);
      git('add', path);
      git('commit', '-q', '-m', message);
      return git('rev-parse', 'HEAD').trim();
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Replaces the first occurrence of `from` in `text` (the test fails loudly when absent). */
export function edit(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`"${from}" is not in the text`);
  return text.replace(from, to);
}

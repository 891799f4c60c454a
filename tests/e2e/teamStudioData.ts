import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * What the team studio's e2e specs share: where the builds are, and a data repository made the
 * way an operator's deployment starts (this repository's tenant files, committed by a developer;
 * operators added with the admin's command).
 */

/** The app's build (E2E_OUTDIR, else dist/). */
export const APP_OUT = process.env.E2E_OUTDIR ?? 'dist';

/** The studio's build: as scripts/test.mjs names it (E2E_STUDIO_OUTDIR, else beside E2E_OUTDIR). */
export const STUDIO_OUT =
  process.env.E2E_STUDIO_OUTDIR ??
  (process.env.E2E_OUTDIR ? `${process.env.E2E_OUTDIR}-studio` : 'dist-studio');

/** A git command's output in `dir`, in the C locale. */
export function gitOutput(dir: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, LC_ALL: 'C' },
  });
}

export const git = (dir: string, ...args: string[]): string => gitOutput(dir, ...args).trim();

/**
 * A new data repository in the system's temporary folder: this repository's tenant files (and
 * `alsoCopy`, e.g. its Prettier configuration) in one developer's commit on `main`.
 */
export function newDataRepository(prefix: string, alsoCopy: readonly string[] = []): string {
  const data = mkdtempSync(join(tmpdir(), prefix));
  git(data, 'init', '-q', '-b', 'main');
  git(data, 'config', 'user.name', 'Dev Eloper');
  git(data, 'config', 'user.email', 'dev@example.com');
  git(data, 'config', 'commit.gpgsign', 'false');
  mkdirSync(join(data, 'tenants'));
  for (const name of readdirSync('tenants').filter((n) => n.endsWith('.json')))
    copyFileSync(join('tenants', name), join(data, 'tenants', name));
  for (const file of alsoCopy) copyFileSync(file, join(data, file));
  git(data, 'add', 'tenants', ...alsoCopy);
  git(data, 'commit', '-q', '-m', 'Tenants as the developers left them');
  return data;
}

/** `npm run studio:operator -- add ...`, the command an admin runs, the password in a variable. */
export function addOperator(
  data: string,
  who: { email: string; name?: string },
  role: string,
  merchants: string,
  password: string,
): void {
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/studio-operator.ts',
      'add',
      who.email,
      '--role',
      role,
      '--merchants',
      merchants,
      ...(who.name ? ['--name', who.name] : []),
      '--password-env',
      'STUDIO_E2E_PASSWORD',
      '--data',
      data,
    ],
    { env: { ...process.env, STUDIO_E2E_PASSWORD: password }, encoding: 'utf8' },
  );
}

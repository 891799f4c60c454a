/**
 * npm run audit:deps
 *
 * The runtime dependencies (package.json "dependencies", with what they pull in) checked against
 * npm's advisories: `npm audit --omit=dev --audit-level=high --json`, read by
 * scripts/lib/dependencyAudit.ts. Exit 1 on a high or critical advisory (each named, with its
 * fix), or when the audit cannot run at all (no lockfile). When the advisory service cannot be
 * reached, a WARNING says that no audit took place, and the exit is 0: an outage of the service
 * is not a finding about the code. CI runs it after npm install (.ci/run).
 */
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { judgeAudit } from './lib/dependencyAudit.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The advisory service normally answers in seconds; past this it is taken as unreachable. */
const TIMEOUT_MS = 120_000;

const result = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  cwd: ROOT,
  encoding: 'utf8',
  timeout: TIMEOUT_MS,
  maxBuffer: 64 * 1024 * 1024,
  shell: process.platform === 'win32',
});
const spawnError = (result.error as NodeJS.ErrnoException | undefined)?.code;
const verdict = judgeAudit({
  stdout: result.stdout ?? '',
  stderr: result.stderr ?? '',
  exitCode: result.status,
  spawnError,
});
for (const line of verdict.lines) {
  (verdict.status === 'pass' ? console.log : console.error)(line);
}
process.exitCode = verdict.status === 'fail' ? 1 : 0;

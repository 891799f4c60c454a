import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Extracted } from './i18nCatalogues.ts';

export const SOURCE_GLOB = 'src/**/*.{ts,tsx}';
const IGNORED = ['src/**/*.test.*', 'src/**/*.stories.*', 'src/**/*.gen.*', 'src/**/*.d.ts'];

export type ExtractResult = { ok: true; messages: Extracted } | { ok: false; error: string };

/**
 * Every message declared in src (defineMessages, defineMessage, formatMessage,
 * <FormattedMessage>), with where it is declared, via `formatjs extract`. The CLI refuses
 * a dynamic id and one id declared twice with different English.
 */
export function extractMessages(root: string): ExtractResult {
  const cli = join(root, 'node_modules', '@formatjs', 'cli', 'bin', 'formatjs');
  const args = ['extract', SOURCE_GLOB, '--extract-source-location', '--throws'];
  for (const pattern of IGNORED) args.push('--ignore', pattern);
  const run = spawnSync(process.execPath, [cli, ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) return { ok: false, error: run.error.message };
  if (run.status !== 0) {
    // The CLI prints a stack trace after the message; the message is what a developer needs.
    const message = run.stderr
      .split('\n')
      .filter((line) => line.trim() !== '' && !/^\s+at /.test(line))
      .join('\n');
    return { ok: false, error: message || `formatjs extract exited with ${run.status}` };
  }
  return { ok: true, messages: JSON.parse(run.stdout || '{}') as Extracted };
}

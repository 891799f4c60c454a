import { Console } from 'node:console';
import { createLogger } from 'vite';
import type { Logger } from 'vite';

/**
 * Progress goes to stderr so that stdout carries only the bench's result (`--json` prints
 * nothing else there).
 */
const stderrConsole = new Console({ stdout: process.stderr, stderr: process.stderr });

/** One progress line on stderr. */
export function progress(message: string): void {
  process.stderr.write(`bench: ${message}\n`);
}

/** A Vite logger that writes every level to stderr. */
export function stderrViteLogger(): Logger {
  return createLogger('warn', { allowClearScreen: false, console: stderrConsole });
}

/**
 * Sends `console.log`/`console.info` and direct writes to stdout (plugins, libraries, the
 * build's progress) to stderr while the bench runs; the returned function restores them.
 */
export function keepStdoutForResult(): () => void {
  const { log, info } = console;
  const write = process.stdout.write;
  console.log = (...args: unknown[]) => stderrConsole.log(...args);
  console.info = (...args: unknown[]) => stderrConsole.info(...args);
  // The build's own progress lines ("transforming...") are written to stdout directly.
  process.stdout.write = process.stderr.write.bind(process.stderr) as typeof write;
  return () => {
    console.log = log;
    console.info = info;
    process.stdout.write = write;
  };
}

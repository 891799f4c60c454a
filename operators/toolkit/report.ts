import type { CheckMessage, CheckResult, FileResult } from './checkTenants.ts';

function line(file: string, m: CheckMessage, kind: 'error' | 'warning'): string {
  const label = kind === 'warning' ? 'warning: ' : '';
  return `${file}:${m.line}:${m.col} ${m.pointer}: ${label}${m.message}`;
}

/** `<path>:<line>:<col> <pointer>: [warning: ]<message>`, errors and warnings in file order. */
export function formatFileLines(result: FileResult): string[] {
  const all = [
    ...result.errors.map((m) => ({ m, kind: 'error' as const })),
    ...result.warnings.map((m) => ({ m, kind: 'warning' as const })),
  ];
  all.sort((a, b) => a.m.line - b.m.line || a.m.col - b.m.col);
  return all.map(({ m, kind }) => line(result.file, m, kind));
}

function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function formatSummary(result: CheckResult): string {
  const errors = result.files.reduce((n, f) => n + f.errors.length, 0);
  const warnings = result.files.reduce((n, f) => n + f.warnings.length, 0);
  return `checked ${count(result.files.length, 'tenant file')}: ${count(errors, 'error')}, ${count(warnings, 'warning')}`;
}

export function formatText(result: CheckResult): string {
  return [...result.files.flatMap(formatFileLines), formatSummary(result)].join('\n');
}

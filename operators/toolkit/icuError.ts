/**
 * A FormatJS parser error as the checkers print it: its kind and where, e.g.
 * `MISSING_OTHER_CLAUSE at 1:20`. Shared by the catalogues' check (scripts/lib/i18nIcu.ts) and
 * the merchant texts' (textsChecks.ts), so both say a broken message the same way.
 */
export function icuErrorText(thrown: unknown): string {
  const { message: kind, location } = thrown as Error & {
    location?: { start: { line: number; column: number } };
  };
  const at = location ? ` at ${location.start.line}:${location.start.column}` : '';
  return `${kind}${at}`;
}

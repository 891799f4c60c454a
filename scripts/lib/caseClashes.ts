/**
 * Paths that differ only in case: one file on Linux, a clash on macOS and Windows (a checkout
 * keeps one of them, an import of the other resolves to the wrong file). Folders count too:
 * `src/Auth/a.ts` and `src/auth/b.ts` land in one folder there.
 */
export function findCaseClashes(paths: readonly string[]): string[][] {
  const spellings = new Map<string, Set<string>>();
  for (const path of paths) {
    const parts = path.split('/');
    for (let end = 1; end <= parts.length; end += 1) {
      const prefix = parts.slice(0, end).join('/');
      const key = prefix.toLowerCase();
      const seen = spellings.get(key) ?? new Set<string>();
      seen.add(prefix);
      spellings.set(key, seen);
    }
  }
  const clashes = [...spellings.values()]
    .filter((seen) => seen.size > 1)
    .map((seen) => [...seen].sort());
  // A clashing folder makes every path below it clash as well: report the folder only.
  const clashing = new Set(clashes.flat());
  const underClash = (path: string): boolean => {
    const parts = path.split('/');
    return parts.some((_, end) => end > 0 && clashing.has(parts.slice(0, end).join('/')));
  };
  return clashes.filter((clash) => !clash.some(underClash));
}

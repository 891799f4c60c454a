/** Host names and '*.' patterns as tenants list them (schemas/defs.schema.json#/$defs/hostname). */
export function isWildcard(pattern: string): boolean {
  return pattern.startsWith('*.');
}

/** The host a pattern is about: '*.x.test' → 'x.test'. */
export function baseHost(pattern: string): string {
  return isWildcard(pattern) ? pattern.slice(2) : pattern;
}

/** True when every host `host` names is also named by `pattern`. */
export function covers(pattern: string, host: string): boolean {
  if (pattern === host) return true;
  if (!isWildcard(pattern)) return false;
  const suffix = pattern.slice(1);
  const name = baseHost(host);
  return name.endsWith(suffix) && name.length > suffix.length;
}

/** The wildcard patterns that would also match a host or pattern, most specific first. */
export function enclosingWildcards(pattern: string): string[] {
  const labels = baseHost(pattern).split('.');
  const out: string[] = [];
  for (let i = 1; i < labels.length; i++) out.push(`*.${labels.slice(i).join('.')}`);
  return out;
}

/** '*.com' would match every host under a top-level domain. */
export function isTooBroad(pattern: string): boolean {
  return isWildcard(pattern) && !baseHost(pattern).includes('.');
}

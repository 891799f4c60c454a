import type { QueryValue } from './types';

/** Appends the query's set values to the path (null and undefined are left out). */
export function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** The path without its query: what limits and catalogue rules are keyed by. */
export function barePath(path: string): string {
  const at = path.indexOf('?');
  return at === -1 ? path : path.slice(0, at);
}

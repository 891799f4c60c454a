/**
 * A demo context: a name a browser context (or a test's API client) gives itself, so the faults it
 * switches and the tracking it reads are its own. The browser sends it as the cookie
 * `demoContext` (so the page's calls, its beacons and its service worker's calls all carry it,
 * through nginx too); a client that cannot set cookies sends the header `X-Demo-Context`.
 * A request naming no context uses the shared fault set and sees all tracking, as QA does by hand
 * (docs/demo-api.md). Browser-safe: no Node imports.
 */

export const DEMO_CONTEXT_COOKIE = 'demoContext';
export const DEMO_CONTEXT_HEADER = 'X-Demo-Context';

/** Letters, digits, dot, underscore and dash, at most 80: anything else names no context. */
const CONTEXT_NAME = /^[A-Za-z0-9._-]{1,80}$/;

function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/** The context a request names (header first, then cookie), or undefined. */
export function demoContextOf(request: Request): string | undefined {
  const named =
    request.headers.get(DEMO_CONTEXT_HEADER)?.trim() ||
    cookieValue(request.headers.get('cookie') ?? '', DEMO_CONTEXT_COOKIE);
  return named && CONTEXT_NAME.test(named) ? named : undefined;
}

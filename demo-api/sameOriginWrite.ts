/**
 * The guard of the developer tools' write endpoints (the demo API's /__demo/*, npm run serve's
 * /__serve/*, the studio's dev routes): a page on another site must not switch faults, stop the
 * platform or write a tenant file through the member's or QA's browser (cross-site request
 * forgery). Browser-safe and free of Node imports, so any server can call it.
 *
 * A write (any method but GET, HEAD and OPTIONS) is refused when:
 * - its `Origin` is not the server's own (the `Host` it was sent to), `null` included: every
 *   browser sends `Origin` with a write, so a page of another site always shows here;
 * - `Sec-Fetch-Site` says another site sent it (`cross-site`, `same-site`);
 * - it has a body that is not `application/json`: `text/plain`, a form, or no type at all are
 *   what a page of another site can send without asking first (no CORS preflight).
 * A tool with no browser (curl, the e2e's request context) sends no `Origin` and passes.
 */

import { failure } from './envelope.ts';

type HeaderValue = string | readonly string[] | undefined;

/** The parts of a request the check reads: Node's IncomingMessage has this shape. */
export interface WriteRequest {
  method?: string;
  /** Header names in lower case, as Node gives them. */
  headers: Readonly<Record<string, HeaderValue>>;
}

export type WriteVerdict = { ok: true } | { ok: false; status: 403 | 415; reason: string };

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const OTHER_SITE = new Set(['cross-site', 'same-site']);

function first(value: HeaderValue): string | undefined {
  return typeof value === 'string' ? value : value?.[0];
}

/** `Headers` (fetch, Hono) as a WriteRequest's headers. */
export function headersOf(headers: Headers): Record<string, string> {
  const record: Record<string, string> = {};
  headers.forEach((value, name) => (record[name.toLowerCase()] = value));
  return record;
}

function hasBody(headers: WriteRequest['headers']): boolean {
  const length = first(headers['content-length']);
  return (
    (length !== undefined && length.trim() !== '0') || headers['transfer-encoding'] !== undefined
  );
}

/** The host (and port) an Origin header names, or null for `null` and anything unreadable. */
function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Whether the server may carry out this request (see the file's comment). */
export function checkSameOriginWrite(request: WriteRequest): WriteVerdict {
  const method = (request.method ?? 'GET').toUpperCase();
  if (READS.has(method)) return { ok: true };
  const { headers } = request;
  const origin = first(headers.origin);
  const host = first(headers.host)?.toLowerCase();
  if (origin !== undefined && (host === undefined || originHost(origin) !== host)) {
    return { ok: false, status: 403, reason: `a write from ${origin} is not this server's own` };
  }
  const site = first(headers['sec-fetch-site'])?.toLowerCase();
  if (site !== undefined && OTHER_SITE.has(site)) {
    return { ok: false, status: 403, reason: `a write from another site (${site})` };
  }
  if (hasBody(headers)) {
    const type = first(headers['content-type'])?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') {
      return {
        ok: false,
        status: 415,
        reason: `a write's body must be application/json, not ${type ?? 'untyped'}`,
      };
    }
  }
  return { ok: true };
}

/** The parts of a response refuseForeignWrite writes: Node's ServerResponse has this shape. */
export interface WriteResponse {
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(body: string): unknown;
}

/** The code of a refused write's answer (the demo API's envelope). */
export const WRITE_REFUSED = 'write.refused';

/**
 * For a Node server: answers a refused write itself (403 or 415, the envelope with
 * WRITE_REFUSED and the reason) and says so; true means the request is done.
 */
export function refuseForeignWrite(request: WriteRequest, response: WriteResponse): boolean {
  const verdict = checkSameOriginWrite(request);
  if (verdict.ok) return false;
  response.writeHead(verdict.status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(failure(WRITE_REFUSED, verdict.reason)));
  return true;
}

import type { MiddlewareHandler } from 'hono';
import { abortableSleep } from './abortableSleep.ts';
import { failure, jsonResponse } from './envelope.ts';
import { takePathFault } from './faults.ts';
import type { FaultSet, PathFault } from './faults.ts';

/** A hanging call answers 504 after this long even if its client never gives up (no leaks). */
export const DEFAULT_HANG_TIMEOUT_MS = 120_000;

/**
 * Applies the latency, the expired sessions and per-path faults to every /wps call, before the route (and before the
 * merchant check), so a fault also works on a path the demo API does not implement yet. `faults`
 * gives the set the request sees (its demo context's, or the shared one).
 */
export function faultMiddleware(
  faults: (request: Request) => FaultSet,
  hangTimeoutMs: number,
): MiddlewareHandler {
  return async (c, next) => {
    const current = faults(c.req.raw);
    const signal = c.req.raw.signal;
    if (current.latencyMs > 0) await abortableSleep(current.latencyMs, signal);
    if (current.sessionExpired && c.req.header('Authorization')?.trim()) {
      return jsonResponse(failure('customer.not.login', 'Your session has expired'), 401);
    }
    const fault = takePathFault(current, c.req.path);
    if (!fault) {
      await next();
      return;
    }
    return answerWithFault(fault, signal, hangTimeoutMs);
  };
}

async function answerWithFault(
  fault: PathFault,
  signal: AbortSignal,
  hangTimeoutMs: number,
): Promise<Response> {
  switch (fault.kind) {
    case 'status':
      return jsonResponse(
        failure(`http.${fault.status}`, `Demo fault: HTTP ${fault.status}`),
        fault.status,
      );
    case 'errorCode':
      return jsonResponse(
        failure(fault.errorCode, fault.message ?? `Demo fault: ${fault.errorCode}`),
      );
    case 'malformed':
      // Cut-off JSON under a JSON content type: what a broken proxy or truncated answer looks like.
      return new Response('{"success":true,"value":', {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    case 'hang':
      await abortableSleep(hangTimeoutMs, signal);
      return jsonResponse(failure('http.504', 'Demo fault: the call hung and timed out'), 504);
  }
}

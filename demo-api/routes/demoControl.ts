import { Hono } from 'hono';
import { failure, ok } from '../envelope.ts';
import { demoContextOf } from '../demoContext.ts';
import {
  applyFaultChange,
  clearFaults,
  faultsFor,
  parseFaultChange,
  viewFaults,
} from '../faults.ts';
import { relayStateOf } from '../data/relayState.ts';
import {
  CONTENT_SIZE_QUERY,
  CONTENT_SIZES,
  contentSizeCookie,
  contentSizeOf,
  parseContentSize,
} from '../contentSize.ts';
import type { DemoState } from '../state.ts';

export const FAULTS_PATH = '/__demo/faults';
/** Read only: the push tokens the relay calls bound and subscribed (CSP_fcm*), per merchant. */
export const PUSH_PATH = '/__demo/push';
/**
 * The content size this browser sees: GET answers it; GET ?size=large (10x, 30x, 1x) sets it
 * for this browser with a cookie (the way in where the app is not served by Vite, e.g. nginx).
 */
export const SIZE_PATH = '/__demo/size';

/**
 * The QA and test control surface: GET the fault set, POST one more fault, DELETE them all;
 * GET the push registrations. A request naming a demo context (demo-api/demoContext.ts) reads and
 * changes that context's faults; one naming none, the shared set (DELETE: every set).
 */
export function demoControlRoutes(state: DemoState): Hono {
  const routes = new Hono();

  routes.get(FAULTS_PATH, (c) =>
    c.json(ok(viewFaults(faultsFor(state, demoContextOf(c.req.raw))))),
  );

  routes.post(FAULTS_PATH, async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      body = undefined;
    }
    const parsed = parseFaultChange(body);
    if (!parsed.ok) return c.json(failure('demo.fault.invalid', parsed.message), 400);
    const faults = faultsFor(state, demoContextOf(c.req.raw), true);
    applyFaultChange(faults, parsed.change);
    return c.json(ok(viewFaults(faults)));
  });

  routes.get(PUSH_PATH, (c) => {
    const merchants = Object.fromEntries(
      [...relayStateOf(state).fcm].map(([merchant, tokens]) => [
        merchant,
        [...tokens].map(([registrationToken, { memberId, topics }]) => ({
          registrationToken,
          memberId,
          topics: [...topics],
        })),
      ]),
    );
    return c.json(ok(merchants));
  });

  routes.get(SIZE_PATH, (c) => {
    const asked = c.req.query(CONTENT_SIZE_QUERY);
    if (asked === undefined) return c.json(ok(contentSizeOf(c.req.raw, state.contentSize)));
    const size = parseContentSize(asked);
    if (!size) {
      return c.json(
        failure('demo.size.invalid', `size must be one of ${CONTENT_SIZES.join(', ')}`),
        400,
      );
    }
    c.header('Set-Cookie', contentSizeCookie(size));
    return c.json(ok(size));
  });

  routes.delete(FAULTS_PATH, (c) => {
    const context = demoContextOf(c.req.raw);
    clearFaults(state, context);
    return c.json(ok(viewFaults(faultsFor(state, context))));
  });

  return routes;
}

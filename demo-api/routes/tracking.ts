import { Hono } from 'hono';
import { readBody, text } from '../data/params.ts';
import { relayStateOf } from '../data/relayState.ts';
import { demoContextOf } from '../demoContext.ts';
import { failure, ok } from '../envelope.ts';
import type { DemoState } from '../state.ts';
import { AD_SERVICES, adCallsOf, recordAdCall, trackingView } from '../tracking.ts';

export const TRACKING_PATH = '/__demo/tracking';
export const AD_CALLS_PATH = '/__demo/tracking/ads';

export interface TrackingRoutesDeps {
  state: DemoState;
  now: () => number;
}

const isService = (value: string | null): value is (typeof AD_SERVICES)[number] =>
  (AD_SERVICES as readonly (string | null)[]).includes(value);

/**
 * The tracking control surface: GET /__demo/tracking (read only; ?merchant= narrows it, and so
 * does the request's demo context, demo-api/demoContext.ts) shows
 * what reached POST /wps/system/collect, read as events and reports, and what the fake ad
 * services received, which they POST to /__demo/tracking/ads.
 */
export function trackingRoutes({ state, now }: TrackingRoutesDeps): Hono {
  const routes = new Hono();

  routes.get(TRACKING_PATH, (c) => {
    const merchant = c.req.query('merchant') || undefined;
    const context = demoContextOf(c.req.raw);
    return c.json(
      ok(trackingView(relayStateOf(state).collected, adCallsOf(state), merchant, context)),
    );
  });

  routes.post(AD_CALLS_PATH, async (c) => {
    const body = await readBody(c);
    if (!body) return c.json(failure('param.invalid', 'The body must be a JSON object'), 400);
    const merchant = text(body, 'merchant');
    if (!merchant || !state.tenants.has(merchant)) {
      return c.json(failure('merchant.not.found', 'Unknown merchant'), 400);
    }
    const service = text(body, 'service');
    const id = text(body, 'id');
    if (!isService(service) || !id || !Array.isArray(body.args)) {
      return c.json(
        failure(
          'param.invalid',
          `Expected service (one of ${AD_SERVICES.join(', ')}), id and args (an array)`,
        ),
        400,
      );
    }
    const context = demoContextOf(c.req.raw);
    recordAdCall(state, {
      merchant,
      at: now(),
      service,
      id,
      args: body.args as unknown[],
      ...(context === undefined ? {} : { context }),
    });
    return c.json(ok(null));
  });

  return routes;
}

import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { countryInfo } from '../countries.ts';
import { ok } from '../envelope.ts';
import { buildWebManifest } from '../manifest.ts';
import { merchant } from '../merchant.ts';
import type { MerchantEnv } from '../merchant.ts';
import type { DemoState } from '../state.ts';

export const STATUS_PATH = '/wps/v2/system/status';

/** Spec 8: the status call's domain_not_available opens the domain-not-available popup. */
const DOMAIN_NOT_AVAILABLE = {
  errorCode: 'domain_not_available',
  message: 'This domain is not available. Please use another domain.',
  data: null,
} as const;

/** The status call is never cached (spec 7: no-cache), including its error and fault answers. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};

export interface SystemRoutesDeps {
  state: DemoState;
  now: () => number;
}

/** System calls: status, country, manifest, ping (spec 7, System). */
export function systemRoutes({ state, now }: SystemRoutesDeps): Hono<MerchantEnv> {
  const routes = new Hono<MerchantEnv>();
  const withMerchant = merchant(state.tenants);

  // Query device, track, originalDomain and url are accepted; the demo answer does not depend on them.
  routes.get(STATUS_PATH, withMerchant, (c) => {
    const { faults } = state;
    if (faults.domainNotAvailable) return c.json(DOMAIN_NOT_AVAILABLE);
    return c.json({
      errorCode: null,
      message: null,
      data: {
        maintenance: faults.maintenance,
        regionRestricted: faults.regionRestricted,
        serverTime: now(),
        countryCode: c.var.tenant.region.countryCode,
      },
    });
  });

  routes.get('/wps/system/country', withMerchant, (c) => c.json(ok(countryInfo(c.var.tenant))));

  routes.get('/wps/system/manifest.json', withMerchant, (c) =>
    c.body(JSON.stringify(buildWebManifest(c.var.tenant)), 200, {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  );

  routes.get('/wps/system/test/ping', merchant(state.tenants, { headerOnly: true }), (c) =>
    c.json(ok('pong')),
  );

  return routes;
}

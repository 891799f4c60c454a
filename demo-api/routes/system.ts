import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { COLLECT_PATH } from '../../src/api/calls/system.ts';
import { countryInfo } from '../countries.ts';
import { demoContextOf } from '../demoContext.ts';
import { geetestRegister } from '../data/captcha.ts';
import { domainRoute } from '../data/domains.ts';
import { readBody } from '../data/params.ts';
import { recordBeacon, relayStateOf } from '../data/relayState.ts';
import { failure, ok } from '../envelope.ts';
import { faultsFor } from '../faults.ts';
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

/** System calls: status, country, domain route, captcha, collect, manifest, ping (spec 7, System). */
export function systemRoutes({ state, now }: SystemRoutesDeps): Hono<MerchantEnv> {
  const routes = new Hono<MerchantEnv>();
  const withMerchant = merchant(state.tenants);

  // Query device, track, originalDomain and url are accepted; the demo answer does not depend on them.
  routes.get(STATUS_PATH, withMerchant, (c) => {
    const faults = faultsFor(state, demoContextOf(c.req.raw));
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

  routes.get('/wps/system/domainRoute', withMerchant, (c) => {
    const device = c.req.query('device');
    if (device !== undefined && device !== 'MOBILE') {
      return c.json(failure('param.invalid', 'device must be MOBILE'), 400);
    }
    return c.json(ok(domainRoute(c.var.tenant)));
  });

  // Query t only defeats caches; a fresh challenge is made on every call anyway.
  routes.get('/wps/captcha/geetest', withMerchant, (c) => {
    const register = geetestRegister(c.var.tenant);
    if (!register) return c.json(failure('captcha.not.enabled', 'Captcha is not enabled'));
    return c.json(ok(register));
  });

  // A beacon cannot set headers: the merchant comes in the body (or the header when sent by fetch).
  routes.post(COLLECT_PATH, async (c) => {
    const body = await readBody(c);
    if (!body) return c.json(failure('param.invalid', 'The body must be a JSON object'), 400);
    const code = c.req.header('Merchant')?.trim() || body.merchant;
    if (typeof code !== 'string' || !state.tenants.has(code)) {
      return c.json(failure('merchant.not.found', 'Unknown merchant'), 400);
    }
    if (body.value === undefined) return c.json(failure('param.invalid', 'value is required'), 400);
    const context = demoContextOf(c.req.raw);
    recordBeacon(relayStateOf(state), { merchant: code, value: body.value, at: now(), context });
    return c.json(ok(null));
  });

  routes.get('/wps/system/test/ping', merchant(state.tenants, { headerOnly: true }), (c) =>
    c.json(ok('pong')),
  );

  return routes;
}

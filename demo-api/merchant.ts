import { createMiddleware } from 'hono/factory';
import type { TenantConfig } from '../src/config/tenant.gen.ts';
import { failure } from './envelope.ts';

export interface MerchantEnv {
  Variables: { tenant: TenantConfig };
}

export interface MerchantOptions {
  /** Only the Merchant header counts (the ping call); otherwise query merchantCode also works. */
  headerOnly?: boolean;
}

/**
 * Resolves the tenant from the Merchant header (header names are case-insensitive) or the
 * merchantCode query, and answers 400 merchant.not.found when there is none or it is unknown.
 */
export function merchant(
  tenants: ReadonlyMap<string, TenantConfig>,
  options: MerchantOptions = {},
) {
  return createMiddleware<MerchantEnv>(async (c, next) => {
    const fromHeader = c.req.header('Merchant')?.trim();
    const fromQuery = options.headerOnly ? undefined : c.req.query('merchantCode')?.trim();
    const code = fromHeader || fromQuery;
    if (!code) {
      const where = options.headerOnly
        ? 'the Merchant header'
        : 'the Merchant header or merchantCode';
      return c.json(failure('merchant.not.found', `Missing merchant: send ${where}`), 400);
    }
    const tenant = tenants.get(code);
    if (!tenant) return c.json(failure('merchant.not.found', 'Unknown merchant'), 400);
    c.set('tenant', tenant);
    await next();
  });
}

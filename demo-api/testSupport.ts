import type { TenantConfig } from '../src/config/tenant.gen.ts';
import { createDemoApi } from './createDemoApi.ts';
import type { DemoApi, DemoApiOptions } from './createDemoApi.ts';
import { loadTenants } from './loadTenants.ts';

/** Shared by the demo API tests: the repository's tenants and a quick way to call the app. */
export const FIXED_NOW = 1_767_225_600_000;

export function repoTenants(): TenantConfig[] {
  return loadTenants();
}

export function demoTenant(): TenantConfig {
  const tenant = repoTenants().find((t) => t.merchantCode === 'demo');
  if (!tenant) throw new Error('tenants/demo.json is missing or invalid');
  return tenant;
}

export function testApi(options: Partial<DemoApiOptions> = {}): DemoApi {
  return createDemoApi({ tenants: [demoTenant()], now: () => FIXED_NOW, ...options });
}

export function call(
  api: DemoApi,
  path: string,
  init: RequestInit & { merchant?: string | null } = {},
): Promise<Response> {
  const { merchant = 'demo', ...rest } = init;
  const headers = new Headers(rest.headers);
  if (merchant !== null) headers.set('Merchant', merchant);
  return Promise.resolve(
    api.app.fetch(new Request(`http://127.0.0.1${path}`, { ...rest, headers })),
  );
}

export function postFault(api: DemoApi, body: unknown): Promise<Response> {
  return call(api, '/__demo/faults', {
    method: 'POST',
    merchant: null,
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

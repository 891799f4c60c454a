import type { TenantConfig } from './tenant.gen';

/**
 * The origins one third-party adapter needs, per CSP directive: `https://host`, `https://*.host`
 * or `wss://host`. Plain data, read by the nginx generator and the preview server
 * (scripts/serve/cspTable.ts), never by the app: the browser only obeys the header.
 */
export interface CspHosts {
  script?: readonly string[];
  connect?: readonly string[];
  frame?: readonly string[];
  img?: readonly string[];
}

/** One adapter's entry in the CSP table, kept beside the adapter (`<adapter>.csp.ts`). */
export interface ProviderCsp {
  /** Shown in the generated config's comments and in docs/serving.md. */
  id: string;
  /** Whether this tenant file turns the real adapter on. */
  uses(tenant: TenantConfig): boolean;
  /** The fixed hosts of the vendor. */
  hosts: CspHosts;
  /** Hosts named by the tenant file itself (an auth domain), when the adapter has any. */
  tenantHosts?(tenant: TenantConfig): CspHosts;
}

/** An origin that is safe inside a header: https, a host name of letters, digits, dots, dashes. */
const SAFE_ORIGIN = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:[0-9]{1,5})?$/;

/**
 * 'https://tg.example.com/x' or 'tg.example.com' → 'https://tg.example.com'. Anything else
 * (http, a host with quotes or semicolons, which the URL parser lets through) gives null.
 */
export function httpsOrigin(address: string | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address.includes('://') ? address : `https://${address}`);
    return SAFE_ORIGIN.test(url.origin) ? url.origin : null;
  } catch {
    return null;
  }
}

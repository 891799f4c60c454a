import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import type { CspOptions } from './csp.ts';
import { tenantCsp } from './csp.ts';

export type Header = readonly [name: string, value: string];

/** Files whose names carry their content hash: cached for a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, sw.js, manifests, tenant files): revalidated on every use. */
export const REVALIDATE = 'no-cache';

/**
 * The app asks for no powerful feature; a vendor script that does is refused. Notifications and
 * the service worker are not policy-controlled features, so push keeps working.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

export interface HeaderOptions extends CspOptions {
  /** The server answers on TLS: add HSTS. */
  tls?: boolean;
}

/** The security headers of one merchant's pages (docs/serving.md, "Headers"). */
export function securityHeaders(tenant: TenantConfig, options: HeaderOptions = {}): Header[] {
  const headers: Header[] = [
    ['Content-Security-Policy', tenantCsp(tenant, options)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
  ];
  if (options.tls)
    headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return headers;
}

/**
 * The paths whose answers are not pages (files, tenant files, API answers passed through): they
 * get resourceHeaders, not the page headers (docs/serving.md, "Headers"). The preview server
 * reads this list; nginx's locations for them are checked against it (nginxConfig.test.ts).
 */
export const RESOURCE_PATHS: readonly string[] = [
  '/m/assets/',
  '/m/brand/',
  '/m/tenants/',
  '/m/asset-manifest.json',
  '/wps/',
  '/__demo/',
];

/** True for a path RESOURCE_PATHS covers. */
export function isResourcePath(path: string): boolean {
  return RESOURCE_PATHS.some((prefix) =>
    prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix,
  );
}

/**
 * The headers of a script, stylesheet, image, tenant file or API answer: no Content-Security-
 * Policy and no Permissions-Policy, which browsers read on documents and workers only. Over
 * HTTP/1.1 (no header compression) they were about 750 bytes on every file the first screen
 * downloads before its paint (decision 0012). The pages and the service worker keep them.
 */
export function resourceHeaders(options: { tls?: boolean } = {}): Header[] {
  const headers: Header[] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ];
  if (options.tls)
    headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return headers;
}

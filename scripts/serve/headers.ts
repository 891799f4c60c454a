import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import type { CspOptions } from './csp.ts';
import { REPORT_GROUP, reportUrl, tenantCsp, tenantCspReportOnly } from './csp.ts';

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

/**
 * Pages keep no window reference to or from another site's pages (a cross-site opener can
 * neither navigate nor probe the member's tab), while the popups the app opens itself (social
 * sign-in, games, downloads) keep theirs: `same-origin` would cut the sign-in popup off from the
 * page waiting for its answer.
 */
export const OPENER_POLICY = 'same-origin-allow-popups';

/**
 * The page a sign-in popup comes back to (public/social-return.html), through the provider's own
 * pages: it sends no opener policy. A popup that goes from a page without one (the provider's) to
 * a page with one moves to a new browsing context group and loses its opener, so the answer
 * would never reach the app (tests/e2e/isolation.nginx.spec.ts goes through a provider's page).
 */
export const POPUP_RETURN_PAGES: readonly string[] = ['social-return.html'];

/**
 * The site's pages that load their one script (of this origin) with a plain `<script src>`
 * (public/*.html): the parser inserts it, which 'strict-dynamic' refuses, so they get the
 * 'static' policy (csp.ts, `script-src 'self'`). Every other page is the app's index.html.
 */
export const STATIC_PAGES: readonly string[] = [
  'social-return.html',
  'demo-game.html',
  'demo-telegram-auth.html',
];

export interface HeaderOptions extends CspOptions {
  /** The server answers on TLS: add HSTS. */
  tls?: boolean;
  /** A page of POPUP_RETURN_PAGES (a static page): no Cross-Origin-Opener-Policy. */
  popupReturn?: boolean;
}

/** Pages send only their origin as Referer, to every site including their own. */
export const PAGE_REFERRER_POLICY = 'strict-origin';

/** The security headers of one merchant's pages (docs/serving.md, "Headers"). */
export function securityHeaders(tenant: TenantConfig, options: HeaderOptions = {}): Header[] {
  const csp: HeaderOptions = options.popupReturn ? { ...options, page: 'static' } : options;
  const reportOnly = tenantCspReportOnly(tenant, csp);
  const headers: Header[] = [
    ['Content-Security-Policy', tenantCsp(tenant, csp)],
    ...(reportOnly ? [['Content-Security-Policy-Report-Only', reportOnly] as const] : []),
    // The endpoint `report-to` names (the Reporting API); report-uri carries the same URL.
    ...(options.report
      ? [['Reporting-Endpoints', `${REPORT_GROUP}="${reportUrl(options.report)}"`] as const]
      : []),
    ['X-Content-Type-Options', 'nosniff'],
    // The origin only, to this site too: a native app's ?token= link is in the address until the
    // app's start cleans it, and the page's first requests go out before that (docs/security.md).
    ['Referrer-Policy', PAGE_REFERRER_POLICY],
    ['Permissions-Policy', PERMISSIONS_POLICY],
  ];
  if (!options.popupReturn) headers.push(['Cross-Origin-Opener-Policy', OPENER_POLICY]);
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

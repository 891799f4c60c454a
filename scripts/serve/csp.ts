import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CspHosts, ProviderCsp } from '../../src/config/providerCsp.ts';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import { CSP_TABLE } from './cspTable.ts';
import { ENTRY_BOOTSTRAP_HASH } from './entryBootstrap.ts';

type HostKind = keyof CspHosts;

/** The adapters this tenant file turns on, in table order. */
export function providersOf(
  tenant: TenantConfig,
  table: readonly ProviderCsp[] = CSP_TABLE,
): ProviderCsp[] {
  return table.filter((provider) => provider.uses(tenant));
}

/** The union of the hosts of the providers a tenant turns on, per kind, sorted, no repeats. */
export function tenantHosts(
  tenant: TenantConfig,
  table: readonly ProviderCsp[] = CSP_TABLE,
): Record<HostKind, string[]> {
  const sets: Record<HostKind, Set<string>> = {
    script: new Set(),
    connect: new Set(),
    frame: new Set(),
    img: new Set(),
  };
  for (const provider of providersOf(tenant, table)) {
    for (const hosts of [provider.hosts, provider.tenantHosts?.(tenant) ?? {}]) {
      for (const kind of Object.keys(sets) as HostKind[]) {
        for (const host of hosts[kind] ?? []) sets[kind].add(host);
      }
    }
  }
  const sorted = (set: Set<string>) => [...set].sort();
  return {
    script: sorted(sets.script),
    connect: sorted(sets.connect),
    frame: sorted(sets.frame),
    img: sorted(sets.img),
  };
}

/** `<script>` elements without a src: their text, as the browser hashes it. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources of a page's inline scripts ('sha256-…'): the build's index.html carries the
 * start loader inline (decision 0012), which the policy allows by its hash, never by
 * 'unsafe-inline'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hash = (text: string) => createHash('sha256').update(text).digest('base64');
  return inlineScripts(html).map((text) => `'sha256-${hash(text)}'`);
}

/** The text of each inline `<script>` of a page, as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, text]) => text ?? '');
}

/** The inline scripts' hashes of a build's index.html; none when the build has no page. */
export function buildScriptHashes(root: string): string[] {
  const file = join(root, 'index.html');
  return existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : [];
}

/** The Reporting API's name for the endpoint (`report-to`, `Reporting-Endpoints`). */
export const REPORT_GROUP = 'csp';

const LOOPBACK = /^(127\.0\.0\.1|localhost|\[::1\])$/;

/**
 * The address violation reports go to (`serve:config --csp-report`), checked: absolute https
 * (http only on a loopback host, for tests), and nothing that could end a directive or a header
 * (space, quote, comma, semicolon, backslash, and `$`, which nginx would read as a variable). Returns the URL as browsers will read it.
 */
export function reportUrl(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new Error(`--csp-report ${JSON.stringify(address)} is not an absolute URL`);
  }
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname));
  if (!secure) throw new Error(`--csp-report must be an https URL: ${JSON.stringify(address)}`);
  if (url.username || url.password || /[\s"',;\\$]/.test(url.href)) {
    throw new Error(
      `--csp-report ${JSON.stringify(address)} holds characters a header cannot carry`,
    );
  }
  return url.href;
}

export interface CspOptions {
  /** The page's inline scripts, by hash (buildScriptHashes). */
  scriptHashes?: readonly string[];
  /**
   * Who may frame the page: the tenant's `embedders` by default (none without), or 'self' for the
   * site's own framed pages (the demo Telegram page inside the sign-in overlay).
   */
  frameAncestors?: 'tenant' | 'self';
  /**
   * 'app' (default): index.html and the app's routes, whose scripts are trusted through
   * 'strict-dynamic' from the hashed inline scripts. 'static': the small pages that load one
   * script of this origin with a plain `<script src>` (headers.ts, STATIC_PAGES), which
   * 'strict-dynamic' would refuse: `script-src 'self'` only.
   */
  page?: 'app' | 'static';
  /** Where browsers send violation reports (reportUrl): adds `report-uri` and `report-to`. */
  report?: string;
}

function render(directives: ReadonlyArray<readonly [string, readonly string[]]>): string {
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

function reportDirectives(options: CspOptions): Array<[string, string[]]> {
  if (!options.report) return [];
  // report-uri for the browsers without the Reporting API (Firefox, older Safari); those with it
  // use report-to and ignore report-uri.
  return [
    ['report-uri', [reportUrl(options.report)]],
    ['report-to', [REPORT_GROUP]],
  ];
}

/** The app page's script hashes: the build's inline scripts and the entry bootstrap, no repeats. */
function appScriptHashes(options: CspOptions): string[] {
  return [...new Set([...(options.scriptHashes ?? []), ENTRY_BOOTSTRAP_HASH])];
}

/**
 * The tenant's Content-Security-Policy (docs/serving.md, "Headers"). On the app's pages
 * script-src is `'self'`, the hashes of the inline start loader and entry bootstrap, and
 * `'strict-dynamic'`: a script runs only when one of those (or a script they loaded) adds it,
 * so no host is allowed at all and a parser-inserted script (markup an attacker slipped in,
 * a JSONP URL on a vendor's host) is refused. `'self'` is for browsers without 'strict-dynamic'
 * (none the build targets), which ignore the keyword. Never 'unsafe-inline' or 'unsafe-eval' (the
 * validator is precompiled, ARCHITECTURE.md). style-src allows inline styles for index.html's
 * critical CSS and React's style attributes; img-src keeps `https:` because banners and game
 * icons come from the platform's image CDN, which no tenant file names, so the providers' image
 * hosts are already inside it.
 */
export function tenantCsp(
  tenant: TenantConfig,
  options: CspOptions = {},
  table: readonly ProviderCsp[] = CSP_TABLE,
): string {
  const hosts = tenantHosts(tenant, table);
  const ancestors =
    options.frameAncestors === 'self'
      ? ["'self'"]
      : (tenant.embedders ?? []).length > 0
        ? [...(tenant.embedders ?? [])]
        : ["'none'"];
  const scripts =
    options.page === 'static'
      ? ["'self'"]
      : ["'self'", ...appScriptHashes(options), "'strict-dynamic'"];
  return render([
    ['default-src', ["'self'"]],
    ['script-src', scripts],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...hosts.connect]],
    ['frame-src', ["'self'", ...hosts.frame]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ancestors],
    ...reportDirectives(options),
  ]);
}

/**
 * The app page's Content-Security-Policy-Report-Only: what the enforced policy no longer checks,
 * reported without blocking anything (docs/serving.md, "Reports").
 *
 * - `script-src` without 'strict-dynamic': this origin, the hashes and the hosts the tenant's
 *   adapters declare (`hosts.script` of their `.csp.ts`). Under 'strict-dynamic' a script that
 *   a vendor's script adds runs from any host; here one from a host nobody declared is
 *   reported: a vendor that moved, a tag a tag manager pulled in, an injection through a vendor.
 *   The e2e suite fails on such a report as on any violation (tests/e2e/fixtures.ts).
 * - `require-trusted-types-for 'script'`: a string reaching a script sink (`innerHTML`,
 *   `eval`, a script URL the bootstrap's default policy refuses) is reported. Not enforced: the
 *   vendors' real scripts (GeeTest, LiveChat, Comm100, the pixels), which the e2e suite replaces
 *   with fakes, cannot be shown free of such writes here, and enforcing would break a merchant's
 *   captcha or chat in the field. The reports say whether it can be.
 *
 * Null for the static pages, which load nothing but their own script.
 */
export function tenantCspReportOnly(
  tenant: TenantConfig,
  options: CspOptions = {},
  table: readonly ProviderCsp[] = CSP_TABLE,
): string | null {
  if (options.page === 'static') return null;
  const hosts = tenantHosts(tenant, table);
  return render([
    ['script-src', ["'self'", ...appScriptHashes(options), ...hosts.script]],
    ['require-trusted-types-for', ["'script'"]],
    ...reportDirectives(options),
  ]);
}

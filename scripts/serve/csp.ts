import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CspHosts, ProviderCsp } from '../../src/config/providerCsp.ts';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import { CSP_TABLE } from './cspTable.ts';

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

export interface CspOptions {
  /** The page's inline scripts, by hash (buildScriptHashes). */
  scriptHashes?: readonly string[];
  /**
   * Who may frame the page: the tenant's `embedders` by default (none without), or 'self' for the
   * site's own framed pages (the demo Telegram page inside the sign-in overlay).
   */
  frameAncestors?: 'tenant' | 'self';
}

/**
 * The tenant's Content-Security-Policy (docs/serving.md, "Headers"). script-src never carries
 * 'unsafe-inline' or 'unsafe-eval' (the validator is precompiled, ARCHITECTURE.md); style-src
 * allows inline styles for index.html's critical CSS and React's style attributes; img-src keeps
 * `https:` because banners and game icons come from the platform's image CDN, which no tenant
 * file names, so the providers' image hosts are already inside it.
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
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(options.scriptHashes ?? []), ...hosts.script]],
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
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import { LOCAL_HOSTS } from '../serve/sites.ts';

/**
 * What the bench's Lighthouse run opens for a tenant, and how it reaches it: on the preview
 * server (127.0.0.1, `?tenant=` picks the merchant) or through the production path
 * (`npm run serve -- --tls`: nginx, HTTP/2, Brotli; the merchant's own host picks it).
 */

export type BenchVia = 'preview' | 'serve';
export const BENCH_VIAS: readonly BenchVia[] = ['preview', 'serve'];

/** The row of the native app's sign-in: a login's token in the address of the member's home. */
export const TOKEN_ROUTE = 'member /m/home via ?token=';

export interface BenchRow {
  /** The table's row: '/m/login', '/m/home' or TOKEN_ROUTE. */
  route: string;
  /** The path and query under the origin. */
  url: string;
}

/** The QA token of the demo API (docs/demo-api.md): stateless, always valid. */
export function qaToken(code: string): string {
  return `demo-token.${code}.member1`;
}

/**
 * The rows of one tenant. `loginToken` (a token a login issued, as the native app holds) adds
 * the token row; without it there are the login page and the member's home (QA token) only.
 * Through serve the host names the merchant, so no `?tenant=`.
 */
export function benchRows(code: string, via: BenchVia, loginToken?: string): BenchRow[] {
  const tenant = via === 'preview' ? `tenant=${encodeURIComponent(code)}` : '';
  const query = (...parts: string[]) => {
    const kept = parts.filter(Boolean);
    return kept.length > 0 ? `?${kept.join('&')}` : '';
  };
  const rows: BenchRow[] = [
    { route: '/m/login', url: `/m/login${query(tenant)}` },
    { route: '/m/home', url: `/m/home${query(tenant, `token=${qaToken(code)}`)}` },
  ];
  if (loginToken !== undefined) {
    // As the native app opens it: the token first; `?tenant=` only where the host cannot say.
    const token = `token=${encodeURIComponent(loginToken)}`;
    rows.push({ route: TOKEN_ROUTE, url: `/m/home${query(token, tenant)}` });
  }
  return rows;
}

/** `--via preview,serve` → the ways, in the order given, each once. */
export function parseVia(value: string | undefined): BenchVia[] {
  if (value === undefined) return ['preview'];
  const ways = value.split(',').map((way) => way.trim());
  const unknown = ways.filter((way) => !(BENCH_VIAS as readonly string[]).includes(way));
  if (unknown.length > 0 || ways.length === 0) {
    throw new Error(
      `--via: expected ${BENCH_VIAS.join(', ')} or both, comma-separated (got "${value}")`,
    );
  }
  return [...new Set(ways as BenchVia[])];
}

/**
 * The host a browser names to reach the merchant through nginx: its first own domain that is
 * not a wildcard, else `www.` under its first wildcard (the default affiliate, tenantHost.ts).
 * Local hosts (the demo's localhost) are skipped: they serve every merchant, by `?tenant=`.
 */
export function benchHost(tenant: Pick<TenantConfig, 'domains' | 'merchantCode'>): string {
  const own = tenant.domains.filter((domain) => !LOCAL_HOSTS.has(domain));
  const plain = own.find((domain) => !domain.startsWith('*.'));
  if (plain) return plain;
  const wildcard = own.find((domain) => domain.startsWith('*.'));
  if (wildcard) return `www.${wildcard.slice(2)}`;
  throw new Error(`${tenant.merchantCode}: no domain of its own to reach it by`);
}

/**
 * Chromium's extra flags for the production path: the throwaway certificate is self-signed, and
 * the merchants' hosts (which no DNS knows) resolve to the loopback where nginx listens; the
 * port stays in the address, so the Host header is `<host>:<port>` and nginx's server_name
 * (which ignores the port) picks the merchant.
 */
export function serveChromiumFlags(hosts: readonly string[]): string[] {
  for (const host of hosts) {
    if (!/^[a-z0-9.-]+$/i.test(host)) throw new Error(`not a host name: ${JSON.stringify(host)}`);
  }
  const rules = [...new Set(hosts)].map((host) => `MAP ${host} 127.0.0.1`);
  return [
    '--ignore-certificate-errors',
    ...(rules.length > 0 ? [`--host-resolver-rules=${rules.join(', ')}`] : []),
  ];
}

/** The launch flags: the bench's own, then the extra ones not already among them. */
export function withChromiumFlags(base: readonly string[], extra: readonly string[]): string[] {
  return [...base, ...extra.filter((flag) => !base.includes(flag))];
}

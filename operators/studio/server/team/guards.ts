import type { Context } from 'hono';

/**
 * Who sent a request and from where, as the team server checks it. Behind a proxy the server sees
 * the proxy's address; `--trusted-proxy` names it.
 */
export function remoteAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const address = env?.incoming?.socket?.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/**
 * The address a sign-in is slowed by: the connection's, or behind the trusted proxy the last
 * address of its X-Forwarded-For (the one the proxy itself appended; earlier ones are whatever the
 * client sent). Without this every operator behind a proxy would share one address.
 */
export function clientAddress(c: Context, trusted: readonly string[]): string {
  const remote = remoteAddress(c);
  if (!isTrusted(remote, trusted)) return remote;
  const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
  return forwarded || remote;
}

export function isTrusted(address: string, trusted: readonly string[]): boolean {
  return address !== '' && trusted.includes(address);
}

/**
 * The server's own origin: `--origin` when given (the address operators type, e.g. behind TLS),
 * else the Host the request was sent to, over https when a trusted proxy says so.
 */
export function ownOrigin(
  c: Context,
  options: { origin?: string; trustedProxies: readonly string[] },
): string {
  if (options.origin) return options.origin;
  const host = c.req.header('host') ?? 'localhost';
  const forwarded = c.req.header('x-forwarded-proto');
  const https =
    forwarded?.split(',')[0]?.trim() === 'https' &&
    isTrusted(remoteAddress(c), options.trustedProxies);
  return `${https ? 'https' : 'http'}://${host.toLowerCase()}`;
}

/**
 * Why a write must be refused, or null: it must be a POST with a JSON body, sent by a page of this
 * origin (`Origin` present and equal: every browser sends it on a POST; a tool without a browser
 * has no session cookie to ride anyway), not marked cross-site by `Sec-Fetch-Site`.
 * The CSRF token is checked by the caller, which knows the session.
 */
export function writeRefusal(
  c: Context,
  origin: string,
): { status: 403 | 405 | 415; error: string } | null {
  if (c.req.method !== 'POST') return { status: 405, error: 'writes are POST only' };
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json')
    return {
      status: 415,
      error: `a write's body must be application/json, not ${type ?? 'untyped'}`,
    };
  const given = c.req.header('origin');
  if (given === undefined) return { status: 403, error: 'a write must say its Origin' };
  if (given.toLowerCase() !== origin.toLowerCase())
    return { status: 403, error: `a write from ${given} is not this server's own (${origin})` };
  const site = c.req.header('sec-fetch-site')?.toLowerCase();
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return { status: 403, error: `a write from another site (${site})` };
  return null;
}

import type { Banner } from '../../api/calls/promotions';
import { ACTIVITY_PATH, LAUNCH_GAME_PATH } from '../../config/routePaths';

/** Where a banner tap goes: a route inside the app, an address outside, or nowhere. */
export type BannerTarget =
  { kind: 'route'; path: string } | { kind: 'external'; url: string } | { kind: 'none' };

export interface BannerContext {
  /** The app's origin, e.g. https://m.demo-casino.test. */
  origin: string;
  /** Hosts that may receive the token (tenant trustedLinkHosts, else its domains); `*.x` too. */
  trustedHosts: readonly string[];
  token: string | null;
  userName: string | null;
}

/** `host` is `pattern`, or a sub-domain of x for the pattern `*.x`. */
export function hostMatches(host: string, pattern: string): boolean {
  const h = host.toLowerCase();
  const p = pattern.toLowerCase();
  if (!p.startsWith('*.')) return h === p;
  const base = p.slice(2);
  return h.endsWith(`.${base}`);
}

/**
 * spec 4 and 5, banner links (ARCHITECTURE.md, Security rules): P opens its promotion page; G
 * launches its game (spec 3, Banner: a roomId opens that room of the lottery game the linkage
 * names; otherwise the vendor's node, and a gameType alone starts the game with no vendor); URL is parsed with URL, never concatenated: a same-origin /m/ address is
 * routed inside the app, an https address opens outside with token and username added only for
 * a trusted host, and anything else (javascript:, data:, http:, another app's scheme) does nothing.
 */
export function bannerTarget(banner: Banner, context: BannerContext): BannerTarget {
  if (banner.linkageType === 'P') {
    const id = banner.linkage.trim();
    return /^\d+$/.test(id)
      ? { kind: 'route', path: `${ACTIVITY_PATH}?id=${id}` }
      : { kind: 'none' };
  }
  if (banner.linkageType === 'G') {
    const query = new URLSearchParams();
    if (banner.vendor) query.set('vendor', banner.vendor);
    const roomId = banner.roomId?.trim();
    // A room is a room of the game the linkage names; the vendor's node is its whole lobby.
    query.set('code', roomId ? banner.linkage : (banner.nodeId ?? banner.linkage));
    if (roomId) query.set('roomId', roomId);
    if (banner.gameType) query.set('gameType', banner.gameType);
    return { kind: 'route', path: `${LAUNCH_GAME_PATH}?${query}` };
  }
  let url: URL;
  try {
    url = new URL(banner.linkage, context.origin);
  } catch {
    return { kind: 'none' };
  }
  if (url.origin === context.origin && (url.pathname === '/m' || url.pathname.startsWith('/m/'))) {
    return { kind: 'route', path: (url.pathname.slice(2) || '/') + url.search + url.hash };
  }
  if (url.protocol !== 'https:') return { kind: 'none' };
  const trusted = context.trustedHosts.some((pattern) => hostMatches(url.hostname, pattern));
  if (trusted && context.token) {
    url.searchParams.set('token', context.token);
    if (context.userName) url.searchParams.set('username', context.userName);
  }
  return { kind: 'external', url: url.href };
}

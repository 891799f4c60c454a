import { CONTENT_PATHS } from '../features/content';
import type { RouteAccess } from '../features/module';
import { APP_BASE, HOME_PATH, LOGIN_PATH } from '../config/routePaths';

/**
 * spec 2: the pages listed for search-engine crawlers, as the router names them: `/` (the
 * landing /m/, which shows the home) and the content feature's pages. The nginx configuration
 * lists the same in each merchant's robots.txt and sitemap (scripts/serve/robots.ts; a test
 * keeps the two equal).
 */
export function isCrawlerPage(pathname: string): boolean {
  return (
    pathname === '/' || pathname === HOME_PATH || CONTENT_PATHS.some((p) => `/${p}` === pathname)
  );
}

/** The search engines' crawlers, by the names their user agents carry. */
export function isCrawler(userAgent: string): boolean {
  // Googlebot, bingbot, YandexBot, DuckDuckBot, Applebot, PetalBot; Baiduspider, Sogou spider;
  // Yahoo's Slurp.
  return /bot\b|spider|slurp/i.test(userAgent);
}

/**
 * spec 2 and 6: a visitor without a token goes to /m/login, except on public pages
 * (/m/inviteFriends, /m/login, /m/register); /m/feedback without a session goes to /m/home.
 * Returns the path (under /m) to go to, or null to stay.
 */
export function guardRedirect(
  access: RouteAccess,
  loggedIn: boolean,
  current: { pathname: string; search: string },
  crawler = false,
): string | null {
  // spec 2: the crawlers' pages answer them as a visitor sees them, not with the way to log in.
  if (loggedIn || access === 'public' || (crawler && isCrawlerPage(current.pathname))) return null;
  if (access === 'member-else-home') return HOME_PATH;
  // Home is where a login ends anyway; other pages are remembered as the go target.
  if (current.pathname === HOME_PATH || current.pathname === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?go=${encodeURIComponent(`${APP_BASE}${current.pathname}${current.search}`)}`;
}

import type { RouteAccess } from '../features/module';
import { APP_BASE, HOME_PATH, LOGIN_PATH } from '../config/routePaths';

/**
 * spec 2 and 6: a visitor without a token goes to /m/login, except on public pages
 * (/m/inviteFriends, /m/login, /m/register); /m/feedback without a session goes to /m/home.
 * Returns the path (under /m) to go to, or null to stay.
 */
export function guardRedirect(
  access: RouteAccess,
  loggedIn: boolean,
  current: { pathname: string; search: string },
): string | null {
  if (loggedIn || access === 'public') return null;
  if (access === 'member-else-home') return HOME_PATH;
  // Home is where a login ends anyway; other pages are remembered as the go target.
  if (current.pathname === HOME_PATH || current.pathname === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?go=${encodeURIComponent(`${APP_BASE}${current.pathname}${current.search}`)}`;
}

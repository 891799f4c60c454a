import type { RouteAccess } from '../features/module';

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
  if (access === 'member-else-home') return '/home';
  // Home is where a login ends anyway; other pages are remembered as the go target.
  if (current.pathname === '/home' || current.pathname === '/') return '/login';
  return `/login?go=${encodeURIComponent(`/m${current.pathname}${current.search}`)}`;
}

import type { KeyValueStore } from '../../../platform/storage';
import { safeGoPath } from '../safeGoPath';
import { APP_BASE, HOME_PATH, LOGIN_PATH, REGISTER_PATH } from '../../../config/routePaths';

/** Session-storage key of the /m/ address a member was going to when sent to log in. */
export const GO_ADDRESS_KEY = 'goAddress';

/** A go target as a path under the /m basename, or null when it is not a same-origin /m/ path. */
function underApp(value: string | null, origin: string): string | null {
  return safeGoPath(value, origin)?.slice('/m'.length) ?? null;
}

/**
 * spec 2: after a registration the member goes to the stored go address if one exists (then
 * the page's own go parameter), else /m/home. The stored address is used once.
 */
export function goAfterRegister(location: URL, session: KeyValueStore): string {
  const stored = session.get(GO_ADDRESS_KEY);
  if (stored !== null) session.remove(GO_ADDRESS_KEY);
  return (
    underApp(stored, location.origin) ??
    underApp(location.searchParams.get('go'), location.origin) ??
    HOME_PATH
  );
}

/**
 * spec 2: a `go` the login page (or dialog) was opened with is stored for the registration that
 * may follow; only a same-origin /m/ address, and nothing else is touched.
 */
export function rememberGoAddress(session: KeyValueStore, go: string | null): void {
  if (go === null) return;
  const path = safeGoPath(go, 'https://app.invalid');
  if (path?.startsWith(`${APP_BASE}/`)) session.set(GO_ADDRESS_KEY, path);
}

/** The login form's link to registration, keeping the login's `go`. */
export function registerPathKeepingGo(go: string | null): string {
  return go ? `${REGISTER_PATH}?${new URLSearchParams({ go })}` : REGISTER_PATH;
}

/**
 * The register page's link to log in, when the registration opened no session: it carries where
 * the member was going (the stored go address, else the page's go), which stays stored.
 */
export function loginPathAfterRegister(location: URL, session: KeyValueStore): string {
  const path =
    underApp(session.get(GO_ADDRESS_KEY), location.origin) ??
    underApp(location.searchParams.get('go'), location.origin);
  return path && path !== HOME_PATH
    ? `${LOGIN_PATH}?${new URLSearchParams({ go: `${APP_BASE}${path}` })}`
    : LOGIN_PATH;
}

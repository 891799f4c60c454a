import type { KeyValueStore } from '../../../platform/storage';
import { safeGoPath } from '../safeGoPath';
import { HOME_PATH } from '../../../config/routePaths';

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

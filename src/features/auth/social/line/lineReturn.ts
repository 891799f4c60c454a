import { APP_BASE, HOME_PATH } from '../../../../config/routePaths';

/** spec 2: a chat-app login returns to /m/home with code and state in the query. */
export const LINE_RETURN_PATH = `${APP_BASE}${HOME_PATH}`;

/** What LINE put in the address it sent the member back to (INTEGRATIONS.md 2). */
export type LineReturn =
  | { kind: 'code'; code: string; state: string }
  | { kind: 'error'; error: string; description: string | null; state: string };

/** The parameters LINE adds to the redirect address. */
const LINE_PARAMS = ['code', 'state', 'error', 'error_description', 'friendship_status_changed'];

/** A LINE return on /m/home, or null. An error counts only with a state: it must be ours. */
export function readLineReturn(url: URL): LineReturn | null {
  if (url.pathname !== LINE_RETURN_PATH) return null;
  const query = url.searchParams;
  const state = query.get('state');
  if (!state) return null;
  const code = query.get('code');
  if (code) return { kind: 'code', code, state };
  const error = query.get('error');
  if (error) return { kind: 'error', error, description: query.get('error_description'), state };
  return null;
}

/**
 * The address without LINE's parameters (a reload must not send the single-use code again),
 * with the go target the login started from put back, for what follows the login.
 */
export function addressAfterLineReturn(url: URL, go: string | null): string {
  const next = new URL(url);
  for (const name of LINE_PARAMS) next.searchParams.delete(name);
  if (go) next.searchParams.set('go', go);
  return next.pathname + next.search + next.hash;
}

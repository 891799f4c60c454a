/** spec 3: session info, kept in session storage (never local storage). */
export interface SessionInfo {
  id?: string | number;
  token: string;
  merchantCode: string;
  userName?: string;
  /** Customer type: 1 and 2 are agents, 4 is a type-4 member. */
  type?: number;
  firstTimeLogin?: boolean;
  spanId?: string;
}

/** Where the session is kept in session storage. */
export const SESSION_KEY = 'sessionInfo';

/** The token a link carries (spec 2: `token`, or `tokens`), or null. */
export function queryToken(url: URL): string | null {
  return url.searchParams.get('token') || url.searchParams.get('tokens') || null;
}

function validSession(stored: unknown, merchantCode: string): SessionInfo | null {
  const candidate = stored as Partial<SessionInfo> | null | undefined;
  return candidate &&
    typeof candidate === 'object' &&
    typeof candidate.token === 'string' &&
    candidate.token &&
    candidate.merchantCode === merchantCode
    ? (candidate as SessionInfo)
    : null;
}

/**
 * spec 2: how a page starts with a session. A token may come from the query (token or tokens)
 * or from the stored session of this merchant.
 *
 * - `session`: the session the page starts with. A query token is it when the tab has no
 *   session (or already this token): the native app's sign-in by link, as before.
 * - `linkToken`: a query token that differs from the live session's. It never replaces that
 *   session by itself (a link could sign the tab into someone else's account): the live session
 *   stays, and the member decides once the server has said whose the link's token is
 *   (docs/sign-in.md, Sign-in links).
 *
 * Pure: the session store (which then keeps the session) and the start's early calls
 * (src/api/earlyCalls.ts, which only read it) share this rule.
 */
export function startSession(
  stored: unknown,
  merchantCode: string,
  url: URL,
): { session: SessionInfo | null; linkToken: string | null } {
  const link = queryToken(url);
  const live = validSession(stored, merchantCode);
  if (!link) return { session: live, linkToken: null };
  if (!live) return { session: { token: link, merchantCode }, linkToken: null };
  return { session: live, linkToken: link === live.token ? null : link };
}

/** The session a page starts with (startSession's `session`). */
export function restoredSession(
  stored: unknown,
  merchantCode: string,
  url: URL,
): SessionInfo | null {
  return startSession(stored, merchantCode, url).session;
}

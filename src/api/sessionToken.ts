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

/** Who a token belongs to, as member info answers (spec 3). */
export interface TokenOwner {
  id: number | string;
  account: string;
}

/**
 * What a link's token does to a live session of another token, once the server has answered
 * for both (null: it could not say):
 * - `switch` quietly when the link is the same member's (a fresh token from the native app), or
 *   when the tab's own session turned out to be over (no live session: as without one);
 * - `keep` the live session when the link's token names no one (expired, forged) or the live
 *   member could not be told (no answer): nothing changes without the member's word;
 * - `ask` when the link is another member's: the member chooses, on a screen naming both.
 */
export type LinkTokenDecision = 'switch' | 'keep' | 'ask';

export function decideLinkToken(input: {
  /** The tab still has a session (the server may have ended it meanwhile). */
  live: boolean;
  current: TokenOwner | null;
  link: TokenOwner | null;
}): LinkTokenDecision {
  if (!input.link) return 'keep';
  if (!input.live) return 'switch';
  if (!input.current) return 'keep';
  return String(input.current.id) === String(input.link.id) ? 'switch' : 'ask';
}

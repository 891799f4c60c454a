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

/**
 * spec 2: the session a page starts with. A token may come from the query (token or tokens) or
 * from the stored session of this merchant; a query token replaces a stored session of another
 * token. Pure: the session store (which then keeps it) and the start's early calls
 * (src/api/earlyCalls.ts, which only read it) share this rule.
 */
export function restoredSession(
  stored: unknown,
  merchantCode: string,
  url: URL,
): SessionInfo | null {
  const queryToken = url.searchParams.get('token') ?? url.searchParams.get('tokens');
  const candidate = stored as Partial<SessionInfo> | null | undefined;
  const valid =
    candidate &&
    typeof candidate === 'object' &&
    typeof candidate.token === 'string' &&
    candidate.token &&
    candidate.merchantCode === merchantCode
      ? (candidate as SessionInfo)
      : null;
  if (queryToken && queryToken !== valid?.token) return { token: queryToken, merchantCode };
  return valid;
}

/*
 * What a sign-in link's token does to a live session of another token (docs/sign-in.md, Sign-in
 * links). Pure; used only by the link's own flow (linkSignIn.ts), which downloads when such a
 * link was opened, so it stays out of the first screen's JS (sessionToken.ts keeps the start's
 * rule, startSession).
 */

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

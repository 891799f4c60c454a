import type { KeyValueStore } from '../../../platform/storage';
import { readJson, writeJson } from '../../../platform/storage';

/**
 * Telegram and Maya returns are bound to the tab that started the sign-in, as LINE's are
 * (docs/sign-in.md, Returns bound to the tab): starting keeps a random state in this tab's
 * session storage, and a return counts only when it carries that same state (query `state`).
 * A return that another site or a link opened in a fresh tab has none, so it signs no one in:
 * otherwise anyone could send a link that signs the member into the sender's account.
 */

/** Session storage (per tab): the state the tab's last Telegram or Maya sign-in started with. */
export const RETURN_STATE_KEY = 'socialReturnState';

/** The query parameter a bound return carries its state in. */
export const RETURN_STATE_PARAM = 'state';

export type BoundProvider = 'telegram' | 'maya';

interface SentReturnState {
  provider: BoundProvider;
  state: string;
}

/**
 * Keeps the state of a sign-in this tab starts (the last start wins). It stays until a return
 * takes it or the next start replaces it, as LINE's does: only this tab knows it.
 */
export function beginReturn(session: KeyValueStore, provider: BoundProvider, state: string): void {
  writeJson(session, RETURN_STATE_KEY, { provider, state } satisfies SentReturnState);
}

/**
 * Whether a provider's return is this tab's: it carries the state this tab kept for that
 * provider. Reads and forgets the kept state either way: a return is read once.
 */
export function takeReturn(
  session: KeyValueStore,
  provider: BoundProvider,
  returned: string | null,
): boolean {
  const sent = readJson<SentReturnState>(session, RETURN_STATE_KEY);
  session.remove(RETURN_STATE_KEY);
  return (
    sent !== null &&
    sent.provider === provider &&
    typeof sent.state === 'string' &&
    sent.state !== '' &&
    returned === sent.state
  );
}

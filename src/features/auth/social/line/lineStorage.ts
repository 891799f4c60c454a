import type { KeyValueStore } from '../../../../platform/storage';
import { readJson } from '../../../../platform/storage';
import { LINE_LOGIN_STATE_KEY, LINE_SESSION_TOKEN_KEY } from '../../storageKeys';

/** Session storage: the state this tab sent to LINE, and the go target to keep. */
export const LINE_STATE_KEY = 'socialLineState';
/** Local storage: spec 3 chat-app login state { name, picture, lineSessionToken }. */
export { LINE_LOGIN_STATE_KEY };

/** spec 4 and 8, line_invalid_token: the stored chat-app session token is removed. */
export function forgetLine(local: KeyValueStore): void {
  local.remove(LINE_SESSION_TOKEN_KEY);
  local.remove(LINE_LOGIN_STATE_KEY);
}

/** What this tab kept when it left for LINE. */
export interface SentLineState {
  state: string;
  go: string | null;
}

/** Reads and forgets the kept state: a LINE return is read once. */
export function takeSentLineState(session: KeyValueStore): SentLineState | null {
  const sent = readJson<SentLineState>(session, LINE_STATE_KEY);
  session.remove(LINE_STATE_KEY);
  return sent && typeof sent.state === 'string' ? sent : null;
}

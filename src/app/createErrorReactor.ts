import type { ErrorReactor, NoticeMessage } from '../api/errorCatalogue';
import type { SessionStore } from '../features/auth';
import {
  AUTO_LOGIN_KEY,
  LINE_LOGIN_STATE_KEY,
  LINE_SESSION_TOKEN_KEY,
  REMEMBERED_LOGIN_KEY,
} from '../features/auth';
import type { NoticeStore, NoticeText } from '../features/notices';
import { noticeMessages } from '../features/notices';
import type { SystemStore } from '../features/system';
import type { KeyValueStore } from '../platform/storage';
import type { NavigationRequest } from './NavigationRequest';
import { LOGIN_PATH } from '../config/routePaths';

// Local-storage keys the catalogue touches belong to the sign-in feature.
export {
  AUTO_LOGIN_KEY,
  LINE_LOGIN_STATE_KEY,
  LINE_SESSION_TOKEN_KEY,
  REMEMBERED_LOGIN_KEY,
} from '../features/auth';

export interface ErrorReactorDeps {
  notices: NoticeStore;
  session: SessionStore;
  navigation: NavigationRequest;
  /** Read when needed: the system store is built after the API client it reacts for. */
  system: () => Pick<SystemStore, 'showDomainUnavailable'>;
  local: KeyValueStore;
  clearCaches: () => void;
}

const declared = new Map<string, NoticeText>(Object.values(noticeMessages).map((m) => [m.id, m]));

/** The catalogue's message as the notice shows it: our declared descriptor for its id. */
function noticeText(message: NoticeMessage): NoticeText {
  if ('text' in message) return { text: message.text };
  return declared.get(message.id) ?? message;
}

/** The app's side of the error catalogue (spec 8), performed by the stores. */
export function createErrorReactor(deps: ErrorReactorDeps): ErrorReactor {
  const clearSession = () => {
    deps.session.clear();
    deps.clearCaches();
  };
  return {
    notify: (message, options) =>
      deps.notices.push({ message: noticeText(message), durationMs: options?.durationMs }),
    clearSession,
    logout: clearSession,
    goToLogin: () => deps.navigation.request(LOGIN_PATH),
    disableAutoLogin: () => void deps.local.set(AUTO_LOGIN_KEY, '0'),
    // spec 8, line_invalid_token: the token goes, and with it the chat-app login state that
    // carries the same token (name, picture, lineSessionToken), or the next start signs in again.
    removeLineSessionToken: () => {
      deps.local.remove(LINE_SESSION_TOKEN_KEY);
      deps.local.remove(LINE_LOGIN_STATE_KEY);
    },
    removeRememberedLogin: () => deps.local.remove(REMEMBERED_LOGIN_KEY),
    domainNotAvailable: () => deps.system().showDomainUnavailable(),
  };
}

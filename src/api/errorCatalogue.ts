import type { ApiError, ApiErrorKind } from './ApiError';
import { SECURE_CONTEXT_REQUIRED } from './crypto/constants';
import { OFFLINE_NOTICE_MS } from './noticeDurations';

/**
 * The error catalogue of spec 8 for every call: one table, applied in one place (the client's
 * failure path). The app performs the reactions through an ErrorReactor; this floor has no
 * React, so messages are plain { id, defaultMessage } data, declared for translation in
 * src/features/notices/messages.ts under the same ids.
 */

export interface CatalogueMessage {
  id: string;
  /** The English; the product build drops it, its catalogues have every id (decision 0012). */
  defaultMessage?: string;
}

/** What a notice says: a server text as is, or a message id with its English. */
export type NoticeMessage = { text: string } | CatalogueMessage;

export interface NotifyOptions {
  /** Auto-close after this long; otherwise the notice waits for its confirm button. */
  durationMs?: number;
}

/** What the app does for the catalogue; implemented by the root store. */
export interface ErrorReactor {
  notify(message: NoticeMessage, options?: NotifyOptions): void;
  /** Forget the stored session (token) only. */
  clearSession(): void;
  /** Clear the session and every API cache. */
  logout(): void;
  goToLogin(): void;
  disableAutoLogin(): void;
  removeLineSessionToken(): void;
  removeRememberedLogin(): void;
  /** Open the domain-not-available popup. */
  domainNotAvailable(): void;
}

export const catalogueMessages = {
  pleaseLogin: { id: 'api.pleaseLogin', defaultMessage: 'Please login' },
  networkError: { id: 'notice.networkError', defaultMessage: 'Network Error / CORS Errors' },
  networkOffline: {
    id: 'notice.networkOffline',
    defaultMessage: 'You are offline. Please check your network.',
  },
  unknownError: { id: 'notice.unknownError', defaultMessage: 'Unknown error' },
  httpsRequired: {
    id: 'notice.httpsRequired',
    defaultMessage:
      'This page is not on a secure connection, so your details cannot be sent safely. Please open the site with https:// and try again.',
  },
} as const satisfies Record<string, CatalogueMessage>;

export type Reaction =
  | Exclude<keyof ErrorReactor, 'notify'>
  | {
      notify: CatalogueMessage;
      durationMs?: number;
      /**
       * Part of the session's end, not of the call: shown even for a quiet call (alert: false),
       * when that call carried the session that is still the tab's (the member's session
       * expired under it). A visitor's call, or one whose session had already ended (logout,
       * a second call failing after the first), stays quiet.
       */
      sessionNotice?: true;
    }
  /** The server's message when it sent one, else the fallback. */
  | { notifyServerMessage: CatalogueMessage };

/** Every field given must hold. */
export interface Matcher {
  code?: string;
  codePrefix?: string;
  status?: number;
  kind?: readonly ApiErrorKind[];
  /** The page is served over https. */
  secure?: boolean;
  online?: boolean;
}

export interface CatalogueRow {
  /** The trigger as spec 8 words it. */
  trigger: string;
  /** The row applies when any matcher holds. */
  when: readonly Matcher[];
  reactions: readonly Reaction[];
  /** Go on to the rows below after this one; by default the first matching row ends the search. */
  continues?: true;
}

const codes = (...list: string[]): Matcher[] => list.map((code) => ({ code }));
const NO_ANSWER: readonly ApiErrorKind[] = ['network', 'timeout'];

export const ERROR_CATALOGUE: readonly CatalogueRow[] = [
  {
    trigger: 'domain_not_available',
    when: codes('domain_not_available'),
    reactions: ['domainNotAvailable'],
  },
  {
    trigger: 'token_ip_different',
    when: codes('token_ip_different'),
    reactions: ['disableAutoLogin'],
    continues: true,
  },
  {
    trigger: 'login.not.session',
    when: codes('login.not.session'),
    reactions: ['clearSession'],
    continues: true,
  },
  {
    trigger:
      'customer.not.login, user.or.token.invalid, login.not.session, CUSTOMER_NOT_LOGIN, HTTP 401',
    when: [
      ...codes('customer.not.login', 'user.or.token.invalid', 'login.not.session'),
      ...codes('CUSTOMER_NOT_LOGIN'),
      { status: 401 },
    ],
    reactions: [
      'logout',
      { notify: catalogueMessages.pleaseLogin, sessionNotice: true },
      'goToLogin',
    ],
  },
  { trigger: 'HTTP 502', when: [{ status: 502 }], reactions: [] },
  {
    trigger: 'code starting with TOO_MANY_REQUEST',
    when: [{ codePrefix: 'TOO_MANY_REQUEST' }],
    reactions: [],
  },
  {
    trigger: 'login.cred.err, not.exists.user',
    when: codes('login.cred.err', 'not.exists.user'),
    reactions: ['removeRememberedLogin'],
    continues: true,
  },
  {
    trigger: 'line_invalid_token',
    when: codes('line_invalid_token'),
    reactions: ['removeLineSessionToken'],
    continues: true,
  },
  // Not in spec 8: an encrypted call (login, registration, password) on a page served over
  // plain http, where the browser has no WebCrypto; nothing was sent (docs/api-encryption.md).
  {
    trigger: 'encrypted call without a secure context (plain http)',
    when: codes(SECURE_CONTEXT_REQUIRED),
    reactions: [{ notify: catalogueMessages.httpsRequired }],
  },
  // Not in spec 8: a call the caller aborted itself (a page left) is nobody's error.
  { trigger: 'aborted by the caller', when: [{ kind: ['aborted'] }], reactions: [] },
  {
    trigger: 'offline on https',
    when: [{ kind: NO_ANSWER, secure: true, online: false }],
    reactions: [{ notify: catalogueMessages.networkOffline, durationMs: OFFLINE_NOTICE_MS }],
  },
  {
    trigger: 'plain http and no response',
    when: [{ kind: NO_ANSWER, secure: false }],
    reactions: [{ notify: catalogueMessages.networkError }],
  },
  {
    trigger: 'other errors',
    when: [{}],
    reactions: [{ notifyServerMessage: catalogueMessages.unknownError }],
  },
];

/** Where the failing call ran. */
export interface FailureContext {
  secure: boolean;
  online: boolean;
  /**
   * The call carried the session token, and that session is still the tab's as the call fails
   * (not logged out meanwhile). Absent: false.
   */
  sessionLive?: boolean;
}

function matches(m: Matcher, error: ApiError, context: FailureContext): boolean {
  const code = error.errorCode;
  return (
    (m.code === undefined || code === m.code) &&
    (m.codePrefix === undefined || (code?.startsWith(m.codePrefix) ?? false)) &&
    (m.status === undefined || error.status === m.status) &&
    (m.kind === undefined || m.kind.includes(error.kind)) &&
    (m.secure === undefined || context.secure === m.secure) &&
    (m.online === undefined || context.online === m.online)
  );
}

/** The reactions the catalogue gives an error, in table order. */
export function reactionsFor(
  error: ApiError,
  context: FailureContext,
  catalogue: readonly CatalogueRow[] = ERROR_CATALOGUE,
): Reaction[] {
  const reactions: Reaction[] = [];
  for (const row of catalogue) {
    if (!row.when.some((m) => matches(m, error, context))) continue;
    reactions.push(...row.reactions);
    if (!row.continues) break;
  }
  return reactions;
}

const isNotice = (r: Reaction): boolean => typeof r === 'object';

/** A notice a quiet call still shows: the session it carried has ended (spec 8, "please login"). */
const isSessionNotice = (r: Reaction, context: FailureContext): boolean =>
  typeof r === 'object' &&
  'sessionNotice' in r &&
  r.sessionNotice === true &&
  !!context.sessionLive;

/**
 * Performs the catalogue's reactions. `alert: false` drops the notices, except the "please
 * login" of a session that ended under the call; session and navigation reactions always
 * happen. A reactor that throws never hides the call's error.
 */
export function applyCatalogue(
  error: ApiError,
  reactor: ErrorReactor,
  context: FailureContext & { alert: boolean },
): void {
  for (const reaction of reactionsFor(error, context)) {
    if (!context.alert && isNotice(reaction) && !isSessionNotice(reaction, context)) continue;
    try {
      if (typeof reaction === 'string') reactor[reaction]();
      else if ('notify' in reaction)
        reactor.notify(
          reaction.notify,
          reaction.durationMs === undefined ? undefined : { durationMs: reaction.durationMs },
        );
      else
        reactor.notify(
          error.serverMessage ? { text: error.serverMessage } : reaction.notifyServerMessage,
        );
    } catch (reactorError) {
      queueMicrotask(() => {
        throw reactorError;
      });
    }
  }
}

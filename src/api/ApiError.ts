/**
 * How a call failed:
 * - 'server': the answer said success: false (an errorCode, a message);
 * - 'http': a non-2xx status;
 * - 'timeout': the client's timer aborted it (errorCode ECONNABORTED);
 * - 'network': no answer at all (offline, DNS, CORS);
 * - 'redirect': the server answered with a redirect, which the client never follows (spec 7);
 * - 'parse': the answer was not JSON;
 * - 'aborted': the caller's own signal aborted it (a page left);
 * - 'encryption': the body could not be encrypted (no encryptor, no key).
 */
export type ApiErrorKind =
  'server' | 'http' | 'timeout' | 'network' | 'redirect' | 'parse' | 'aborted' | 'encryption';

/** spec 8: what a timed-out call carries as its errorCode, as the game launch expects. */
export const TIMEOUT_ERROR_CODE = 'ECONNABORTED';

/** One error type for every failed call: the server's errorCode, the HTTP status, the message. */
export class ApiError extends Error {
  readonly errorCode: string | null;
  readonly status: number | null;
  readonly path: string;
  readonly kind: ApiErrorKind;
  /** The server's own message, when there was an answer; `message` falls back to code or kind. */
  readonly serverMessage: string | null;
  /** The envelope's value of a refused call (login_verify_required carries its challenge). */
  readonly value: unknown;

  constructor(init: {
    path: string;
    kind: ApiErrorKind;
    errorCode?: string | null;
    status?: number | null;
    message?: string | null;
    value?: unknown;
    cause?: unknown;
  }) {
    super(init.message ?? init.errorCode ?? init.kind, { cause: init.cause });
    this.name = 'ApiError';
    this.path = init.path;
    this.kind = init.kind;
    this.errorCode = init.errorCode ?? null;
    this.status = init.status ?? null;
    this.serverMessage = this.hasResponse ? (init.message ?? null) : null;
    this.value = init.value ?? null;
  }

  /** The server said something (a message or an error code), as opposed to no answer at all. */
  get hasResponse(): boolean {
    return this.kind === 'server' || this.kind === 'http';
  }
}

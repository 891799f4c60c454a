/** One error type for every failed call: the server's errorCode, the HTTP status, the message. */
export class ApiError extends Error {
  readonly errorCode: string | null;
  readonly status: number | null;
  readonly path: string;
  /** 'timeout' when aborted by the client timer, 'network' when no response, 'parse' for bad JSON. */
  readonly kind: 'server' | 'http' | 'timeout' | 'network' | 'parse';

  constructor(init: {
    path: string;
    kind: ApiError['kind'];
    errorCode?: string | null;
    status?: number | null;
    message?: string | null;
  }) {
    super(init.message ?? init.errorCode ?? init.kind);
    this.name = 'ApiError';
    this.path = init.path;
    this.kind = init.kind;
    this.errorCode = init.errorCode ?? null;
    this.status = init.status ?? null;
  }

  /** The server said something (a message or an error code), as opposed to no answer at all. */
  get hasResponse(): boolean {
    return this.kind === 'server' || this.kind === 'http';
  }
}

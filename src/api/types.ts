import type { ApiError } from './ApiError';

/**
 * The API client's contract (ARCHITECTURE.md, API client). Features call the typed functions in
 * src/api/calls/, which call this client; nothing else touches fetch.
 */

export type QueryValue = string | number | boolean | null | undefined;

export interface CommonOptions {
  headers?: Record<string, string>;
  /** Default 30 s (spec 9). */
  timeoutMs?: number;
  /**
   * Apply the error catalogue's user-facing reaction (notice alerts, "please login").
   * Default true; a caller that shows the error itself (a form) passes false and still gets
   * the ApiError. Session reactions (logout, clear session) always apply. A function decides
   * per error: a form shows the server's refusals itself and leaves the rest to the catalogue.
   */
  alert?: boolean | ((error: ApiError) => boolean);
  /** Browser fetch priority; the connectivity ping is 'low'. */
  priority?: 'high' | 'low' | 'auto';
  /** Abort from outside (e.g. a page left). */
  signal?: AbortSignal;
  /**
   * Data the first screen's largest paint shows (the home's banner list): sent at once, not
   * held until the first screen has painted (ApiClientDeps.firstPaint, decision 0011).
   */
  firstScreen?: boolean;
}

export interface GetOptions extends CommonOptions {
  query?: Record<string, QueryValue>;
  /** Serve from / store in the request cache (api-cache-v1); true = default TTL (180 s). */
  cache?: boolean | { ttlMs: number };
  /**
   * Keep the answer in the in-memory session cache (session-scoped calls such as member info);
   * true = default TTL (180 s). Cleared on logout; never written to storage.
   */
  sessionCache?: boolean | { ttlMs: number };
  /** Ignore a cached answer (request or session cache) and refresh it. */
  flush?: boolean;
  /** Ask the browser and intermediaries not to cache (the status call). */
  noCache?: boolean;
  /** Add ext=webp|avif by the image-format rule (spec 5) for image-aware endpoints. */
  imageAware?: boolean;
}

export interface SendOptions extends CommonOptions {
  /** Encrypt the JSON body (RSA-OAEP wrapped AES-256-GCM, docs/api-encryption.md). */
  encrypt?: boolean;
  query?: Record<string, QueryValue>;
}

/** Envelope of every /wps answer except the status call. */
export interface Envelope<T> {
  success: boolean;
  errorCode: string | null;
  message: string | null;
  value: T | null;
}

/**
 * A relay call that is a read (spec 7: listed paths are cached; image-aware endpoints add ext):
 * the client honours `cache`, `flush` and `imageAware` for it as for a GET. The cache key
 * includes the JSON body; `ext` goes in the query string.
 */
export interface RelayOptions extends SendOptions {
  cache?: GetOptions['cache'];
  flush?: boolean;
  imageAware?: boolean;
}

export interface ApiClient {
  /** GET answering the standard envelope: resolves with `value`, rejects with ApiError. */
  get<T>(path: string, options?: GetOptions): Promise<T>;
  /** GET whose raw JSON body is the answer (the status call, manifests). */
  getJson<T>(path: string, options?: GetOptions): Promise<T>;
  post<T>(path: string, data?: unknown, options?: SendOptions): Promise<T>;
  put<T>(path: string, data?: unknown, options?: SendOptions): Promise<T>;
  delete<T>(path: string, data?: unknown, options?: SendOptions): Promise<T>;
  /** POST /wps/relay/<name> with a JSON body (spec 7, relay calls). */
  relay<T>(name: string, data?: unknown, options?: RelayOptions): Promise<T>;
}

/** Encrypts a JSON body for an encrypted request (implemented in src/api/crypto/). */
export interface PayloadEncryptor {
  encrypt(json: unknown): Promise<{ body: string; headers: Record<string, string> }>;
  /**
   * Drops a cached key the server no longer knows (HTTP 400 encrypt.key.unknown), only while it
   * is still `keyId`; the client then encrypts again and retries the call once.
   */
  forgetKey?(keyId?: string): void;
}

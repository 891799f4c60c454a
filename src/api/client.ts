import { sleep, type Clock } from '../platform/clock';
import type { KeyValueStore } from '../platform/storage';
import { ApiError, TIMEOUT_ERROR_CODE } from './ApiError';
import { createConcurrencyLimiter, type Release } from './concurrencyLimiter';
import {
  ENCRYPTION_ERROR_CODES,
  ENCRYPTION_HEADERS,
  SECURE_CONTEXT_REQUIRED,
  SecureContextRequiredError,
} from './crypto/constants';
import { startDeadline } from './deadline';
import { earlyCallKey, type EarlyCalls } from './earlyCalls';
import { applyCatalogue, type ErrorReactor, type FailureContext } from './errorCatalogue';
import { attachesToken, requestHeaders, type ContextHeaders } from './headers';
import { createRateLimiter } from './rateLimiter';
import { readAnswer } from './readAnswer';
import { createRequestCache, DEFAULT_CACHE_TTL_MS } from './requestCache';
import { createSessionCache, SESSION_CACHE_TTL_MS } from './sessionCache';
import type {
  ApiClient,
  GetOptions,
  PayloadEncryptor,
  QueryValue,
  RelayOptions,
  SendOptions,
} from './types';
import { barePath, withQuery } from './url';

export type { ApiClient, Envelope, GetOptions, PayloadEncryptor, SendOptions } from './types';
export { CLIENT_MARKER } from './headers';

/** spec 9: default request timeout. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export interface ApiClientDeps {
  fetch: typeof fetch;
  clock: Clock;
  /** Read for every request: Merchant, Language and the session token. */
  headers: () => ContextHeaders;
  /** Performs the error catalogue's reactions (spec 8). */
  reactor: ErrorReactor;
  /**
   * Settles once the first screen has painted (boot): until then only `firstScreen` calls go
   * out, so the largest paint's requests are not queued behind the rest (decision 0011). A
   * call's deadline starts when it goes out. The calls held go out one task each (a timer of
   * `clock`), not all in the task that settles it. Absent (tests, stories): nothing is held.
   */
  firstPaint?: Promise<void>;
  /** Needed by calls sent with `encrypt: true`. */
  encryptor?: PayloadEncryptor;
  /** Where the request cache (api-cache-v1) is kept. */
  cacheStorage: KeyValueStore;
  /** For the cache's 10% random size check. Default Math.random. */
  random?: () => number;
  /** spec 5 image format for image-aware calls; absent = no ext. */
  imageFormat?: () => 'avif' | 'webp' | null;
  /** Whether the page is on https and the browser online, for the catalogue. Default both true. */
  network?: () => FailureContext;
  /**
   * Answers the start already asked for (a member's first-screen calls, decision 0013): a
   * request equal to one of them takes its answer instead of fetching.
   */
  early?: Promise<EarlyCalls | null> | null;
}

/** The client as its owner (the root store) holds it. */
export interface ApiClientHandle extends ApiClient {
  /** Forgets every cached answer: the request cache and the session cache (logout). */
  clearCaches(): void;
  /** Stops the cache cleanup interval. */
  dispose(): void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Call {
  method: Method;
  path: string;
  /** The answer is the standard envelope, resolved with its value. */
  envelope: boolean;
  /** A relay read may be cached like a GET. */
  relay: boolean;
  options: GetOptions & SendOptions & RelayOptions;
  data?: unknown;
}

/** What one attempt sent, for the encrypted-call retry. */
interface Attempt {
  keyId?: string;
}

const ttlOf = (option: boolean | { ttlMs: number } | undefined, fallback: number) =>
  option === undefined || option === false ? null : option === true ? fallback : option.ttlMs;

/** An early answer, unless the call's deadline or its caller gives up first (as a fetch would). */
function answerBefore(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export function createApiClient(deps: ApiClientDeps): ApiClientHandle {
  const { clock } = deps;
  // Until the first screen is up, calls wait (deps.firstPaint). Those that waited then go out
  // one task each: sent together, in the task that settled it, their fetches made one long task
  // on a cheap phone. Calls made once it is up go out at once.
  let painted = !deps.firstPaint;
  deps.firstPaint?.then(
    () => (painted = true),
    () => undefined,
  );
  const afterFirstPaint = async (): Promise<void> => {
    await deps.firstPaint;
    await sleep(clock, 0);
  };
  const random = deps.random ?? Math.random;
  const network = deps.network ?? (() => ({ secure: true, online: true }));
  const rateLimiter = createRateLimiter(clock);
  const concurrency = createConcurrencyLimiter();
  const requestCache = createRequestCache({ storage: deps.cacheStorage, clock, random });
  const sessionCache = createSessionCache(clock);
  // Errors the catalogue has answered already (an encryptor's own key call): none reacts twice.
  const reacted = new WeakSet<ApiError>();

  async function encode(call: Call): Promise<{ body?: string; headers?: Record<string, string> }> {
    const { method, path, data, options } = call;
    if (method === 'GET' || (data === undefined && !options.encrypt)) return {};
    if (!options.encrypt) return { body: JSON.stringify(data) };
    if (!deps.encryptor) {
      throw new ApiError({
        path,
        kind: 'encryption',
        message: `${method} ${path} asks for encryption, but the API client has no PayloadEncryptor`,
      });
    }
    try {
      return await deps.encryptor.encrypt(data ?? {});
    } catch (cause) {
      if (cause instanceof ApiError) throw cause;
      // Plain http: nothing was sent, and the catalogue tells the member why (https needed).
      const errorCode =
        cause instanceof SecureContextRequiredError ? SECURE_CONTEXT_REQUIRED : null;
      throw new ApiError({ path, kind: 'encryption', errorCode, message: String(cause), cause });
    }
  }

  async function perform(call: Call, attempt: Attempt): Promise<unknown> {
    const { method, path, options } = call;
    const query: Record<string, QueryValue> = { ...options.query };
    const format = options.imageAware ? deps.imageFormat?.() : null;
    if (format) query.ext = format; // spec 7: image-aware endpoints ask for webp or avif
    const url = withQuery(path, query);
    const context = deps.headers();

    const cacheable = (method === 'GET' || call.relay) && !options.encrypt;
    const cacheTtl = cacheable ? ttlOf(options.cache, DEFAULT_CACHE_TTL_MS) : null;
    const sessionTtl = cacheable ? ttlOf(options.sessionCache, SESSION_CACHE_TTL_MS) : null;
    const cached = cacheTtl !== null || sessionTtl !== null;
    const body = method === 'GET' || !cached ? '' : JSON.stringify(call.data ?? null);
    const cacheKey = `${context.Merchant}|${context.Language}|${method} ${url}|${body}`;
    const sessionKey = `${context.Authorization ?? ''}|${cacheKey}`;
    if (cached && !options.flush) {
      const hit =
        (cacheTtl !== null ? requestCache.get(cacheKey) : undefined) ??
        (sessionTtl !== null ? sessionCache.get(sessionKey) : undefined);
      if (hit) return hit.data;
    }

    if (!painted && !options.firstScreen) await afterFirstPaint();
    const deadline = startDeadline(clock, options.timeoutMs ?? DEFAULT_TIMEOUT_MS, options.signal);
    let release: Release | undefined;
    try {
      const encoded = await encode(call);
      attempt.keyId = encoded.headers?.[ENCRYPTION_HEADERS.keyId];
      if (method === 'GET') await rateLimiter.wait(barePath(path), deadline.signal);
      release = await concurrency.acquire(barePath(path), deadline.signal);
      const headers = requestHeaders({
        path,
        context,
        extra: { ...options.headers, ...encoded.headers },
        json: encoded.body !== undefined,
        noCache: options.noCache,
      });
      // Only a first-screen call can have been sent early. The start loader sends them once
      // the tenant file is in, which the app has waited for already.
      const early =
        options.firstScreen && !options.noCache && deps.early
          ? (await deps.early)?.take(earlyCallKey(method, url, headers, encoded.body))
          : undefined;
      const response = early
        ? await answerBefore(early, deadline.signal)
        : await deps.fetch(url, {
            method,
            headers,
            body: encoded.body,
            credentials: 'include',
            redirect: 'manual', // spec 7: no redirects; an opaque redirect is an error
            cache: options.noCache ? 'no-store' : 'default',
            priority: options.priority,
            signal: deadline.signal,
          });
      const answer = await readAnswer(path, response, call.envelope);
      if (cacheTtl !== null) requestCache.set(cacheKey, answer, cacheTtl);
      if (sessionTtl !== null) sessionCache.set(sessionKey, answer, sessionTtl);
      return answer;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (deadline.timedOut)
        throw new ApiError({ path, kind: 'timeout', errorCode: TIMEOUT_ERROR_CODE, cause: error });
      if (deadline.callerAborted) throw new ApiError({ path, kind: 'aborted', cause: error });
      throw new ApiError({ path, kind: 'network', cause: error });
    } finally {
      release?.();
      deadline.done();
    }
  }

  /** An encrypted call refused for an unknown key id is encrypted again with a fresh key, once. */
  async function performWithKeyRetry(call: Call): Promise<unknown> {
    const attempt: Attempt = {};
    try {
      return await perform(call, attempt);
    } catch (error) {
      const forgetKey = deps.encryptor?.forgetKey;
      const keyUnknown =
        error instanceof ApiError && error.errorCode === ENCRYPTION_ERROR_CODES.keyUnknown;
      if (!call.options.encrypt || !keyUnknown || !forgetKey) throw error;
      forgetKey.call(deps.encryptor, attempt.keyId);
      return perform(call, {});
    }
  }

  /** The one failure path: every rejection is an ApiError that went through the catalogue. */
  async function request<T>(call: Call): Promise<T> {
    // The session this call carries: its end under the call is the member's to hear (spec 8).
    const sentToken = attachesToken(call.path) ? (deps.headers().Authorization ?? null) : null;
    try {
      return (await performWithKeyRetry(call)) as T;
    } catch (caught) {
      const error =
        caught instanceof ApiError
          ? caught
          : new ApiError({
              path: call.path,
              kind: 'network',
              message: String(caught),
              cause: caught,
            });
      if (!reacted.has(error)) {
        reacted.add(error);
        const { alert } = call.options;
        const now = deps.headers().Authorization ?? null;
        applyCatalogue(error, deps.reactor, {
          ...network(),
          sessionLive: sentToken !== null && now === sentToken,
          alert: typeof alert === 'function' ? alert(error) : alert !== false,
        });
      }
      throw error;
    }
  }

  const send =
    (method: Method) =>
    <T>(path: string, data?: unknown, options: SendOptions = {}) =>
      request<T>({ method, path, envelope: true, relay: false, options, data });

  return {
    get: (path, options = {}) =>
      request({ method: 'GET', path, envelope: true, relay: false, options }),
    getJson: (path, options = {}) =>
      request({ method: 'GET', path, envelope: false, relay: false, options }),
    post: send('POST'),
    put: send('PUT'),
    delete: send('DELETE'),
    relay: (name, data, options = {}) =>
      request({
        method: 'POST',
        path: `/wps/relay/${encodeURIComponent(name)}`,
        envelope: true,
        relay: true,
        options,
        data,
      }),
    clearCaches() {
      requestCache.clear();
      sessionCache.clear();
    },
    dispose: () => requestCache.dispose(),
  };
}

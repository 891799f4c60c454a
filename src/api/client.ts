import type { Clock } from '../platform/clock';
import { ApiError } from './ApiError';

/** spec 9: default request timeout. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Client marker header sent on every call (spec 7). */
export const CLIENT_MARKER = { 'X-Client': 'mobile-web' } as const;

export interface ApiClientDeps {
  fetch: typeof fetch;
  clock: Clock;
  /** Headers that depend on the current state: Merchant, Language, Authorization. */
  headers: () => Record<string, string>;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** GET: ask the browser and intermediaries not to cache (status call). */
  noCache?: boolean;
}

/** Envelope of every /wps answer except the status call. */
export interface Envelope<T> {
  success: boolean;
  errorCode: string | null;
  message: string | null;
  value: T | null;
}

export interface ApiClient {
  /** Raw JSON body of a GET. */
  getJson<T>(path: string, options?: RequestOptions): Promise<T>;
  /** GET a call answering the standard envelope; rejects with ApiError when success is false. */
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, data: unknown, options?: RequestOptions): Promise<T>;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = deps.clock.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...CLIENT_MARKER,
      ...deps.headers(),
      ...options.headers,
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.noCache) headers['Cache-Control'] = 'no-cache';
    let response: Response;
    try {
      response = await deps.fetch(withQuery(path, options.query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
        redirect: 'manual',
        cache: options.noCache ? 'no-store' : 'default',
        signal: controller.signal,
      });
    } catch {
      throw new ApiError({
        path,
        kind: timedOut ? 'timeout' : 'network',
        errorCode: timedOut ? 'ECONNABORTED' : null,
      });
    } finally {
      deps.clock.clearTimeout(timer);
    }
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      throw new ApiError({ path, kind: response.ok ? 'parse' : 'http', status: response.status });
    }
    if (!response.ok) {
      const env = data as Partial<Envelope<unknown>> | null;
      throw new ApiError({
        path,
        kind: 'http',
        status: response.status,
        errorCode: env?.errorCode ?? null,
        message: env?.message ?? null,
      });
    }
    return data as T;
  }

  async function unwrap<T>(path: string, p: Promise<Envelope<T>>): Promise<T> {
    const env = await p;
    if (!env || env.success === false) {
      throw new ApiError({
        path,
        kind: 'server',
        errorCode: env?.errorCode ?? null,
        message: env?.message ?? null,
        status: 200,
      });
    }
    return env.value as T;
  }

  return {
    getJson: (path, options) => request('GET', path, undefined, options),
    get: (path, options) => unwrap(path, request('GET', path, undefined, options)),
    post: (path, data, options) => unwrap(path, request('POST', path, data, options)),
  };
}

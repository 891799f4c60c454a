/**
 * Fakes for the API client's tests (not used by the app): a fetch whose answers the test gives,
 * a reactor that records what the catalogue asked for, and a client built from them.
 */
import { createFakeClock, type FakeClock } from '../../testing/createFakeClock';
import { createMemoryStore, type KeyValueStore } from '../../platform/storage';
import { createApiClient, type ApiClientDeps, type ApiClientHandle } from '../client';
import type { ErrorReactor, NoticeMessage, NotifyOptions } from '../errorCatalogue';

export interface FakeRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  init: RequestInit;
  respond(response: Response): void;
  fail(error?: unknown): void;
  /** Settled (answered, failed or aborted). */
  readonly settled: boolean;
}

export interface FakeFetch {
  fetch: typeof fetch;
  requests: FakeRequest[];
  /** Requests not yet settled. */
  open(): FakeRequest[];
}

/** `answer` may answer at once; requests it leaves unanswered wait for respond() or an abort. */
export function createFakeFetch(
  answer?: (request: FakeRequest) => Response | undefined,
): FakeFetch {
  const requests: FakeRequest[] = [];
  const fakeFetch: typeof globalThis.fetch = (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      let settled = false;
      const settle = () => {
        settled = true;
        init.signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        settle();
        reject(init.signal?.reason ?? new DOMException('aborted', 'AbortError'));
      };
      const request: FakeRequest = {
        url: String(input),
        method: init.method ?? 'GET',
        headers: { ...(init.headers as Record<string, string> | undefined) },
        body: typeof init.body === 'string' ? init.body : undefined,
        init,
        respond(response) {
          if (settled) return;
          settle();
          resolve(response);
        },
        fail(error = new TypeError('Failed to fetch')) {
          if (settled) return;
          settle();
          reject(error);
        },
        get settled() {
          return settled;
        },
      };
      requests.push(request);
      if (init.signal?.aborted) return onAbort();
      init.signal?.addEventListener('abort', onAbort);
      const answered = answer?.(request);
      if (answered) request.respond(answered);
    });
  return { fetch: fakeFetch, requests, open: () => requests.filter((r) => !r.settled) };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const okEnvelope = (value: unknown, status = 200): Response =>
  jsonResponse({ success: true, errorCode: null, message: null, value }, status);

export const failEnvelope = (errorCode: string, message: string | null, status = 200): Response =>
  jsonResponse({ success: false, errorCode, message, value: null }, status);

export type ReactorCall =
  | { do: 'notify'; message: NoticeMessage; options?: NotifyOptions }
  | { do: Exclude<keyof ErrorReactor, 'notify'> };

export interface RecordingReactor extends ErrorReactor {
  calls: ReactorCall[];
  /** The names of the reactions, in order. */
  names(): string[];
}

export function createRecordingReactor(): RecordingReactor {
  const calls: ReactorCall[] = [];
  const record = (name: Exclude<keyof ErrorReactor, 'notify'>) => () =>
    void calls.push({ do: name });
  return {
    calls,
    names: () => calls.map((c) => c.do),
    notify: (message, options) =>
      void calls.push(options ? { do: 'notify', message, options } : { do: 'notify', message }),
    clearSession: record('clearSession'),
    logout: record('logout'),
    goToLogin: record('goToLogin'),
    disableAutoLogin: record('disableAutoLogin'),
    removeLineSessionToken: record('removeLineSessionToken'),
    removeRememberedLogin: record('removeRememberedLogin'),
    domainNotAvailable: record('domainNotAvailable'),
  };
}

export interface TestClient {
  client: ApiClientHandle;
  clock: FakeClock;
  fake: FakeFetch;
  reactor: RecordingReactor;
  storage: KeyValueStore;
}

/** A client on fake time and a fake fetch; a member session (token t-1) unless overridden. */
export function createTestClient(
  options: {
    answer?: (request: FakeRequest) => Response | undefined;
    deps?: Partial<ApiClientDeps>;
  } = {},
): TestClient {
  const clock = createFakeClock(1_000_000);
  const fake = createFakeFetch(options.answer);
  const reactor = createRecordingReactor();
  const storage = createMemoryStore();
  const client = createApiClient({
    fetch: fake.fetch,
    clock,
    headers: () => ({ Merchant: 'demo', Language: 'EN', Authorization: 't-1' }),
    reactor,
    cacheStorage: storage,
    random: () => 0.5,
    network: () => ({ secure: true, online: true }),
    ...options.deps,
  });
  return { client, clock, fake, reactor, storage };
}

/** Lets every pending promise callback run (a real macrotask turn). */
export const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Moves fake time forward and lets what it released run. */
export async function advance(clock: FakeClock, ms: number): Promise<void> {
  await flush();
  clock.advance(ms);
  await flush();
}

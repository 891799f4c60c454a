import type { Envelope } from './envelope.ts';
import type { DemoApi } from './createDemoApi.ts';
import { call } from './testSupport.ts';

/** Shared by the relay, game and system-call tests. */
export interface CallContext {
  merchant?: string | null;
  /** Sent as Authorization when set. */
  token?: string;
  language?: string;
  /** Added as the ext query (what the client adds for an image-aware call). */
  ext?: 'webp' | 'avif';
}

export interface Answer<T> {
  status: number;
  body: Envelope<T>;
}

function headersOf(context: CallContext): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (context.token) headers.Authorization = context.token;
  if (context.language) headers.Language = context.language;
  return headers;
}

/** POST /wps/relay/<name> with a JSON body, as the client sends it. */
export async function relayCall<T>(
  api: DemoApi,
  name: string,
  body: unknown = {},
  context: CallContext = {},
): Promise<Answer<T>> {
  const query = context.ext ? `?ext=${context.ext}` : '';
  const res = await call(api, `/wps/relay/${name}${query}`, {
    method: 'POST',
    merchant: context.merchant === undefined ? 'demo' : context.merchant,
    headers: headersOf(context),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** GET a /wps path with a query. */
export async function getCall<T>(
  api: DemoApi,
  path: string,
  query: Record<string, string> = {},
  context: CallContext = {},
): Promise<Answer<T>> {
  const search = new URLSearchParams(query).toString();
  const res = await call(api, search ? `${path}?${search}` : path, {
    merchant: context.merchant === undefined ? 'demo' : context.merchant,
    headers: headersOf(context),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** The value of a successful answer; fails the test with the server's words otherwise. */
export function valueOf<T>(answer: Answer<T>): T {
  if (!answer.body.success || answer.body.value === null) {
    throw new Error(
      `expected success, got ${answer.status} ${answer.body.errorCode}: ${answer.body.message}`,
    );
  }
  return answer.body.value;
}

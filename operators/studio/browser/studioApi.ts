/**
 * The studio's server calls: the dev server's (operators/studio/server/studioPlugin.ts) and the
 * team server's, which answers the same paths (team/teamApi.ts adds its own).
 */
export interface CheckMessage {
  line: number;
  col: number;
  pointer: string;
  message: string;
}

export interface DraftCheck {
  file: string;
  text: string;
  ok: boolean;
  errors: CheckMessage[];
  warnings: CheckMessage[];
  lines: string[];
}

/** GET texts/<language> (operators/studio/server/studioCore.ts, productTexts). */
export interface ProductTexts {
  language: string;
  messages: Record<string, string>;
  rtl: string[];
}

export type SaveResult =
  { saved: true; check: DraftCheck; changed: boolean } | { saved: false; check: DraftCheck };

export type CreateResult = { ok: true; check: DraftCheck } | { ok: false; problems: string[] };

/** A studio call answered with an error: its HTTP status and the server's JSON body. */
export class StudioCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

/**
 * The team server's session (team/teamApi.ts): every write carries its CSRF token, and an answer
 * of 401 (the session ended) tells the team studio to show the sign-in page. The dev server has
 * neither.
 */
const session: { csrf: string | null; onSignedOut: (() => void) | null } = {
  csrf: null,
  onSignedOut: null,
};

export function setStudioSession(csrf: string | null, onSignedOut: (() => void) | null): void {
  session.csrf = csrf;
  session.onSignedOut = onSignedOut;
}

/**
 * One call to the studio's server: GET without a body, POST (JSON) with one. `signal` aborts it
 * (the page no longer wants the answer).
 */
export async function studioCall<T>(
  path: string,
  body?: unknown,
  { signal }: { signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    if (session.csrf) headers['X-CSRF-Token'] = session.csrf;
  }
  const response = await fetch(`/__studio/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
  const raw = await response.text();
  let data: unknown = null;
  try {
    data = JSON.parse(raw);
  } catch {
    // Not JSON: a proxy's or a static server's page (its text, when short, is the message).
  }
  const object =
    typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  if (!response.ok) {
    if (response.status === 401 && session.onSignedOut) session.onSignedOut();
    const plain = data === null && raw.length > 0 && raw.length < 200 && !raw.includes('<');
    const message =
      typeof object.error === 'string'
        ? object.error
        : plain
          ? raw.trim()
          : `HTTP ${response.status}`;
    throw new StudioCallError(response.status, message, object);
  }
  return data as T;
}

const call = studioCall;

export const studioApi = {
  schema: () => call<Record<string, unknown>>('schema'),
  codes: () => call<{ codes: string[] }>('tenants').then((r) => r.codes),
  read: (code: string, signal?: AbortSignal) =>
    call<{ code: string; file: string; text: string }>(`tenants/${code}`, undefined, { signal }),
  /** `preview` says whether the preview's draft moved on (the app would accept this one). */
  check: (code: string, value: unknown, draftCode: string) =>
    call<DraftCheck & { preview: 'updated' | 'kept' }>('check', { code, value, draftCode }),
  create: (input: { merchantCode: string; displayName: string; domains: string[] }) =>
    call<CreateResult>('create', input),
  save: (code: string, value: unknown) => call<SaveResult>('save', { code, value }),
  /** The product's catalogue in a language, and which languages are written right to left. */
  productTexts: (language: string) => call<ProductTexts>(`texts/${encodeURIComponent(language)}`),
};

/**
 * How many lines a commit of `after` over `before` would show as changed: the larger of the
 * lines removed and added by a longest-common-subsequence line diff (a moved line counts once).
 */
export function countChangedLines(before: string, after: string): number {
  const a = before.split('\n');
  const b = after.split('\n');
  // Only the middle that differs needs the quadratic table.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const x = a.slice(start, endA);
  const y = b.slice(start, endB);
  let previous = new Array<number>(y.length + 1).fill(0);
  for (const line of x) {
    const row = new Array<number>(y.length + 1).fill(0);
    for (let j = 0; j < y.length; j++)
      row[j + 1] = line === y[j] ? previous[j]! + 1 : Math.max(previous[j + 1]!, row[j]!);
    previous = row;
  }
  const common = previous[y.length]!;
  return Math.max(x.length - common, y.length - common);
}

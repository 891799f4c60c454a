/** The dev server's studio calls (operators/studio/server/studioPlugin.ts). */
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

export type SaveResult =
  { saved: true; check: DraftCheck; changed: boolean } | { saved: false; check: DraftCheck };

export type CreateResult = { ok: true; check: DraftCheck } | { ok: false; problems: string[] };

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/__studio/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(data.error ?? `HTTP ${response.status}`);
  return data;
}

export const studioApi = {
  schema: () => call<Record<string, unknown>>('schema'),
  codes: () => call<{ codes: string[] }>('tenants').then((r) => r.codes),
  read: (code: string) => call<{ code: string; file: string; text: string }>(`tenants/${code}`),
  /** `preview` says whether the preview's draft moved on (the app would accept this one). */
  check: (code: string, value: unknown, draftCode: string) =>
    call<DraftCheck & { preview: 'updated' | 'kept' }>('check', { code, value, draftCode }),
  create: (input: { merchantCode: string; displayName: string; domains: string[] }) =>
    call<CreateResult>('create', input),
  save: (code: string, value: unknown) => call<SaveResult>('save', { code, value }),
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

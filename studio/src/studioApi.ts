/** The dev server's studio calls (scripts/studio/studioPlugin.ts). */
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
  check: (code: string, value: unknown, draftCode: string) =>
    call<DraftCheck>('check', { code, value, draftCode }),
  create: (input: { merchantCode: string; displayName: string; domains: string[] }) =>
    call<CreateResult>('create', input),
  save: (code: string, value: unknown) => call<SaveResult>('save', { code, value }),
};

/** Lines of `after` that are not at the same place in `before`: what the commit would show. */
export function countChangedLines(before: string, after: string): number {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  return Math.max(endA - start, endB - start);
}

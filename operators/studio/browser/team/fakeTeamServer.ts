/**
 * A small in-memory team server for the team studio's component tests: the HTTP API of
 * docs/studio.md (the team studio) answered through a fake `fetch`, with its rules that the page
 * must follow (JSON writes with the session's CSRF token) checked on every call. Tests only.
 */
import type { DraftCheck } from '../studioApi';
import type {
  ApproveResult,
  ChangeDetail,
  ChangeSummary,
  Comparison,
  Operator,
  Session,
  Version,
} from './teamApi';

export interface FakeCall {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
  csrf: string | null;
}

export interface FakeTeamOptions {
  /** The dev server: no session call (404). */
  dev?: boolean;
  auth?: 'local' | 'proxy';
  /** Who is signed in at the start (null: nobody). */
  signedIn?: Operator | null;
  operators?: Operator[];
  /** Passwords of the local accounts, by e-mail. */
  passwords?: Record<string, string>;
  setup?: { hint: string } | null;
  codes?: string[];
  /** The published tenant files (their text), by merchant code: the editor opens these. */
  files?: Record<string, string>;
  /** The tenant schema the editor's form is built from (default: an empty object schema). */
  schema?: Record<string, unknown>;
  changes?: ChangeDetail[];
  versions?: Record<string, Version[]>;
  /** Texts of published versions, by commit. */
  texts?: Record<string, string>;
  comparison?: Comparison;
  /** What approving answers (default: published in four steps). */
  approve?: (id: string) => ApproveResult;
  /** Seconds to wait before sign-in is allowed again (429). */
  retryAfterSeconds?: number;
  /** A 401 on the session with this text (a proxy-mode server's refusal). */
  sessionRefused?: string;
}

export const CSRF = 'csrf-token-1';

export function check(overrides: Partial<DraftCheck> = {}): DraftCheck {
  return {
    file: 'tenants/demo.json',
    text: '{}\n',
    ok: true,
    errors: [],
    warnings: [],
    lines: [],
    ...overrides,
  };
}

export function operator(
  email: string,
  role: Operator['role'],
  merchants: Operator['merchants'] = '*',
): Operator {
  return { email, role, merchants };
}

export function changeDetail(overrides: Partial<ChangeDetail> = {}): ChangeDetail {
  return {
    id: 'c0ffee01',
    merchant: 'demo',
    title: 'Brand colour for the autumn campaign',
    author: { name: 'Ann Editor', email: 'ann@example.com' },
    createdAt: '2026-11-27T10:00:00Z',
    updatedAt: '2026-11-27T10:05:00Z',
    state: 'open',
    comments: [
      {
        author: { name: 'Ann Editor', email: 'ann@example.com' },
        at: '2026-11-27T10:00:00Z',
        text: 'Brand colour for the autumn campaign',
        kind: 'created',
      },
    ],
    before: '{\n  "theme": { "primary": "#7c3aed" }\n}\n',
    after: '{\n  "theme": { "primary": "#0ea5e9" }\n}\n',
    summary: [
      {
        tab: 'Theme & brand',
        label: 'Brand colour',
        pointer: '/theme/primary',
        kind: 'changed',
        before: '#7c3aed',
        after: '#0ea5e9',
        text: 'Theme & brand > Brand colour: #7c3aed -> #0ea5e9',
      },
      {
        tab: 'Menu',
        label: 'Menu',
        pointer: '/menu/0',
        kind: 'moved',
        before: '3rd',
        after: '1st',
        text: 'Menu: VIP benefits moved from 3rd to 1st',
      },
    ],
    rawDiff:
      '--- a/tenants/demo.json\n+++ b/tenants/demo.json\n@@ -2 +2 @@\n-  "theme": { "primary": "#7c3aed" }\n+  "theme": { "primary": "#0ea5e9" }\n',
    check: check({
      warnings: [
        {
          line: 2,
          col: 27,
          pointer: '/theme/primary',
          message: 'contrast with onPrimary is 2.9:1 (under 4.5:1)',
        },
      ],
    }),
    previews: { before: 'studio-before01', after: 'studio-after001' },
    canApprove: true,
    links: [],
    ...overrides,
  };
}

function summaryOf(detail: ChangeDetail): ChangeSummary {
  const { id, merchant, title, author, createdAt, updatedAt, state, comments } = detail;
  return { id, merchant, title, author, createdAt, updatedAt, state, comments };
}

type Answer = { status: number; body: unknown };

/** The fake server: `fetch` to install (vi.stubGlobal), and what the page sent. */
export function fakeTeamServer(options: FakeTeamOptions = {}) {
  const auth = options.auth ?? 'local';
  let me: Operator | null = options.signedIn ?? null;
  const operators = [...(options.operators ?? (me ? [me] : []))];
  const changes = new Map((options.changes ?? []).map((c) => [c.id, structuredClone(c)]));
  const calls: FakeCall[] = [];
  let nextId = 1;
  let nextLink = 1;

  const session = (): Session => ({
    operator: me,
    csrf: me ? CSRF : null,
    auth,
    mode: 'team',
    setup: operators.length === 0 ? (options.setup ?? null) : null,
  });

  const person = () => ({ name: me!.email.split('@')[0]!, email: me!.email });

  const route = (
    method: string,
    path: string,
    body: Record<string, unknown> | undefined,
  ): Answer => {
    const ok = (value: unknown): Answer => ({ status: 200, body: value });
    const fail = (status: number, error: string, extra: object = {}): Answer => ({
      status,
      body: { error, ...extra },
    });
    if (options.dev) {
      if (path === 'tenants') return ok({ codes: options.codes ?? [] });
      if (path === 'schema') return ok({ type: 'object', properties: {} });
      return fail(404, `no such studio call: ${method} ${path}`);
    }
    if (path === 'session') {
      if (options.sessionRefused) return fail(401, options.sessionRefused);
      return ok(session());
    }
    if (path === 'sign-in') {
      if (options.retryAfterSeconds)
        return fail(429, 'Too many failed sign-ins', {
          retryAfterSeconds: options.retryAfterSeconds,
        });
      const email = String(body?.email ?? '');
      const found = operators.find((o) => o.email === email);
      if (!found || options.passwords?.[email] !== body?.password)
        return fail(401, 'Wrong e-mail or password.');
      me = found;
      return ok(session());
    }
    if (!me) return fail(401, 'sign in first');
    if (path === 'sign-out') {
      me = null;
      return ok({ signedOut: true });
    }
    if (path === 'tenants') return ok({ codes: options.codes ?? ['demo'] });
    if (path === 'schema') return ok(options.schema ?? { type: 'object', properties: {} });
    const tenant = /^tenants\/([^/]+)$/.exec(path)?.[1];
    const file = tenant === undefined ? undefined : options.files?.[tenant];
    if (file !== undefined) return ok({ code: tenant, file: `tenants/${tenant}.json`, text: file });
    if (path === 'check') {
      // The checker's verdict on the draft: no problems, the file as it would be written.
      const code = String(body?.code);
      const written = `${JSON.stringify(body?.value, null, 2)}\n`;
      return ok({ ...check({ file: `tenants/${code}.json`, text: written }), preview: 'updated' });
    }
    if (path === 'save') {
      const code = String(body?.code);
      const title = String(body?.title ?? '');
      const revising = typeof body?.change === 'string' ? changes.get(body.change) : undefined;
      const at = '2026-11-27T11:00:00Z';
      const detail =
        revising ??
        changeDetail({
          id: `cafe${String(nextId++).padStart(4, '0')}`,
          merchant: code,
          author: person(),
          comments: [],
          createdAt: at,
        });
      Object.assign(detail, {
        title,
        after: `${JSON.stringify(body?.value, null, 2)}\n`,
        updatedAt: at,
        state: 'open',
      });
      detail.comments.push({
        author: person(),
        at,
        text: title,
        kind: revising ? 'revised' : 'created',
      });
      changes.set(detail.id, detail);
      return ok({ saved: true, changed: true, check: check(), change: summaryOf(detail) });
    }
    if (path === 'changes' || path.startsWith('changes?')) {
      const merchant = new URLSearchParams(path.split('?')[1] ?? '').get('merchant');
      return ok({
        changes: [...changes.values()]
          .filter((c) => !merchant || c.merchant === merchant)
          .map(summaryOf),
      });
    }
    const change = /^changes\/([^/]+)(?:\/(.+))?$/.exec(path);
    if (change) {
      const detail = changes.get(decodeURIComponent(change[1]!));
      if (!detail) return fail(404, 'no such change request');
      const action = change[2];
      const at = '2026-11-27T12:00:00Z';
      if (!action && method === 'GET') return ok(detail);
      if (action === 'approve') {
        const result: ApproveResult = options.approve?.(detail.id) ?? {
          published: true,
          commit: 'f00dbabe',
          ms: 1234,
          steps: [
            { step: 'check', ok: true, ms: 120 },
            { step: 'commit', ok: true, ms: 80 },
            { step: 'files', ok: true, ms: 30 },
          ],
        };
        if (!result.published) {
          const { status, published: _published, ...rest } = result;
          return { status, body: rest };
        }
        detail.state = 'published';
        detail.comments.push({
          author: person(),
          at,
          text: String(body?.comment ?? ''),
          kind: 'approved',
        });
        return ok(result);
      }
      if (action === 'send-back' || action === 'comment') {
        detail.comments.push({
          author: person(),
          at,
          text: String(body?.comment ?? ''),
          kind: action === 'send-back' ? 'sent-back' : 'comment',
        });
        if (action === 'send-back') detail.state = 'sent-back';
        return ok({ change: summaryOf(detail) });
      }
      if (action === 'preview-links') {
        const hours = Number(body?.hours ?? 72);
        const link = {
          id: `link${nextLink++}`,
          url: `/preview/token-${nextLink}`,
          expiresAt: new Date(Date.parse('2030-01-01T00:00:00Z') + hours * 3_600_000).toISOString(),
          revoked: false,
        };
        detail.links.push(link);
        return ok({ link });
      }
      const revoke = /^preview-links\/([^/]+)\/revoke$/.exec(action ?? '');
      if (revoke) {
        const link = detail.links.find((l) => l.id === revoke[1]);
        if (!link) return fail(404, 'no such preview link');
        link.revoked = true;
        return ok({ link });
      }
    }
    const history = /^history\/([^/]+)(?:\/([^/]+))?(?:\/(restore))?$/.exec(path);
    if (history) {
      const code = decodeURIComponent(history[1]!);
      if (!history[2]) return ok({ versions: options.versions?.[code] ?? [] });
      const commit = history[2];
      if (history[3] === 'restore') {
        const detail = changeDetail({
          id: `feed${String(nextId++).padStart(4, '0')}`,
          merchant: code,
          title: `Restore ${commit.slice(0, 7)}`,
          author: person(),
          after: options.texts?.[commit] ?? '{}\n',
        });
        changes.set(detail.id, detail);
        return ok({ change: summaryOf(detail) });
      }
      const text = options.texts?.[commit];
      if (text === undefined) return fail(404, 'not in that commit');
      return ok({ text, previewCode: `studio-v${commit.slice(0, 7)}` });
    }
    if (path.startsWith('compare/')) return ok(options.comparison ?? { summary: [], rawDiff: '' });
    if (path === 'previews') return ok({ previewCode: 'studio-preview1' });
    if (path === 'operators' && method === 'GET') {
      if (me.role !== 'admin') return fail(403, 'only an admin manages operators');
      return ok({ operators });
    }
    if (path === 'operators') {
      const entry = {
        email: String(body?.email),
        role: body?.role as Operator['role'],
        merchants: body?.merchants as Operator['merchants'],
      };
      operators.push(entry);
      return ok({ operators });
    }
    if (path === 'operators/remove') {
      const index = operators.findIndex((o) => o.email === body?.email);
      if (index >= 0) operators.splice(index, 1);
      return ok({ operators });
    }
    return fail(404, `no such studio call: ${method} ${path}`);
  };

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://studio.test');
    const path = `${url.pathname.replace(/^\/__studio\//, '')}${url.search}`;
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const body =
      typeof init.body === 'string'
        ? (JSON.parse(init.body) as Record<string, unknown>)
        : undefined;
    calls.push({ method, path, body, csrf: headers.get('X-CSRF-Token') });
    let answer: Answer;
    if (method === 'POST' && headers.get('Content-Type') !== 'application/json')
      answer = { status: 415, body: { error: 'JSON only' } };
    else if (method === 'POST' && me && path !== 'sign-in' && headers.get('X-CSRF-Token') !== CSRF)
      answer = { status: 403, body: { error: 'missing or wrong X-CSRF-Token' } };
    else answer = route(method, path, body);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };

  return {
    fetch,
    calls,
    changes,
    operators,
    /** The calls made to one path and method. */
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}

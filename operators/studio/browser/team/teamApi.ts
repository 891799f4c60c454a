/**
 * The team server's calls (docs/studio.md, the team studio): sign-in, change requests and their
 * review, history, preview links and operators. Every write carries the session's CSRF token
 * (studioApi's studioCall); the server, not this page, enforces roles and merchants.
 */
import { StudioCallError, studioCall } from '../studioApi';
import type { DraftCheck } from '../studioApi';

export type Role = 'editor' | 'reviewer' | 'admin';

export interface Operator {
  email: string;
  /** The part before the @, or the name the operators file gives. */
  name?: string;
  role: Role;
  /** The merchant codes this operator may touch, or '*' for all. */
  merchants: string[] | '*';
}

export interface Session {
  operator: Operator | null;
  csrf: string | null;
  auth: 'local' | 'proxy';
  mode: 'team';
  /** Set when the data repository has no operator yet: how to add the first admin. */
  setup: null | { hint: string };
  /** What the server found wrong in studio/operators.json. */
  problems?: string[];
  /** What the server's start found (an interrupted publish finished or rolled back). */
  notice?: string | null;
}

export interface Person {
  name: string;
  email: string;
}

export type ChangeState = 'open' | 'sent-back' | 'published';

export interface ChangeComment {
  author: string | Person;
  at: string;
  text: string;
  /** created, revised, comment, sent-back, approved, restore-of ... */
  kind: string;
}

export interface ChangeSummary {
  id: string;
  merchant: string;
  title: string;
  author: Person;
  createdAt: string;
  updatedAt: string;
  state: ChangeState;
  comments: ChangeComment[];
}

export interface FieldChange {
  tab: string;
  label: string;
  pointer: string;
  kind: 'changed' | 'added' | 'removed' | 'moved';
  before?: unknown;
  after?: unknown;
  text: string;
}

export interface PreviewLink {
  id: string;
  url: string;
  expiresAt: string;
  revoked?: boolean;
}

export interface Conflict {
  published: string;
  draft: string;
}

export interface ChangeDetail extends ChangeSummary {
  before: string;
  after: string;
  summary: FieldChange[];
  rawDiff: string;
  check: DraftCheck;
  /** Preview tenant codes: the published file (null for a new merchant) and the draft. */
  previews: { before: string | null; after: string | null };
  canApprove: boolean;
  whyNot?: string;
  rebased?: boolean;
  conflict?: Conflict;
  links: PreviewLink[];
}

export type StepName = 'check' | 'commit' | 'files' | 'nginx';

export interface Step {
  step: StepName;
  ok: boolean;
  ms: number;
  error?: string;
}

export type ApproveResult =
  | { published: true; commit: string; steps: Step[]; ms: number }
  | {
      published: false;
      status: number;
      error: string;
      step?: StepName;
      steps: Step[];
      conflict?: Conflict;
    };

export interface Version {
  commit: string;
  author: Person;
  date: string;
  summary: string;
  /** The message's other lines (one per field change for the studio's commits). */
  details?: string[];
  approver?: Person;
  change?: string;
}

export interface Comparison {
  summary: FieldChange[];
  rawDiff: string;
}

export interface NewOperator {
  email: string;
  role: Role;
  merchants: string[] | '*';
  password?: string;
}

/** What the page learns from GET /__studio/session: the team server's session, or the dev server. */
export type Mode = { kind: 'dev' } | { kind: 'team'; session: Session };

const enc = encodeURIComponent;

function steps(body: Record<string, unknown>): Step[] {
  return Array.isArray(body.steps) ? (body.steps as Step[]) : [];
}

export const teamApi = {
  /**
   * The dev server (`npm run studio`) has no session call (404) or says it is not a team: then
   * the studio is the developer's, with no sign-in, and Save writes the file.
   */
  async mode(): Promise<Mode> {
    try {
      const session = await studioCall<Session | { mode?: string }>('session');
      if (session.mode !== 'team') return { kind: 'dev' };
      return { kind: 'team', session: session as Session };
    } catch (error) {
      if (error instanceof StudioCallError && error.status === 404) return { kind: 'dev' };
      throw error;
    }
  },
  signIn: (email: string, password: string) => studioCall<Session>('sign-in', { email, password }),
  signOut: () => studioCall<unknown>('sign-out', {}),

  /** A new change request, or a revision of `change` (the operator's open one). */
  submit: (code: string, value: unknown, title: string, change?: string) =>
    studioCall<{ saved: true; change: ChangeSummary } | { saved: false; check: DraftCheck }>(
      'save',
      change ? { code, value, title, change } : { code, value, title },
    ),
  changes: (merchant?: string) =>
    studioCall<{ changes: ChangeSummary[] }>(
      merchant ? `changes?merchant=${enc(merchant)}` : 'changes',
    ).then((r) => r.changes),
  change: (id: string) => studioCall<ChangeDetail>(`changes/${enc(id)}`),
  /** Approving answers with the publish steps either way: a refusal is a result, not a throw. */
  async approve(id: string, comment: string): Promise<ApproveResult> {
    try {
      const body = comment.trim() ? { comment: comment.trim() } : {};
      const result = await studioCall<{ commit: string; steps?: Step[]; ms: number }>(
        `changes/${enc(id)}/approve`,
        body,
      );
      return { published: true, commit: result.commit, steps: result.steps ?? [], ms: result.ms };
    } catch (error) {
      if (!(error instanceof StudioCallError) || error.status === 401 || error.status === 403)
        throw error;
      const conflict = error.body.conflict as Conflict | undefined;
      return {
        published: false,
        status: error.status,
        error: error.message,
        step: error.body.step as StepName | undefined,
        steps: steps(error.body),
        ...(conflict ? { conflict } : {}),
      };
    }
  },
  sendBack: (id: string, comment: string) =>
    studioCall<unknown>(`changes/${enc(id)}/send-back`, { comment }),
  comment: (id: string, comment: string) =>
    studioCall<unknown>(`changes/${enc(id)}/comment`, { comment }),
  createLink: (id: string, hours: number) =>
    studioCall<{ link: PreviewLink }>(`changes/${enc(id)}/preview-links`, { hours }).then(
      (r) => r.link,
    ),
  revokeLink: (id: string, linkId: string) =>
    studioCall<unknown>(`changes/${enc(id)}/preview-links/${enc(linkId)}/revoke`, {}),

  history: (code: string) =>
    studioCall<{ versions: Version[] }>(`history/${enc(code)}`).then((r) => r.versions),
  /** A published version's text, and its preview tenant (null when the app would refuse it). */
  version: (code: string, commit: string) =>
    studioCall<{ text: string; previewCode?: string | null }>(
      `history/${enc(code)}/${enc(commit)}`,
    ),
  compare: (code: string, from: string, to: string) =>
    studioCall<Comparison>(`compare/${enc(code)}?from=${enc(from)}&to=${enc(to)}`),
  restore: (code: string, commit: string) =>
    studioCall<{ change: ChangeSummary }>(`history/${enc(code)}/${enc(commit)}/restore`, {}).then(
      (r) => r.change,
    ),
  /** The change's every screen before and after (starts the comparison, or answers the last). */
  compareScreens: (id: string) => studioCall<ScreensView>(`changes/${enc(id)}/visual`, {}),
  screens: (id: string) => studioCall<ScreensView>(`changes/${enc(id)}/visual`),
  preview: (code: string, text: string) =>
    studioCall<{ previewCode: string }>('previews', { code, text }).then((r) => r.previewCode),

  operators: () => studioCall<{ operators: Operator[] }>('operators').then((r) => r.operators),
  addOperator: (operator: NewOperator) => studioCall<unknown>('operators', operator),
  removeOperator: (email: string) => studioCall<unknown>('operators/remove', { email }),
};

/** A screen that looks different, with its images (server: visualReview.ts). */
export interface ChangedScreen {
  file: string;
  language: string;
  /** 'member1 /m/home', 'dialog login' ... */
  screen: string;
  width: number;
  status: 'changed' | 'new' | 'removed';
  /** Share of the screen's pixels that changed (0..1). */
  ratio: number;
  before?: string;
  after?: string;
  diff?: string;
}

export interface ScreensView {
  state: 'none' | 'running' | 'done' | 'failed';
  languages?: string[];
  ms?: number;
  error?: string;
  counts?: { changed: number; same: number; new: number; removed: number };
  screens?: ChangedScreen[];
  failures?: { side: string; unit: string; error: string }[];
}

/** A person as the page names them: "Ann Lee <ann@x.com>" reads as "Ann Lee". */
export function personName(person: string | Person | undefined): string {
  if (!person) return 'someone';
  if (typeof person === 'string') return person;
  return person.name && person.name !== person.email ? person.name : person.email;
}

/** An operator's merchants in words. */
export function merchantsText(merchants: string[] | '*'): string {
  return merchants === '*' ? 'all merchants' : merchants.join(', ') || 'no merchant';
}

export const STATE_WORDS: Record<ChangeState, string> = {
  open: 'Open',
  'sent-back': 'Sent back',
  published: 'Published',
};

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "27 Nov 2026, 17:40" in the operator's time zone. */
export function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** A message for an error thrown by a call. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

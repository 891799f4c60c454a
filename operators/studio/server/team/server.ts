import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Context } from 'hono';
import type { TenantConfig } from '../../../../src/config/tenant.gen.ts';
import { migrateTenant } from '../../../../src/config/migrations.ts';
import { createDemoApi } from '../../../../demo-api/createDemoApi.ts';
import type { DemoApi } from '../../../../demo-api/createDemoApi.ts';
import {
  MERCHANT_CODE,
  newTenantProblems,
  scaffoldTenant,
} from '../../../toolkit/scaffoldTenant.ts';
import { TEMPLATE_CODE, TenantWorkspace } from '../../../toolkit/tenantWorkspace.ts';
import type { DraftCheck } from '../../../toolkit/tenantWorkspace.ts';
import {
  checkDraft,
  createInput,
  Drafts,
  HttpError,
  MAX_BODY_BYTES,
  parseJsonBody,
  productTexts,
  stringIn,
  studioReads,
} from '../studioCore.ts';
import type { JsonBody } from '../studioCore.ts';
import { BASE, mountApp, viewerMaySee } from './appServing.ts';
import type { Viewer } from './appServing.ts';
import { fieldChanges } from './fieldChanges.ts';
import type { FieldChange } from './fieldChanges.ts';
import { clientAddress, isTrusted, ownOrigin, remoteAddress, writeRefusal } from './guards.ts';
import {
  checkOperator,
  displayName,
  findOperator,
  firstAdminHint,
  mayApprove,
  mayTouch,
  normalizeEmail,
  publicOperator,
  readOperatorsFile,
} from './operators.ts';
import type { Operator } from './operators.ts';
import { changeOperators } from './operatorsStore.ts';
import { hashPassword, SCRYPT_DEFAULTS, verifyPassword } from './passwords.ts';
import { DEFAULT_LINK_HOURS, PreviewLinks } from './previewLinks.ts';
import type { LinkRecord } from './previewLinks.ts';
import { cookieValue, sameToken, SESSION_COOKIE, sessionCookie, Sessions } from './sessions.ts';
import type { Session } from './sessions.ts';
import { ChangeStore, StoreError } from './store/ChangeStore.ts';
import type { ChangeRecord, ChangeSummary } from './store/ChangeStore.ts';
import type { Person } from './store/GitRepo.ts';
import { SignInThrottle } from './throttle.ts';
import { Publisher } from './publish/Publisher.ts';
import { findNginx } from '../../../../scripts/serve/findNginx.ts';
import type { ShotTenant } from '../../../../scripts/lib/visualShots.ts';
import { chromiumRunner, reviewLanguages, VisualReviews } from './visualReview.ts';
import type { VisualRunner } from './visualReview.ts';

export type AuthMode = 'local' | 'proxy';

/** What approving needs of the publisher (publish/Publisher.ts); tests may pass their own. */
export type TeamPublisher = Pick<Publisher, 'approve' | 'recover'>;

export interface TeamServerOptions {
  /** The data repository: a git working copy with tenants/. */
  data: string;
  /** The folder nginx serves (dist/ of `npm run serve`). */
  live: string;
  /** The production build the previews run (default: --live). */
  app?: string;
  /** The studio's build (default dist-studio/). */
  studioDir?: string;
  auth?: AuthMode;
  /** Addresses whose X-Forwarded-Email (proxy mode) and X-Forwarded-Proto are believed. */
  trustedProxies?: string[];
  /** The address operators use, e.g. https://studio.example.com (default: from the request). */
  origin?: string;
  host?: string;
  port?: number;
  /** Publishing (approve); default publish/Publisher.ts on --live (and nginx when given). */
  publisher?: TeamPublisher;
  /** nginx.conf of `npm run serve` (its folder is nginx's prefix): rewritten when a change shapes it. */
  nginxConf?: string;
  /** `nginx -s reload` after a new configuration passed `nginx -t`. */
  nginxReload?: boolean;
  /** scrypt's cost for passwords set through the UI (tests use a cheap one). */
  scrypt?: { N: number; r: number; p: number };
  now?: () => number;
  log?: (line: string) => void;
  /** Photographs a change's screens before and after (default Chromium; tests pass their own). */
  visualRunner?: VisualRunner;
  /**
   * The languages "Compare every screen" photographs: every one the merchant supports and the
   * long pseudo-locale (`all`, the default), or its default language alone (`default`: a
   * quicker look on a small server).
   */
  compareLanguages?: 'all' | 'default';
}

type Env = { Variables: Record<string, never> };

interface Caller {
  session: Session;
  operator: Operator;
}

const API = '/__studio/';
const PREVIEW_COOKIE = 'studio_preview';
/**
 * Preview tenants kept at once (the oldest go first). The demo API is rebuilt with all of them
 * after a change, about 10 ms a tenant, so a few operators' open phones fit and a rebuild stays
 * short.
 */
const PREVIEW_LIMIT = 40;

function storeStatus(error: StoreError): number {
  switch (error.code) {
    case 'not-found':
      return 404;
    case 'invalid':
      return 400;
    case 'self-review':
      return 403;
    default:
      return 409;
  }
}

function personOf(operator: Operator): Person {
  return { name: displayName(operator), email: operator.email };
}

function gone(text: string): Response {
  const html =
    '<!doctype html><meta charset="utf-8"><meta name="robots" content="noindex">' +
    `<title>Preview link</title><p>${text}</p>`;
  return new Response(html, {
    status: 410,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
}

/** A preview tenant's code for a text: the same text always gets the same code. */
function previewCodeOf(kind: string, text: string): string {
  const hash = createHash('sha256').update(kind).update('\0').update(text).digest('hex');
  return `studio-${hash.slice(0, 8)}`;
}

/**
 * The team studio's server (docs/studio.md, "For a team"): the studio's build, its API under
 * /__studio/ with sign-in, roles and merchant scope, change requests in the data repository's git
 * (store/), publishing (publish/), and the production build with the demo API for previews.
 */
export function createTeamServer(options: TeamServerOptions) {
  const data = resolve(options.data);
  const auth: AuthMode = options.auth ?? 'local';
  const trustedProxies = options.trustedProxies ?? [];
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.log(line));
  const appDir = resolve(options.app ?? options.live);
  const studioDir = resolve(options.studioDir ?? 'dist-studio');
  const workspace = new TenantWorkspace(join(data, 'tenants'));
  const store = new ChangeStore({ repo: data });
  const sessions = new Sessions(now);
  const throttle = new SignInThrottle(now);
  const stateDir = join(data, '.git', 'studio');
  const links = new PreviewLinks(stateDir, now);
  let notice: string | null = null;
  /** Where this server listens, for its own Chromium (set by startTeamServer). */
  let localOrigin: string | undefined;
  const visual = new VisualReviews(
    join(stateDir, 'visual'),
    options.visualRunner ?? chromiumRunner,
    now,
    log,
  );

  // Preview tenants: the drafts being typed (POST check) and the versions shown side by side.
  let demo: DemoApi | undefined;
  const drafts = new Drafts(() => (demo = undefined), PREVIEW_LIMIT);
  const demoApi = (): DemoApi => (demo ??= createDemoApi({ tenants: drafts.all(), now }));

  const operators = (): Operator[] => readOperatorsFile(data).operators;
  const origin = (c: Context) => ownOrigin(c, { origin: options.origin, trustedProxies });
  const tls = (c: Context) => origin(c).startsWith('https:');

  /** The operator behind a request, or null (no session, or the proxy named nobody we know). */
  const callerOf = (c: Context): Caller | null => {
    const id = cookieValue(c.req.header('cookie'), SESSION_COOKIE);
    if (auth === 'proxy') {
      if (!isTrusted(remoteAddress(c), trustedProxies)) return null;
      const email = c.req.header('x-forwarded-email');
      const operator = email ? findOperator(operators(), email) : undefined;
      if (!operator) return null;
      let session = sessions.get(id);
      if (!session || session.email !== operator.email) {
        sessions.delete(id);
        session = sessions.create(operator.email);
        c.header('Set-Cookie', sessionCookie(session.id, tls(c)), { append: true });
      }
      return { session, operator };
    }
    const session = sessions.get(id);
    if (!session) return null;
    const operator = findOperator(operators(), session.email);
    if (!operator) {
      sessions.delete(session.id);
      return null;
    }
    return { session, operator };
  };

  const viewerOf = async (c: Context): Promise<Viewer | null> => {
    const caller = callerOf(c);
    if (caller) {
      const op = caller.operator;
      return { kind: 'operator', mayTouch: (code) => mayTouch(op, code) };
    }
    const token = cookieValue(c.req.header('cookie'), PREVIEW_COOKIE);
    if (!token) return null;
    const verdict = links.verify(token);
    if (!verdict.ok) return null;
    const previewCode = `studio-${verdict.link.id}`;
    // After a restart (or once the preview was pushed out), the link's draft is put up again.
    if (!drafts.get(previewCode)) {
      const change = await store.get(verdict.link.change);
      if (!change || change.state === 'published') return null;
      previewOf(change.merchant, 'link', change.after, previewCode);
    }
    return { kind: 'link', previewCode };
  };

  const templateTenant = (): TenantConfig => {
    const text = workspace.read(TEMPLATE_CODE);
    if (text === undefined) throw new Error(`${workspace.fileOf(TEMPLATE_CODE)} is missing`);
    return migrateTenant(JSON.parse(text) as unknown).value as TenantConfig;
  };

  /** Puts a text up as a preview tenant; null when the app would not accept it. */
  const previewOf = (owner: string, kind: string, text: string, code?: string): string | null => {
    let value: unknown;
    try {
      value = migrateTenant(JSON.parse(text) as unknown).value;
    } catch {
      return null;
    }
    const previewCode = code ?? previewCodeOf(`${owner}:${kind}`, text);
    if (drafts.get(previewCode) && drafts.ownerOf(previewCode) === owner) return previewCode;
    return drafts.set(previewCode, owner, value) === 'updated' ? previewCode : null;
  };

  const requireMerchant = (caller: Caller, code: string): string => {
    if (!MERCHANT_CODE.test(code)) throw new HttpError(400, `"${code}" is not a merchant code`);
    if (!mayTouch(caller.operator, code))
      throw new HttpError(403, `merchant "${code}" is not in your list`);
    return code;
  };

  const changeFor = async (caller: Caller, id: string): Promise<ChangeRecord> => {
    const change = await store.get(id);
    if (!change) throw new HttpError(404, `no change request ${id}`);
    requireMerchant(caller, change.merchant);
    return change;
  };

  const linkView = (c: Context, link: LinkRecord) => ({
    id: link.id,
    url: `${origin(c)}/preview/${links.tokenOf(link)}`,
    expiresAt: link.expiresAt,
    revoked: link.revokedAt !== undefined || Date.parse(link.expiresAt) <= now(),
  });

  const whyNotApprove = (caller: Caller, change: ChangeSummary): string | undefined => {
    if (change.state === 'published') return 'It is published already.';
    if (change.state === 'sent-back') return 'It was sent back: its author saves it again first.';
    if (!mayApprove(caller.operator)) return 'An editor cannot approve; a reviewer or admin can.';
    if (change.draftAuthors.some((a) => normalizeEmail(a.email) === caller.operator.email))
      return 'Nobody approves their own change: ask another reviewer.';
    return undefined;
  };

  const detail = async (c: Context, caller: Caller, change: ChangeRecord) => {
    const open = change.state !== 'published';
    const rebase = open ? await store.rebase(change.id) : undefined;
    const after = rebase?.ok ? rebase.text : change.after;
    let check: DraftCheck;
    try {
      check = workspace.checkText(change.merchant, after);
    } catch (error) {
      throw new HttpError(400, (error as Error).message);
    }
    const rawDiff = await store.rawDiff(
      change.merchant,
      change.beforeCommit,
      change.publishedCommit ?? `draft:${change.id}`,
    );
    let whyNot = whyNotApprove(caller, change);
    if (!whyNot && rebase && !rebase.ok)
      whyNot = 'The published file changed the same lines since: see both versions.';
    if (!whyNot && !check.ok)
      whyNot = 'The checker finds errors in the file as it would be published.';
    return {
      ...change,
      summary: fieldChanges(change.before, after),
      rawDiff,
      check,
      previews: {
        before: change.before ? previewOf(change.merchant, 'before', change.before) : null,
        after: previewOf(change.merchant, 'after', after),
      },
      canApprove: whyNot === undefined,
      ...(whyNot ? { whyNot } : {}),
      ...(rebase?.ok ? { rebased: rebase.rebased } : {}),
      ...(rebase && !rebase.ok
        ? { conflict: { published: rebase.conflict.published, draft: rebase.conflict.draft } }
        : {}),
      links: links.forChange(change.id).map((link) => linkView(c, link)),
    };
  };

  const publisher: TeamPublisher =
    options.publisher ??
    new Publisher({
      store,
      live: resolve(options.live),
      summarize: fieldChanges,
      ...(options.nginxConf
        ? {
            nginx: {
              prefix: dirname(resolve(options.nginxConf)),
              binary: findNginx() ?? 'nginx',
              reload: options.nginxReload ?? false,
            },
          }
        : {}),
    });

  const app = new Hono<Env>();
  app.use('*', async (c, next) => {
    // Nothing this server answers belongs in a search engine: drafts, previews, the studio.
    await next();
    c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
  });
  if (auth === 'proxy') {
    app.use('*', async (c, next) => {
      // Only the proxy may talk to a proxy-mode server: anything else is 401, whatever it says.
      if (!isTrusted(remoteAddress(c), trustedProxies))
        return c.text('Only the sign-in proxy may call this server.', 401);
      await next();
    });
  }

  // --- the API ---
  const api = new Hono<Env>();
  api.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  // A body is read only up to the size a tenant file can have.
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: 'request body too large' }, 413),
    }),
  );

  api.onError((error, c) => {
    if (error instanceof HttpError)
      return c.json({ error: error.message, ...error.extra }, error.status as 400);
    if (error instanceof StoreError)
      return c.json({ error: error.message }, storeStatus(error) as 400);
    log(`studio: ${error.stack ?? String(error)}`);
    return c.json({ error: error.message }, 500);
  });
  api.notFound((c) => c.json({ error: `no such studio call: ${c.req.method} ${c.req.path}` }, 404));

  const signedIn = (c: Context): Caller => {
    const caller = callerOf(c);
    if (!caller) throw new HttpError(401, 'sign in first');
    return caller;
  };

  /** A write: POST, JSON, own Origin, and (signed in) the session's CSRF token. */
  const write = async (
    c: Context,
    csrf = true,
  ): Promise<{ caller: Caller | null; body: JsonBody }> => {
    const refusal = writeRefusal(c, origin(c));
    if (refusal) throw new HttpError(refusal.status, refusal.error);
    let caller: Caller | null = null;
    if (csrf) {
      caller = signedIn(c);
      if (!sameToken(c.req.header('x-csrf-token'), caller.session.csrf))
        throw new HttpError(403, 'missing or wrong X-CSRF-Token: reload the studio');
    }
    return { caller, body: parseJsonBody(await c.req.text()) };
  };
  const writer = async (c: Context) => {
    const { caller, body } = await write(c);
    return { caller: caller!, body };
  };

  const sessionView = (caller: Caller | null) => {
    const list = readOperatorsFile(data);
    return {
      operator: caller
        ? {
            email: caller.operator.email,
            name: displayName(caller.operator),
            role: caller.operator.role,
            merchants: caller.operator.merchants,
          }
        : null,
      csrf: caller?.session.csrf ?? null,
      auth,
      mode: 'team' as const,
      setup: list.operators.length === 0 ? { hint: firstAdminHint(data, auth) } : null,
      problems: list.problems,
      notice,
    };
  };

  api.get('session', (c) => c.json(sessionView(callerOf(c))));

  api.post('sign-in', async (c) => {
    const { body } = await write(c, false);
    if (auth !== 'local') throw new HttpError(400, 'this studio signs in through its proxy');
    const email = normalizeEmail(stringIn(body, 'email') ?? '');
    const password = stringIn(body, 'password') ?? '';
    const address = clientAddress(c, trustedProxies) || 'unknown';
    const wait = throttle.waitMs(email, address);
    if (wait > 0) {
      const retryAfterSeconds = Math.ceil(wait / 1000);
      c.header('Retry-After', String(retryAfterSeconds));
      return c.json(
        { error: 'Too many failed sign-ins: wait and try again.', retryAfterSeconds },
        429,
      );
    }
    const operator = findOperator(operators(), email);
    const ok = await verifyPassword(password, operator?.password);
    if (!ok || !operator) {
      throttle.failed(email, address);
      throw new HttpError(401, 'Wrong e-mail or password.');
    }
    throttle.succeeded(email, address);
    sessions.delete(cookieValue(c.req.header('cookie'), SESSION_COOKIE));
    const session = sessions.create(operator.email);
    c.header('Set-Cookie', sessionCookie(session.id, tls(c)));
    return c.json(sessionView({ session, operator }));
  });

  api.post('sign-out', async (c) => {
    const { caller } = await write(c);
    sessions.delete(caller?.session.id);
    c.header('Set-Cookie', sessionCookie('', tls(c)));
    return c.json({ signedOut: true });
  });

  api.get('schema', (c) => {
    signedIn(c);
    return c.json(studioReads(workspace).schema());
  });
  api.get('texts/:language', (c) => {
    signedIn(c);
    return c.json(productTexts(c.req.param('language')));
  });
  api.get('tenants', (c) => {
    const caller = signedIn(c);
    return c.json(studioReads(workspace, (code) => mayTouch(caller.operator, code)).codes());
  });
  api.get('tenants/:code', (c) => {
    const caller = signedIn(c);
    return c.json(
      studioReads(workspace, (code) => mayTouch(caller.operator, code)).readTenant(
        c.req.param('code'),
      ),
    );
  });

  api.post('check', async (c) => {
    const { caller, body } = await writer(c);
    requireMerchant(caller, stringIn(body, 'code') ?? '');
    if (typeof body.draftCode === 'string') {
      const owner = drafts.ownerOf(body.draftCode);
      if (owner !== undefined && !mayTouch(caller.operator, owner))
        throw new HttpError(403, 'that draft code is in use by another merchant');
    }
    return c.json(await checkDraft(workspace, drafts, body));
  });

  api.post('create', async (c) => {
    const { caller, body } = await writer(c);
    if (caller.operator.merchants !== '*')
      throw new HttpError(403, 'only an operator of every merchant ("*") creates one');
    const input = createInput(body);
    const problems = newTenantProblems(input, workspace.codes(), (code) => workspace.fileOf(code));
    if (problems.length > 0) return c.json({ ok: false, problems });
    const template = workspace.read(TEMPLATE_CODE);
    if (template === undefined) return c.json({ ok: false, problems: ['the template is missing'] });
    const text = await scaffoldTenant(input, template, workspace.fileOf(input.merchantCode));
    const check = workspace.checkText(input.merchantCode, text);
    if (!check.ok) return c.json({ ok: false, problems: check.lines });
    const change = await store.create({
      merchant: input.merchantCode,
      text,
      author: personOf(caller.operator),
      title: `New merchant ${input.merchantCode}`,
    });
    return c.json({ ok: true, check, change });
  });

  api.post('save', async (c) => {
    const { caller, body } = await writer(c);
    const code = requireMerchant(caller, stringIn(body, 'code') ?? '');
    let check: DraftCheck;
    try {
      check = await workspace.check(code, body.value);
    } catch (error) {
      throw new HttpError(400, (error as Error).message);
    }
    if (!check.ok) return c.json({ saved: false, check });
    const title = stringIn(body, 'title', false);
    const changeId = stringIn(body, 'change', false);
    let change: ChangeSummary;
    if (changeId !== undefined) {
      const current = await changeFor(caller, changeId);
      if (current.merchant !== code)
        throw new HttpError(400, `change request ${changeId} is for ${current.merchant}`);
      change = await store.revise(changeId, {
        text: check.text,
        author: personOf(caller.operator),
        title,
      });
    } else {
      change = await store.create({
        merchant: code,
        text: check.text,
        author: personOf(caller.operator),
        title,
      });
    }
    return c.json({ saved: true, changed: true, check, change });
  });

  api.get('changes', async (c) => {
    const caller = signedIn(c);
    const merchant = c.req.query('merchant');
    if (merchant !== undefined) requireMerchant(caller, merchant);
    const changes = await store.list(merchant === undefined ? {} : { merchant });
    return c.json({ changes: changes.filter((ch) => mayTouch(caller.operator, ch.merchant)) });
  });

  api.get('changes/:id', async (c) => {
    const caller = signedIn(c);
    return c.json(await detail(c, caller, await changeFor(caller, c.req.param('id'))));
  });

  api.post('changes/:id/approve', async (c) => {
    const { caller, body } = await writer(c);
    const change = await changeFor(caller, c.req.param('id'));
    const why = whyNotApprove(caller, change);
    if (why) throw new HttpError(change.state === 'published' ? 409 : 403, why);
    const comment = stringIn(body, 'comment', false);
    const outcome = await publisher.approve(change.id, personOf(caller.operator), comment);
    if (outcome.published) {
      log(
        `studio: ${change.id} (${change.merchant}) published by ${caller.operator.email} in ${outcome.ms} ms`,
      );
      return c.json(outcome);
    }
    const { status, ...rest } = outcome;
    log(`studio: ${change.id} not published: ${outcome.step}: ${outcome.error}`);
    return c.json(rest, status);
  });

  api.post('changes/:id/send-back', async (c) => {
    const { caller, body } = await writer(c);
    const change = await changeFor(caller, c.req.param('id'));
    if (!mayApprove(caller.operator))
      throw new HttpError(403, 'An editor cannot send a change back; a reviewer or admin can.');
    return c.json({
      change: await store.sendBack(
        change.id,
        personOf(caller.operator),
        stringIn(body, 'comment') ?? '',
      ),
    });
  });

  api.post('changes/:id/comment', async (c) => {
    const { caller, body } = await writer(c);
    const change = await changeFor(caller, c.req.param('id'));
    return c.json({
      change: await store.comment(
        change.id,
        personOf(caller.operator),
        stringIn(body, 'comment') ?? '',
      ),
    });
  });

  api.post('changes/:id/preview-links', async (c) => {
    const { caller, body } = await writer(c);
    const change = await changeFor(caller, c.req.param('id'));
    const hours = body.hours === undefined ? DEFAULT_LINK_HOURS : Number(body.hours);
    let created: ReturnType<PreviewLinks['create']>;
    try {
      created = links.create({
        change: change.id,
        merchant: change.merchant,
        createdBy: caller.operator.email,
        hours,
      });
    } catch (error) {
      throw new HttpError(400, (error as Error).message);
    }
    return c.json({ link: linkView(c, created.link) });
  });

  api.post('changes/:id/preview-links/:link/revoke', async (c) => {
    const { caller } = await writer(c);
    const change = await changeFor(caller, c.req.param('id'));
    const link = links.get(c.req.param('link'));
    if (!link || link.change !== change.id) throw new HttpError(404, 'no such preview link');
    const revoked = links.revoke(link.id, caller.operator.email)!;
    drafts.delete(`studio-${link.id}`);
    return c.json({ link: linkView(c, revoked) });
  });

  api.get('history/:code', async (c) => {
    const caller = signedIn(c);
    const code = requireMerchant(caller, c.req.param('code'));
    return c.json({ versions: await store.history(code) });
  });

  api.get('history/:code/:commit', async (c) => {
    const caller = signedIn(c);
    const code = requireMerchant(caller, c.req.param('code'));
    const text = await store.textAt(code, c.req.param('commit'));
    if (text === undefined) throw new HttpError(404, `tenants/${code}.json is not in that commit`);
    return c.json({ text, previewCode: previewOf(code, 'version', text) });
  });

  /** A commit's text, or `draft:<id>`'s (a change request of this merchant). */
  const textOf = async (caller: Caller, code: string, rev: string): Promise<string> => {
    if (rev.startsWith('draft:')) {
      const change = await changeFor(caller, rev.slice('draft:'.length));
      if (change.merchant !== code) throw new HttpError(400, `${rev} is not a change of ${code}`);
      return change.after;
    }
    const text = await store.textAt(code, rev);
    if (text === undefined) throw new HttpError(404, `tenants/${code}.json is not in ${rev}`);
    return text;
  };

  api.get('compare/:code', async (c) => {
    const caller = signedIn(c);
    const code = requireMerchant(caller, c.req.param('code'));
    const from = c.req.query('from');
    const to = c.req.query('to');
    if (!from || !to) throw new HttpError(400, 'compare needs from= and to=');
    const [before, after] = await Promise.all([
      textOf(caller, code, from),
      textOf(caller, code, to),
    ]);
    const summary: FieldChange[] = fieldChanges(before, after);
    return c.json({ summary, rawDiff: await store.rawDiff(code, from, to) });
  });

  // --- every screen of the merchant before and after a change (visualReview.ts) ---
  const visualBase = (id: string) => `${API}changes/${encodeURIComponent(id)}/visual/`;
  api.post('changes/:id/visual', async (c) => {
    const { caller } = await writer(c);
    const change = await changeFor(caller, c.req.param('id'));
    if (!localOrigin) throw new HttpError(503, 'the studio server is not listening yet');
    const { previews } = await detail(c, caller, change);
    const tenant = previews.after
      ? (drafts.get(previews.after) as ShotTenant | undefined)
      : undefined;
    if (!previews.after || !tenant)
      throw new HttpError(
        422,
        'the app would not open this draft: there are no screens to compare',
      );
    const job = visual.start(change.id, `${previews.before}:${previews.after}`, {
      merchant: change.merchant,
      tenant,
      languages:
        options.compareLanguages === 'default'
          ? [tenant.languages.default]
          : reviewLanguages(tenant),
      beforeCode: previews.before,
      afterCode: previews.after,
      origin: localOrigin,
      cookies: [{ name: SESSION_COOKIE, value: caller.session.id }],
      headers: auth === 'proxy' ? { 'x-forwarded-email': caller.operator.email } : {},
    });
    if (!job)
      throw new HttpError(
        409,
        "another change's screens are being compared: try again in a minute",
      );
    return c.json(visual.view(change.id, visualBase(change.id)));
  });

  api.get('changes/:id/visual', async (c) => {
    const caller = signedIn(c);
    const change = await changeFor(caller, c.req.param('id'));
    return c.json(visual.view(change.id, visualBase(change.id)));
  });

  api.get('changes/:id/visual/:side/*', async (c) => {
    const caller = signedIn(c);
    const change = await changeFor(caller, c.req.param('id'));
    const side = c.req.param('side');
    const marker = `/visual/${side}/`;
    const rest = c.req.path.slice(c.req.path.indexOf(marker) + marker.length);
    let file: string;
    try {
      file = rest.split('/').map(decodeURIComponent).join('/');
    } catch {
      throw new HttpError(400, 'not an image of this comparison');
    }
    const path = visual.file(change.id, side, file);
    if (!path) throw new HttpError(404, 'no such image of this comparison');
    return new Response(readFileSync(path), {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' },
    });
  });

  api.post('history/:code/:commit/restore', async (c) => {
    const { caller, body } = await writer(c);
    const code = requireMerchant(caller, c.req.param('code'));
    const title = stringIn(body, 'title', false);
    return c.json({
      change: await store.restore(code, c.req.param('commit'), personOf(caller.operator), title),
    });
  });

  api.post('previews', async (c) => {
    const { caller, body } = await writer(c);
    const code = requireMerchant(caller, stringIn(body, 'code') ?? '');
    const previewCode = previewOf(code, 'text', stringIn(body, 'text') ?? '');
    if (previewCode === null)
      throw new HttpError(422, 'the app would not accept this file: no preview');
    return c.json({ previewCode });
  });

  const requireAdmin = (caller: Caller): void => {
    if (caller.operator.role !== 'admin')
      throw new HttpError(403, 'only an admin manages operators');
  };

  api.get('operators', (c) => {
    const caller = signedIn(c);
    requireAdmin(caller);
    return c.json({ operators: operators().map(publicOperator) });
  });

  api.post('operators', async (c) => {
    const { caller, body } = await writer(c);
    requireAdmin(caller);
    const plain =
      typeof body.password === 'string' && body.password !== '' ? body.password : undefined;
    if (plain !== undefined && plain.length < 12)
      throw new HttpError(400, 'a password has at least 12 characters');
    const checked = checkOperator({ ...body, password: undefined });
    if ('problems' in checked) throw new HttpError(400, checked.problems.join('; '));
    const entry = checked.operator;
    if (plain !== undefined)
      entry.password = await hashPassword(plain, options.scrypt ?? SCRYPT_DEFAULTS);
    const { operators: list } = await changeOperators(
      data,
      (current) => {
        const previous = current.find((o) => o.email === entry.email);
        if (entry.password === undefined && previous?.password) entry.password = previous.password;
        if (
          previous?.role === 'admin' &&
          entry.role !== 'admin' &&
          !current.some((o) => o.role === 'admin' && o.email !== entry.email)
        )
          throw new HttpError(409, 'the last admin stays an admin');
        return [...current.filter((o) => o.email !== entry.email), entry];
      },
      personOf(caller.operator),
      `Studio operators: ${entry.email} is ${entry.role}`,
    );
    // Rights changed: that operator signs in again.
    if (entry.email !== caller.operator.email) sessions.deleteFor(entry.email);
    return c.json({ operators: list.map(publicOperator) });
  });

  api.post('operators/remove', async (c) => {
    const { caller, body } = await writer(c);
    requireAdmin(caller);
    const email = normalizeEmail(stringIn(body, 'email') ?? '');
    if (email === caller.operator.email)
      throw new HttpError(409, 'an admin does not remove themselves');
    const { operators: list } = await changeOperators(
      data,
      (current) => {
        if (!current.some((o) => o.email === email))
          throw new HttpError(404, `${email} is not an operator`);
        return current.filter((o) => o.email !== email);
      },
      personOf(caller.operator),
      `Studio operators: ${email} removed`,
    );
    sessions.deleteFor(email);
    return c.json({ operators: list.map(publicOperator) });
  });

  app.route(API.slice(0, -1), api);

  // --- preview links ---
  app.get('/preview/:token', async (c) => {
    const verdict = links.verify(c.req.param('token'));
    if (!verdict.ok) {
      return gone(
        verdict.reason === 'expired'
          ? 'This preview link has expired. Ask for a new one.'
          : verdict.reason === 'revoked'
            ? 'This preview link was withdrawn. Ask for a new one.'
            : 'This is not a preview link.',
      );
    }
    const change = await store.get(verdict.link.change);
    if (!change || change.state === 'published')
      return gone('This change is no longer waiting for review: the preview is closed.');
    const code = previewOf(change.merchant, 'link', change.after, `studio-${verdict.link.id}`);
    if (code === null) return gone('This draft cannot be shown.');
    const parts = [
      `${PREVIEW_COOKIE}=${c.req.param('token')}`,
      'Path=/',
      'HttpOnly',
      'SameSite=Lax',
    ];
    if (tls(c)) parts.push('Secure');
    c.header('Set-Cookie', parts.join('; '));
    return c.redirect(`${BASE}home?tenant=${code}`, 302);
  });

  const previewTenant = (code: string) => {
    const tenant = drafts.get(code);
    const owner = drafts.ownerOf(code);
    return tenant && owner ? { tenant, owner } : undefined;
  };

  // --- the demo API for the previews (never the real platform) ---
  app.all('/wps/*', async (c) => {
    const viewer = await viewerOf(c);
    if (!viewer) return c.json({ error: 'sign in to the studio first' }, 401);
    // The merchant a call names must be a preview this viewer may see.
    for (const named of [c.req.header('merchant'), c.req.query('merchantCode')]) {
      const code = named?.trim();
      if (code && !viewerMaySee(viewer, code, previewTenant))
        return c.json({ error: `merchant "${code}" is not a preview of yours` }, 403);
    }
    return demoApi().app.fetch(c.req.raw);
  });

  mountApp(app as unknown as Hono, {
    appDir,
    studioDir,
    preview: previewTenant,
    fallbackTenant: templateTenant,
    viewer: viewerOf,
    tls,
    template: TEMPLATE_CODE,
  });

  /** Checks the folders and finishes an interrupted publish; says what it found. */
  const start = async (): Promise<void> => {
    if (!existsSync(join(data, '.git')))
      throw new Error(`${data} is not a git working copy (--data)`);
    if (!existsSync(join(data, 'tenants'))) throw new Error(`${data}/tenants/ is missing (--data)`);
    if (!existsSync(join(appDir, 'index.html')))
      throw new Error(`${appDir}/index.html not found: the previews need the production build`);
    const list = readOperatorsFile(data);
    for (const problem of list.problems) log(`studio: ${problem}`);
    if (list.operators.length === 0) log(`studio: ${firstAdminHint(data, auth)}`);
    notice = (await publisher.recover()) || null;
    if (notice) log(`studio: ${notice}`);
  };

  return {
    app,
    start,
    store,
    links,
    sessions,
    visual,
    /** Where the server listens, as this machine reaches it (its Chromium's pages go there). */
    setLocalOrigin(url: string) {
      localOrigin = url;
    },
    get notice() {
      return notice;
    },
  };
}

export interface RunningTeamServer {
  url: string;
  close(): Promise<void>;
}

/** Starts the team server on a port (0: any free one): for `npm run studio:serve` and tests. */
export async function startTeamServer(options: TeamServerOptions): Promise<RunningTeamServer> {
  const team = createTeamServer(options);
  await team.start();
  const server = createServer(getRequestListener(team.app.fetch));
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolvePromise());
  });
  const { port } = server.address() as AddressInfo;
  const local = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  team.setLocalOrigin(`http://${local.includes(':') ? `[${local}]` : local}:${port}`);
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise((resolvePromise) => {
        server.close(() => resolvePromise());
        server.closeAllConnections();
      }),
  };
}

import { Hono } from 'hono';
import type { Context } from 'hono';
import { SESSION_PATHS } from '../../src/api/calls/session.ts';
import { authOf } from '../authState.ts';
import { ok } from '../envelope.ts';
import { loginByLine, loginByTelegram, loginByType } from '../login.ts';
import type { LoginContext } from '../login.ts';
import { findById, loginResponse, membersOf } from '../members.ts';
import { merchant } from '../merchant.ts';
import type { MerchantEnv } from '../merchant.ts';
import { refusalResponse, refuse } from '../outcome.ts';
import type { Outcome } from '../outcome.ts';
import { readBody, text } from '../requestBody.ts';
import type { Fields } from '../requestBody.ts';
import { completeSecondFactor } from '../secondFactor.ts';
import type { MemberRecord } from '../seed.ts';
import { closeSession, openSession, tokenOf } from '../sessions.ts';
import { sendSmsCode } from '../sms.ts';
import { bindIdentities, mayaMember } from '../social.ts';
import type { DemoState } from '../state.ts';

export interface SessionRoutesDeps {
  state: DemoState;
  now: () => number;
}

/**
 * Session calls (spec 7, Session and registration): login in every form, the second factor,
 * the SMS code, logout. docs/api-calls-session.md lists payloads, answers and error codes.
 */
export function sessionRoutes({ state, now }: SessionRoutesDeps): Hono<MerchantEnv> {
  const routes = new Hono<MerchantEnv>();
  const withMerchant = merchant(state.tenants);

  async function contextOf(c: Context<MerchantEnv>, fields: Fields): Promise<LoginContext> {
    await state.ready;
    const { tenant } = c.var;
    return {
      state,
      tenant,
      auth: authOf(state, tenant.merchantCode),
      members: membersOf(state, tenant.merchantCode),
      now: now(),
      deviceId: c.req.header('Device')?.trim() || text(fields, 'loginDeviceId') || null,
    };
  }

  function answer(c: Context<MerchantEnv>, ctx: LoginContext, outcome: Outcome<MemberRecord>) {
    if (!outcome.ok) return refusalResponse(c, outcome);
    const session = openSession(
      state,
      ctx.tenant.merchantCode,
      outcome.value,
      ctx.now,
      ctx.deviceId,
    );
    return c.json(ok(loginResponse(outcome.value, session)));
  }

  /** A social login route: plain JSON body (spec 3, social login payloads). */
  function socialLogin(
    path: string,
    login: (ctx: LoginContext, fields: Fields) => Outcome<MemberRecord>,
  ) {
    routes.post(path, withMerchant, async (c) => {
      const body = await readBody(c, { encrypted: false });
      if (!body.ok) return refusalResponse(c, body);
      const ctx = await contextOf(c, body.value);
      return answer(c, ctx, login(ctx, body.value));
    });
  }

  routes.post(SESSION_PATHS.login, withMerchant, async (c) => {
    const body = await readBody(c, { encrypted: true });
    if (!body.ok) return refusalResponse(c, body);
    const ctx = await contextOf(c, body.value);
    return answer(c, ctx, await loginByType(ctx, body.value));
  });

  // Payload { verifyToken, option, code }; the option is not checked: every option takes the code.
  routes.post(SESSION_PATHS.verification, withMerchant, async (c) => {
    const body = await readBody(c, { encrypted: true });
    if (!body.ok) return refusalResponse(c, body);
    const ctx = await contextOf(c, body.value);
    const done = completeSecondFactor(
      ctx.auth,
      text(body.value, 'verifyToken'),
      text(body.value, 'code'),
      ctx.now,
    );
    if (!done.ok) return refusalResponse(c, done);
    const member = findById(ctx.members, done.value.memberId);
    if (!member) return refusalResponse(c, refuse('verify.token.invalid', 'Please log in again.'));
    bindIdentities(ctx.auth, done.value.bindings, member.id);
    return answer(
      c,
      { ...ctx, deviceId: ctx.deviceId ?? done.value.deviceId },
      { ok: true, value: member },
    );
  });

  socialLogin(SESSION_PATHS.maya, (ctx, fields) =>
    mayaMember(ctx.tenant, ctx.members, text(fields, 'sessionId'), text(fields, 'env')),
  );
  socialLogin(SESSION_PATHS.line, (ctx, fields) =>
    loginByLine(ctx, text(fields, 'lineSessionToken')),
  );
  socialLogin(SESSION_PATHS.telegram, (ctx, fields) =>
    loginByTelegram(ctx, text(fields, 'telegramAuth')),
  );

  // Always succeeds, also without a session: logging out must never end in "please login".
  routes.post(SESSION_PATHS.logout, withMerchant, (c) => {
    const token = tokenOf(c.req.header('Authorization'));
    if (token) closeSession(state, c.var.tenant.merchantCode, token);
    return c.json(ok(null));
  });

  routes.post(SESSION_PATHS.smsNoLogin, withMerchant, async (c) => {
    const body = await readBody(c, { encrypted: false });
    if (!body.ok) return refusalResponse(c, body);
    const { tenant } = c.var;
    const sent = sendSmsCode(
      tenant,
      authOf(state, tenant.merchantCode),
      text(body.value, 'mobileNum') ?? '',
      now(),
    );
    return sent.ok ? c.json(ok(sent.value)) : refusalResponse(c, sent);
  });

  return routes;
}

import type { Context } from 'hono';
import { failure } from './envelope.ts';
import type { MerchantEnv } from './merchant.ts';
import type { MemberRecord } from './seed.ts';
import { findSession } from './sessions.ts';
import type { DemoState } from './state.ts';

/**
 * The one gate of every member-only demo call (rank progress, CBS chat, FCM bind, lottery
 * launch). Returns the member the session token belongs to (a token issued at login, or a QA
 * token `demo-token.<merchantCode>.<login>`), or the response to send: without a token 401
 * customer.not.login, with an unknown or expired one user.or.token.invalid (both log the user
 * out, spec 8).
 *
 *   const member = await requireMember(c, state);
 *   if (member instanceof Response) return member;
 */
export async function requireMember(
  c: Context<MerchantEnv>,
  state: DemoState,
): Promise<MemberRecord | Response> {
  const authorization = c.req.header('Authorization');
  if (!authorization?.trim()) return c.json(failure('customer.not.login', 'Please log in'), 401);
  await state.ready;
  const found = findSession(state, c.var.tenant.merchantCode, authorization, Date.now());
  if (!found) return c.json(failure('user.or.token.invalid', 'Your session has ended'));
  return found.member;
}

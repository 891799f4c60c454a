import { createMiddleware } from 'hono/factory';
import type { TenantConfig } from '../src/config/tenant.gen.ts';
import { authOf, randomHex } from './authState.ts';
import type { DemoSession } from './authState.ts';
import { failure } from './envelope.ts';
import { findById, membersOf } from './members.ts';
import type { MemberRecord } from './seed.ts';
import type { DemoState } from './state.ts';

/**
 * Demo sessions. A login issues a random token (32 random bytes, 64 hex characters) kept in the
 * merchant's auth state with its member and expiry. QA and tests may also open a session from
 * the address bar with `demo-token.<merchantCode>.<login>` (e.g. demo-token.demo.member1): it is
 * stateless, names any member of that merchant, and stays valid (logout does not end it).
 */

export const SESSION_TTL_MS = 24 * 60 * 60_000;
export const QA_TOKEN_PREFIX = 'demo-token.';

export function qaToken(merchantCode: string, login: string): string {
  return `${QA_TOKEN_PREFIX}${merchantCode}.${login}`;
}

export function openSession(
  state: DemoState,
  merchantCode: string,
  member: MemberRecord,
  now: number,
  deviceId: string | null,
): DemoSession {
  const { sessions } = authOf(state, merchantCode);
  for (const [token, session] of sessions) if (session.expiresAt <= now) sessions.delete(token);
  const session: DemoSession = {
    token: randomHex(32),
    merchantCode,
    memberId: member.id,
    spanId: randomHex(8),
    deviceId,
    expiresAt: now + SESSION_TTL_MS,
  };
  sessions.set(session.token, session);
  return session;
}

/** The token of an Authorization header: the bare token, or `Bearer <token>`. */
export function tokenOf(authorization: string | null | undefined): string | null {
  const token = authorization
    ?.trim()
    .replace(/^Bearer\s+/i, '')
    .trim();
  return token ? token : null;
}

export interface FoundSession {
  token: string;
  member: MemberRecord;
  /** null for a QA token. */
  session: DemoSession | null;
}

/** The open session an Authorization header names for this merchant, or null. */
export function findSession(
  state: DemoState,
  merchantCode: string,
  authorization: string | null | undefined,
  now: number,
): FoundSession | null {
  const token = tokenOf(authorization);
  if (!token) return null;
  const members = membersOf(state, merchantCode);
  if (token.startsWith(QA_TOKEN_PREFIX)) {
    const rest = token.slice(QA_TOKEN_PREFIX.length);
    const dot = rest.indexOf('.');
    if (dot < 0 || rest.slice(0, dot) !== merchantCode) return null;
    const member = members.get(rest.slice(dot + 1).toLowerCase());
    return member ? { token, member, session: null } : null;
  }
  const { sessions } = authOf(state, merchantCode);
  const session = sessions.get(token);
  if (!session) return null;
  if (session.expiresAt <= now) {
    sessions.delete(token);
    return null;
  }
  const member = findById(members, session.memberId);
  return member ? { token, member, session } : null;
}

/** Ends the session of this token; false when there was none (QA tokens have none). */
export function closeSession(state: DemoState, merchantCode: string, token: string): boolean {
  return authOf(state, merchantCode).sessions.delete(token);
}

/** Ends every session of a member (password change keeps only the one it came from). */
export function closeMemberSessions(
  state: DemoState,
  merchantCode: string,
  memberId: number,
  keep: string | null,
): void {
  const { sessions } = authOf(state, merchantCode);
  for (const [token, session] of sessions) {
    if (session.memberId === memberId && token !== keep) sessions.delete(token);
  }
}

export interface MemberEnv {
  Variables: { tenant: TenantConfig; member: MemberRecord; token: string };
}

/**
 * Member calls need a session: a missing, unknown or expired token answers HTTP 200 with
 * user.or.token.invalid (spec 8: the client logs out). A 401 comes only from the fault controls.
 */
export function memberSession(state: DemoState, now: () => number) {
  return createMiddleware<MemberEnv>(async (c, next) => {
    await state.ready;
    const found = findSession(
      state,
      c.var.tenant.merchantCode,
      c.req.header('Authorization'),
      now(),
    );
    if (!found) {
      return c.json(failure('user.or.token.invalid', 'Your session has ended. Please log in.'));
    }
    c.set('member', found.member);
    c.set('token', found.token);
    await next();
  });
}

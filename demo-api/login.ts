import type { TenantConfig } from '../src/config/tenant.gen.ts';
import type { MerchantAuthState } from './authState.ts';
import { clearWrongPasswords, isLoginLocked, recordWrongPassword } from './loginGuard.ts';
import { findByLogin, findByMobile } from './members.ts';
import { accept, refuse } from './outcome.ts';
import type { Outcome } from './outcome.ts';
import { createMember, generateUsername, unusablePassword } from './registration.ts';
import { flag, secret, text } from './requestBody.ts';
import type { Fields } from './requestBody.ts';
import { requireSecondFactor } from './secondFactor.ts';
import type { MemberRecord } from './seed.ts';
import { useSmsCode } from './sms.ts';
import {
  bindIdentities,
  boundMember,
  carriedIdentities,
  firebasePhone,
  lineIdentity,
  telegramAuthData,
  telegramKey,
} from './social.ts';
import type { DemoState } from './state.ts';

/**
 * The login request (spec 3) by its type: username and password (also a mobile number and
 * password), sms (mobile number and code), firebase, line and telegram. Each ends with the member
 * to open a session for, or the refusal the spec names.
 */

export interface LoginContext {
  state: DemoState;
  tenant: TenantConfig;
  auth: MerchantAuthState;
  members: Map<string, MemberRecord>;
  now: number;
  deviceId: string | null;
}

const NOT_EXISTS = 'not.exists.user';

export function loginByType(ctx: LoginContext, fields: Fields): Promise<Outcome<MemberRecord>> {
  const type = text(fields, 'type') ?? 'username';
  if (type === 'sms' || flag(fields, 'isSms')) return Promise.resolve(loginBySms(ctx, fields));
  switch (type) {
    case 'username':
      return loginByPassword(ctx, fields);
    case 'firebase':
      return loginByFirebase(ctx, text(fields, 'firebaseIdToken'));
    case 'line':
      return Promise.resolve(loginByLine(ctx, text(fields, 'lineSessionToken')));
    case 'telegram':
      return Promise.resolve(loginByTelegram(ctx, text(fields, 'telegramAuth')));
    default:
      return Promise.resolve(
        refuse('request.invalid', `Unknown login type "${type}".`, { status: 400 }),
      );
  }
}

/**
 * Username (or mobile number) and password. Five wrong passwords in a row lock the member's
 * logins for a while (TOO_MANY_REQUEST_LOGIN). A LINE or Telegram identity sent along is bound to
 * the member ("log in with existing account"). A member with a second factor gets
 * login_verify_required instead of a session.
 */
export async function loginByPassword(
  ctx: LoginContext,
  fields: Fields,
): Promise<Outcome<MemberRecord>> {
  const login = text(fields, 'username');
  const password = secret(fields, 'password');
  if (!login || !password) return refuse('login.cred.err', 'Enter your username and password.');
  const member = findByLogin(ctx.members, login);
  if (!member) return refuse(NOT_EXISTS, 'This account does not exist.');
  if (isLoginLocked(ctx.auth, member.id, ctx.now)) {
    return refuse('TOO_MANY_REQUEST_LOGIN', 'Too many wrong passwords. Please try again later.');
  }
  if (!(await ctx.state.hasher.verify(password, member.passwordHash))) {
    recordWrongPassword(ctx.auth, member.id, ctx.now);
    return refuse('login.cred.err', 'The username or password is wrong.');
  }
  clearWrongPasswords(ctx.auth, member.id);
  const identities = carriedIdentities(
    text(fields, 'lineSessionToken'),
    text(fields, 'telegramAuth'),
  );
  if (!identities.ok) return identities;
  const { secondFactor } = member;
  if (secondFactor) {
    return requireSecondFactor(
      ctx.auth,
      { ...member, secondFactor },
      ctx.deviceId,
      identities.value,
      ctx.now,
    );
  }
  bindIdentities(ctx.auth, identities.value, member.id);
  return accept(member);
}

/** Mobile number in username, the code sent by /wps/verification/sms/noLogin in password. */
export function loginBySms(ctx: LoginContext, fields: Fields): Outcome<MemberRecord> {
  const mobile = text(fields, 'username');
  if (!mobile) return refuse('sms.code.err', 'Enter your mobile number and the code.');
  const member = findByMobile(ctx.members, mobile);
  if (!member) return refuse(NOT_EXISTS, 'No account uses this mobile number.');
  if (!useSmsCode(ctx.auth, mobile, secret(fields, 'password'), ctx.now)) {
    return refuse('sms.code.err', 'The code is wrong or has expired.');
  }
  return accept(member);
}

/**
 * A Firebase phone sign-in. A number with no member is registered on the spot when the tenant
 * has FIREBASECREATEACC3, else not.exists.user.
 */
export async function loginByFirebase(
  ctx: LoginContext,
  firebaseIdToken: string | undefined,
): Promise<Outcome<MemberRecord>> {
  const phone = firebasePhone(firebaseIdToken);
  if (!phone) return refuse('login.cred.err', 'The phone sign-in could not be verified.');
  const member = findByMobile(ctx.members, phone);
  if (member) return accept(member);
  if (!ctx.tenant.flags.FIREBASECREATEACC3) {
    return refuse(NOT_EXISTS, 'No account uses this mobile number.');
  }
  const created = await createMember(ctx.state, ctx.tenant, {
    username: findByLogin(ctx.members, phone) ? generateUsername(ctx.members) : phone,
    password: unusablePassword(),
    mobileNum: phone,
    firstTimeLogin: true,
  });
  // Only a concurrent registration of the same number gets here; its member is the answer.
  return created ? accept(created) : loginByFirebase(ctx, firebaseIdToken);
}

/** A LINE session token (from WPS3RD_verifyLineCode): the member bound to that LINE identity. */
export function loginByLine(
  ctx: LoginContext,
  lineSessionToken: string | undefined,
): Outcome<MemberRecord> {
  if (!ctx.tenant.flags.LINELOGIN3) {
    return refuse('login.method.disabled', 'LINE sign-in is not offered here.');
  }
  const identity = lineIdentity(lineSessionToken);
  if (!identity.ok) return identity;
  const member = boundMember(ctx.auth, ctx.members, identity.value);
  if (!member) return refuse(NOT_EXISTS, 'No member is linked to this LINE account.');
  return accept(member);
}

/** Telegram auth data: the member bound to that Telegram id, else bind_customer_required. */
export function loginByTelegram(
  ctx: LoginContext,
  telegramAuth: string | undefined,
): Outcome<MemberRecord> {
  if (!ctx.tenant.flags.TELEGRAMLOGIN3) {
    return refuse('login.method.disabled', 'Telegram sign-in is not offered here.');
  }
  const data = telegramAuthData(telegramAuth);
  if (!data.ok) return data;
  const member = boundMember(ctx.auth, ctx.members, telegramKey(data.value));
  if (!member) {
    return refuse(
      'bind_customer_required',
      'Log in with an existing account or register to link this Telegram account.',
    );
  }
  return accept(member);
}

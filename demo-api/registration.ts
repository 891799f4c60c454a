import type { TenantConfig } from '../src/config/tenant.gen.ts';
import { authOf, randomHex } from './authState.ts';
import { findByLogin, membersOf, nextMemberId } from './members.ts';
import { refuse } from './outcome.ts';
import type { Refusal } from './outcome.ts';
import type { ClubLabel, MemberRecord } from './seed.ts';
import type { DemoState } from './state.ts';

/** Registration rules of the demo server and the creation of new members. */

/** 4 to 16 letters or digits. */
export const USERNAME_RULE = /^[A-Za-z0-9]{4,16}$/;
export const DEFAULT_PASSWORD_MIN = 6;
export const DEFAULT_PASSWORD_MAX = 20;
/** spec 5: mobile registration without a password option uses the six-digit default. */
export const DEFAULT_MOBILE_PASSWORD = '123456';

export function usernameRefusal(
  members: Map<string, MemberRecord>,
  username: string | undefined,
): Refusal | null {
  if (!username || !USERNAME_RULE.test(username)) {
    return refuse('member.username.invalid', 'The username must be 4 to 16 letters or digits.');
  }
  if (findByLogin(members, username)) {
    return refuse('member.username.exists', 'This username is already taken.');
  }
  return null;
}

/** The tenant's auth.registration.password rules: length, and digits-only when not allowed. */
export function passwordRefusal(
  tenant: TenantConfig,
  password: string | undefined,
): Refusal | null {
  const rules = tenant.auth.registration.password ?? {};
  const min = rules.minLength ?? DEFAULT_PASSWORD_MIN;
  const max = rules.maxLength ?? DEFAULT_PASSWORD_MAX;
  if (password === undefined || password.length < min || password.length > max) {
    return refuse('member.password.invalid', `The password must be ${min} to ${max} characters.`);
  }
  if (!rules.allowNumericOnly && /^\d+$/.test(password)) {
    return refuse('member.password.invalid', 'The password must not be digits only.');
  }
  return null;
}

/** A free username the server picks (autoUsername): `u` and eight digits. */
export function generateUsername(members: Map<string, MemberRecord>): string {
  for (;;) {
    const [n = 0] = crypto.getRandomValues(new Uint32Array(1));
    const username = `u${String(n % 100_000_000).padStart(8, '0')}`;
    if (!members.has(username)) return username;
  }
}

function lowestLabel(tenant: TenantConfig): ClubLabel | null {
  const [lowest] = [...(tenant.vipLabels ?? [])].sort((a, b) => a.rankLevel - b.rankLevel);
  return lowest
    ? {
        labelId: lowest.labelId,
        labelName: lowest.labelName,
        rankLevel: lowest.rankLevel,
        type: 'AUTO',
      }
    : null;
}

export interface NewMember {
  username: string;
  password: string;
  mobileNum: string | null;
  /** True when the member did not choose the password (default or none). */
  firstTimeLogin: boolean;
}

/**
 * Stores a new member (type 0, the tenant's lowest VIP label and default language). Null when
 * the username was taken while the password was hashed.
 */
export async function createMember(
  state: DemoState,
  tenant: TenantConfig,
  input: NewMember,
): Promise<MemberRecord | null> {
  const passwordHash = await state.hasher.hash(input.password);
  const members = membersOf(state, tenant.merchantCode);
  if (findByLogin(members, input.username)) return null;
  const member: MemberRecord = {
    id: nextMemberId(members),
    merchantCode: tenant.merchantCode,
    username: input.username,
    customerName: input.username,
    customerType: 0,
    passwordHash,
    passwordExpired: false,
    firstTimeLogin: input.firstTimeLogin,
    language: tenant.languages.default,
    clubLabel: lowestLabel(tenant),
    mobileNum: input.mobileNum,
    countryDialingCode: input.mobileNum ? tenant.region.countryDialingCode : null,
    smsCode: null,
    secondFactor: null,
  };
  members.set(member.username.toLowerCase(), member);
  authOf(state, tenant.merchantCode).registeredIds.add(member.id);
  return member;
}

/** A password nobody can type: members created by a phone sign-in log in by phone. */
export function unusablePassword(): string {
  return randomHex(24);
}

import type { TenantConfig } from '../src/config/tenant.gen.ts';
import type { ClubLabel, MemberInfo } from '../src/api/calls/member.ts';
import type { LoginResponse } from '../src/api/calls/session.ts';
import type { DemoSession } from './authState.ts';
import type { MemberRecord } from './seed.ts';
import type { DemoState } from './state.ts';

/** Lookups over one merchant's members (demo-api/state.ts keeps them by lower-case username). */

export function membersOf(state: DemoState, merchantCode: string): Map<string, MemberRecord> {
  let members = state.members.get(merchantCode);
  if (!members) {
    members = new Map();
    state.members.set(merchantCode, members);
  }
  return members;
}

/** Digits only, so "0917 123 4567" and "09171234567" are the same number. */
export function mobileDigits(mobile: string): string {
  return mobile.replace(/\D/g, '');
}

export function findById(members: Map<string, MemberRecord>, id: number): MemberRecord | null {
  for (const member of members.values()) if (member.id === id) return member;
  return null;
}

export function findByMobile(
  members: Map<string, MemberRecord>,
  mobile: string,
): MemberRecord | null {
  const digits = mobileDigits(mobile);
  if (!digits) return null;
  for (const member of members.values()) {
    if (member.mobileNum !== null && mobileDigits(member.mobileNum) === digits) return member;
  }
  return null;
}

/** The member a login names: by username (any case), else by mobile number. */
export function findByLogin(
  members: Map<string, MemberRecord>,
  login: string,
): MemberRecord | null {
  return members.get(login.toLowerCase()) ?? findByMobile(members, login);
}

export function nextMemberId(members: Map<string, MemberRecord>): number {
  let max = 0;
  for (const member of members.values()) max = Math.max(max, member.id);
  return max + 1;
}

/** The member's VIP label as the tenant names it now; null when the tenant has no such label. */
export function clubLabelFor(tenant: TenantConfig, member: MemberRecord): ClubLabel | null {
  const labelId = member.clubLabel?.labelId;
  const label = tenant.vipLabels?.find((l) => l.labelId === labelId);
  if (!label) return null;
  return {
    labelId: label.labelId,
    labelName: label.labelName,
    rankLevel: label.rankLevel,
    type: 'AUTO',
  };
}

export function memberInfo(tenant: TenantConfig, member: MemberRecord): MemberInfo {
  return {
    id: member.id,
    account: member.username,
    type: member.customerType,
    language: member.language,
    clubLabel: clubLabelFor(tenant, member),
  };
}

export function loginResponse(member: MemberRecord, session: DemoSession): LoginResponse {
  return {
    token: session.token,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: member.passwordExpired,
    spanId: session.spanId,
    id: member.id,
    userName: member.username,
    customerType: member.customerType,
    customerName: member.customerName,
    customerId: member.id,
  };
}

import type { TenantConfig } from '../src/config/tenant.gen.ts';
import type { PasswordHasher } from './password.ts';

export type SecondFactorOption = 'email' | 'ga' | 'sms';

/** One demo account, as QA types it. Every tenant gets all of them. */
export interface DemoAccount {
  /** Username (or mobile number) typed at login. */
  login: string;
  password: string;
  /** Customer type: 0 member, 1 or 2 agent, 4 member whose language is not synced (spec 6). */
  customerType: number;
  description: string;
  passwordExpired?: boolean;
  firstTimeLogin?: boolean;
  secondFactor?: { options: SecondFactorOption[]; code: string };
  mobileNum?: string;
  smsCode?: string;
  /** The VIP label: the tenant's lowest (default) or its highest. */
  vipLabel?: 'lowest' | 'highest';
}

const PASSWORD = 'Passw0rd!';
/** Spec 4 and 5: the six-digit default password (digits one to six). */
const DEFAULT_PASSWORD = '123456';
const DEMO_CODE = '123456';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    login: 'member1',
    password: PASSWORD,
    customerType: 0,
    description: 'member (type 0) with the lowest VIP label',
  },
  {
    login: 'agent1',
    password: PASSWORD,
    customerType: 1,
    description: 'agent (type 1): agent menu, referral opens /m/agentRegister',
  },
  {
    login: 'newbie',
    password: DEFAULT_PASSWORD,
    customerType: 0,
    firstTimeLogin: true,
    description: 'six-digit default password: login goes to /m/changePsw',
  },
  {
    login: 'expired1',
    password: PASSWORD,
    customerType: 0,
    passwordExpired: true,
    description: 'password expired: /m/changePsw when PWDEXPFORCECHANGE3 is on',
  },
  {
    login: 'twofa1',
    password: PASSWORD,
    customerType: 0,
    secondFactor: { options: ['email', 'ga', 'sms'], code: DEMO_CODE },
    description: `second factor required (email, ga, sms), code ${DEMO_CODE}`,
  },
  {
    login: 'type4',
    password: PASSWORD,
    customerType: 4,
    description: 'type 4 member: language is not synced to the server',
  },
  {
    login: '09171234567',
    password: PASSWORD,
    customerType: 0,
    mobileNum: '09171234567',
    smsCode: DEMO_CODE,
    description: `mobile member: mobile and password, or sms code ${DEMO_CODE}`,
  },
  {
    login: 'vip1',
    password: PASSWORD,
    customerType: 0,
    vipLabel: 'highest',
    description:
      "member with the tenant's highest VIP label (download bar minimum, VIP-only entries)",
  },
];

/** Member info clubLabel (spec 3); type AUTO means the VIP benefit is shown. */
export interface ClubLabel {
  labelId: number;
  labelName: string;
  rankLevel: number;
  type: 'AUTO';
}

/** A member as the demo server stores it: the password only as a hash. */
export interface MemberRecord {
  id: number;
  merchantCode: string;
  username: string;
  customerName: string;
  customerType: number;
  passwordHash: string;
  passwordExpired: boolean;
  firstTimeLogin: boolean;
  language: string;
  clubLabel: ClubLabel | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  smsCode: string | null;
  secondFactor: { options: SecondFactorOption[]; code: string } | null;
}

/** Hashes and builds the demo members of one tenant; ids start at `firstId`. */
export async function seedMembers(
  tenant: TenantConfig,
  hasher: PasswordHasher,
  firstId: number,
): Promise<MemberRecord[]> {
  return Promise.all(
    DEMO_ACCOUNTS.map(async (account, index) => ({
      id: firstId + index,
      merchantCode: tenant.merchantCode,
      username: account.login,
      customerName: account.login,
      customerType: account.customerType,
      passwordHash: await hasher.hash(account.password),
      passwordExpired: account.passwordExpired ?? false,
      firstTimeLogin: account.firstTimeLogin ?? false,
      language: tenant.languages.default,
      clubLabel: clubLabelAt(tenant, account.vipLabel ?? 'lowest'),
      mobileNum: account.mobileNum ?? null,
      countryDialingCode: account.mobileNum ? tenant.region.countryDialingCode : null,
      smsCode: account.smsCode ?? null,
      secondFactor: account.secondFactor ?? null,
    })),
  );
}

function clubLabelAt(tenant: TenantConfig, end: 'lowest' | 'highest'): ClubLabel | null {
  const labels = tenant.vipLabels ?? [];
  const sign = end === 'lowest' ? 1 : -1;
  const lowest = labels.reduce<(typeof labels)[number] | undefined>(
    (low, label) =>
      low === undefined || sign * label.rankLevel < sign * low.rankLevel ? label : low,
    undefined,
  );
  if (!lowest) return null;
  return {
    labelId: lowest.labelId,
    labelName: lowest.labelName,
    rankLevel: lowest.rankLevel,
    type: 'AUTO',
  };
}

import type { TenantConfig } from '../src/config/tenant.gen.ts';
import type { BankCard, DepositSettings, UnreadInbox } from '../src/api/calls/member.ts';
import type { MerchantAuthState } from './authState.ts';
import type { MemberRecord } from './seed.ts';

/**
 * Plausible answers for the member reads spec 7 lists without shapes (deposit settings, bank
 * card, unread inbox). Seeded members look like regulars (deposits, a card, mail); members
 * created by registration, and the first-time-login account, start with nothing.
 */

/** Smallest and largest deposit per currency, in whole units. */
const DEPOSIT_LIMITS: Record<string, readonly [number, number]> = {
  PHP: [100, 50_000],
  THB: [100, 50_000],
  PKR: [200, 100_000],
  VND: [50_000, 50_000_000],
};
const DEFAULT_LIMITS = [100, 50_000] as const;

function isRegular(auth: MerchantAuthState, member: MemberRecord): boolean {
  return !auth.registeredIds.has(member.id) && !member.firstTimeLogin;
}

export function depositSettings(
  tenant: TenantConfig,
  auth: MerchantAuthState,
  member: MemberRecord,
): DepositSettings {
  const [minAmount, maxAmount] = DEPOSIT_LIMITS[tenant.region.currency] ?? DEFAULT_LIMITS;
  const regular = isRegular(auth, member);
  const made = auth.deposits.get(member.id) ?? [];
  return {
    currency: tenant.region.currency,
    currencySymbol: tenant.region.currencySymbol,
    minAmount,
    maxAmount,
    // Regulars made three deposits before the demo started, the first of five times the minimum.
    totalDepositSuccessCount: (regular ? 3 : 0) + made.length,
    firstDepositAmount: regular ? minAmount * 5 : (made[0] ?? null),
    channels: [
      { code: 'BANK', name: 'Bank transfer', minAmount, maxAmount },
      { code: 'EWALLET', name: 'E-wallet', minAmount, maxAmount: Math.round(maxAmount / 2) },
    ],
  };
}

/**
 * A successful deposit of `amount` by the member (POST /__demo/deposit): the wallet pages are not
 * part of this app, so QA and the tests make one here. Answers false for an amount outside the
 * merchant's limits.
 */
export function recordDeposit(
  tenant: TenantConfig,
  auth: MerchantAuthState,
  member: MemberRecord,
  amount: number,
): boolean {
  const [minAmount, maxAmount] = DEPOSIT_LIMITS[tenant.region.currency] ?? DEFAULT_LIMITS;
  if (!Number.isFinite(amount) || amount < minAmount || amount > maxAmount) return false;
  auth.deposits.set(member.id, [...(auth.deposits.get(member.id) ?? []), amount]);
  return true;
}

export function bankCards(auth: MerchantAuthState, member: MemberRecord): BankCard[] {
  if (!isRegular(auth, member)) return [];
  return [
    {
      id: member.id,
      bankName: 'Demo Bank',
      accountName: member.customerName,
      accountNumber: `**** ${String(member.id).slice(-4).padStart(4, '0')}`,
    },
  ];
}

export function unreadInbox(auth: MerchantAuthState, member: MemberRecord): UnreadInbox {
  // A new member has the welcome message; regulars have two notices.
  return { count: isRegular(auth, member) ? 2 : 1 };
}

import type { SecondFactorChallenge } from '../src/api/calls/session.ts';
import { randomHex } from './authState.ts';
import type { MerchantAuthState } from './authState.ts';
import { accept, refuse } from './outcome.ts';
import type { Outcome, Refusal } from './outcome.ts';
import type { MemberRecord } from './seed.ts';

/** A login that needs a second factor may be completed for this long. */
export const SECOND_FACTOR_TTL_MS = 5 * 60_000;

/**
 * Parks a login whose password was right and answers login_verify_required with the options
 * and a verify token (spec 4). `bindings` are social identities to bind once it completes.
 */
export function requireSecondFactor(
  auth: MerchantAuthState,
  member: MemberRecord & { secondFactor: NonNullable<MemberRecord['secondFactor']> },
  deviceId: string | null,
  bindings: string[],
  now: number,
): Refusal {
  const verifyToken = randomHex(24);
  auth.secondFactor.set(verifyToken, {
    memberId: member.id,
    options: member.secondFactor.options,
    code: member.secondFactor.code,
    deviceId,
    bindings,
    expiresAt: now + SECOND_FACTOR_TTL_MS,
  });
  const challenge: SecondFactorChallenge = { options: member.secondFactor.options, verifyToken };
  return refuse('login_verify_required', 'Enter the verification code.', { value: challenge });
}

export interface CompletedSecondFactor {
  memberId: number;
  deviceId: string | null;
  bindings: string[];
}

/** The parked login, once the code is right; the verify token is then spent. */
export function completeSecondFactor(
  auth: MerchantAuthState,
  verifyToken: string | undefined,
  code: string | undefined,
  now: number,
): Outcome<CompletedSecondFactor> {
  const pending = verifyToken === undefined ? undefined : auth.secondFactor.get(verifyToken);
  if (!verifyToken || !pending || now >= pending.expiresAt) {
    if (verifyToken) auth.secondFactor.delete(verifyToken);
    return refuse('verify.token.invalid', 'The verification has expired. Please log in again.');
  }
  if (code !== pending.code) {
    return refuse('verify.code.err', 'The verification code is wrong.');
  }
  auth.secondFactor.delete(verifyToken);
  return accept({
    memberId: pending.memberId,
    deviceId: pending.deviceId,
    bindings: pending.bindings,
  });
}

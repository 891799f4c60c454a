import type { MerchantAuthState } from './authState.ts';

/** Wrong passwords in a row before logins of that member answer TOO_MANY_REQUEST_LOGIN. */
export const MAX_WRONG_PASSWORDS = 5;
/** How long that lasts; a right password afterwards clears the count. */
export const LOGIN_LOCK_MS = 15 * 60_000;

export function isLoginLocked(auth: MerchantAuthState, memberId: number, now: number): boolean {
  const failures = auth.loginFailures.get(memberId);
  if (!failures?.lockedUntil) return false;
  if (now < failures.lockedUntil) return true;
  auth.loginFailures.delete(memberId);
  return false;
}

export function recordWrongPassword(auth: MerchantAuthState, memberId: number, now: number): void {
  const count = (auth.loginFailures.get(memberId)?.count ?? 0) + 1;
  auth.loginFailures.set(memberId, {
    count,
    lockedUntil: count >= MAX_WRONG_PASSWORDS ? now + LOGIN_LOCK_MS : null,
  });
}

export function clearWrongPasswords(auth: MerchantAuthState, memberId: number): void {
  auth.loginFailures.delete(memberId);
}

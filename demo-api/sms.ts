import type { TenantConfig } from '../src/config/tenant.gen.ts';
import type { SmsCodeResponse } from '../src/api/calls/session.ts';
import type { MerchantAuthState } from './authState.ts';
import { mobileDigits } from './members.ts';
import { accept, refuse } from './outcome.ts';
import type { Outcome } from './outcome.ts';

/**
 * SMS codes for numbers that are not logged in (POST /wps/verification/sms/noLogin). Nothing is
 * sent: every code is DEMO_SMS_CODE. A number may ask again after the tenant's
 * auth.sms.resendSeconds (default 60); a code is good for SMS_CODE_TTL_MS and for one use.
 */

export const DEMO_SMS_CODE = '123456';
export const DEFAULT_RESEND_SECONDS = 60;
export const SMS_CODE_TTL_MS = 5 * 60_000;
const MOBILE_DIGITS = /^\d{6,15}$/;

export function isMobileNumber(mobile: string): boolean {
  return MOBILE_DIGITS.test(mobileDigits(mobile)) && /^[\d\s()+-]+$/.test(mobile);
}

export function sendSmsCode(
  tenant: TenantConfig,
  auth: MerchantAuthState,
  mobile: string,
  now: number,
): Outcome<SmsCodeResponse> {
  if (!isMobileNumber(mobile)) {
    return refuse('sms.mobile.invalid', 'Enter a valid mobile number.');
  }
  const resendSeconds = tenant.auth.sms?.resendSeconds ?? DEFAULT_RESEND_SECONDS;
  const digits = mobileDigits(mobile);
  const last = auth.smsCodes.get(digits);
  if (last && now - last.sentAt < resendSeconds * 1000) {
    const wait = Math.ceil((last.sentAt + resendSeconds * 1000 - now) / 1000);
    return refuse('TOO_MANY_REQUEST_SMS', `Please wait ${wait} s before asking for a new code.`);
  }
  auth.smsCodes.set(digits, { code: DEMO_SMS_CODE, sentAt: now, expiresAt: now + SMS_CODE_TTL_MS });
  return accept({ resendSeconds, expiresInSeconds: SMS_CODE_TTL_MS / 1000 });
}

/** True, and the code is used up, when it is the live code sent to this number. */
export function useSmsCode(
  auth: MerchantAuthState,
  mobile: string,
  code: string | undefined,
  now: number,
): boolean {
  const digits = mobileDigits(mobile);
  const sent = auth.smsCodes.get(digits);
  if (!sent || code === undefined || sent.code !== code || now >= sent.expiresAt) return false;
  // Used codes are spent, but sentAt stays for the resend limit.
  auth.smsCodes.set(digits, { ...sent, expiresAt: now });
  return true;
}

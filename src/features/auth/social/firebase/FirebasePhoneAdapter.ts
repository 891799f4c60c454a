/**
 * Firebase phone auth behind one interface (INTEGRATIONS.md 4a): send a code by SMS, then turn
 * the typed code into a Firebase id token (the login's firebaseIdToken, the register request's
 * firebaseIdToken2).
 */
export interface FirebasePhoneAdapter {
  send(countryDialingCode: string, mobileNum: string): Promise<void>;
  /** Rejects with auth/code-expired when no code was sent (spec 8). */
  confirm(code: string): Promise<string>;
}

/** The element the invisible reCAPTCHA attaches to; SocialOverlay renders it. */
export const RECAPTCHA_CONTAINER_ID = 'social-recaptcha';

/** The mobile number as digits, as typed (the leading 0 kept). */
export function mobileDigits(mobileNum: string): string {
  return mobileNum.replace(/\D/g, '');
}

/** +E.164 for Firebase: the dialing code, then the national number without its leading 0. */
export function e164(countryDialingCode: string, mobileNum: string): string {
  return `+${mobileDigits(countryDialingCode)}${mobileDigits(mobileNum).replace(/^0+/, '')}`;
}

import { ApiError } from '../../api/ApiError';
import type { CaptchaError } from '../captcha';
import { captchaErrorText } from '../captcha';

/**
 * What a form shows under its fields: the server's own words for a refusal, or one of ours.
 * - captcha: the verification was not completed (a failure that is no captcha's own);
 * - { captcha }: the captcha's own reason, as the registration form shows it;
 * - mobileRequired: an sms code needs a number to go to;
 * - invalid: a field breaks the rules (the field says which).
 */
export type FormError =
  | { text: string }
  | { reason: 'captcha' | 'mobileRequired' | 'invalid' }
  /** The captcha's own reason (spec 8: closed, too fast, busy, the risk check's code). */
  | { captcha: CaptchaError['text'] };

/**
 * The `alert` of a form's call: the form shows the server's refusals (login.cred.err ...) in
 * place; everything else (HTTP errors, no answer, a broken body) is the error catalogue's, which
 * shows its notice or, for 502 and TOO_MANY_REQUEST, nothing (spec 8).
 */
export const catalogueUnlessRefusal = (error: ApiError): boolean => error.kind !== 'server';

/** The message a form shows for a failed call or step; null when the catalogue has answered. */
export function formErrorOf(error: unknown): FormError | null {
  if (!(error instanceof ApiError)) {
    const captcha = captchaErrorText(error);
    return captcha ? { captcha } : { reason: 'captcha' };
  }
  if (error.kind !== 'server') return null;
  // spec 8: a code starting with TOO_MANY_REQUEST shows nothing.
  if (error.errorCode?.startsWith('TOO_MANY_REQUEST')) return null;
  const text = error.serverMessage ?? error.errorCode;
  return text ? { text } : null;
}

import type { NoticeText } from '../notices';
import { captchaMessages } from './messages';

/**
 * Why a solve failed. verify_first: the captcha was closed; too_fast: solved faster than a person
 * can; busy: another solve is in progress; unavailable: the service cannot be used (sms on v3,
 * the vendor reported an error); risk: the risk check refused; network: a script or call failed
 * or timed out.
 */
export type CaptchaErrorCode =
  'verify_first' | 'too_fast' | 'busy' | 'unavailable' | 'risk' | 'network';

const TEXTS = {
  verify_first: captchaMessages.verifyFirst,
  too_fast: captchaMessages.tooFast,
  busy: captchaMessages.busy,
  unavailable: captchaMessages.unavailable,
  risk: captchaMessages.risk,
  network: captchaMessages.network,
} as const satisfies Record<CaptchaErrorCode, { id: string; defaultMessage: string }>;

export type CaptchaErrorValues = Record<string, string | number>;

/**
 * The message with its values filled in, as English where the code has it (for logs and
 * `Error.message`).
 */
function english(template: string, values: CaptchaErrorValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A failed solve: a code for callers to branch on and a translated text to show. */
export class CaptchaError extends Error {
  override readonly name = 'CaptchaError';
  readonly code: CaptchaErrorCode;
  /** A message descriptor with its values: notices.push({ message: error.text }) shows it. */
  readonly text: Extract<NoticeText, { id: string }>;

  constructor(code: CaptchaErrorCode, values: CaptchaErrorValues = {}, options?: ErrorOptions) {
    // The product build ships no English in the code (decision 0012): the log names the id.
    const { id, defaultMessage }: { id: string; defaultMessage?: string } = TEXTS[code];
    super(english(defaultMessage ?? id, values), options);
    this.code = code;
    this.text = { id, defaultMessage, values };
  }
}

/** Any failure as a CaptchaError: what is not one already is a network failure. */
export function toCaptchaError(error: unknown): CaptchaError {
  return error instanceof CaptchaError ? error : new CaptchaError('network', {}, { cause: error });
}

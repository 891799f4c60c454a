import type { CaptchaResult, ChallengeHost } from './CaptchaAdapter';
import { CaptchaError } from './CaptchaError';
import type { VendorAttempt } from './vendorAttempt';

/** What GeeTest v3 (gt.js) and v4 (gt4.js) widgets have alike in bind mode. */
export interface GeetestWidget<V> {
  getValidate(): V | false | null | undefined;
  destroy(): void;
  onReady(handler: () => void): unknown;
  onSuccess(handler: () => void): unknown;
  onError(handler: (error?: unknown) => void): unknown;
  onClose(handler: () => void): unknown;
}

export interface GeetestBinding<V> {
  attempt: VendorAttempt<CaptchaResult>;
  host: ChallengeHost;
  /** The member gave up: the attempt fails with verify_first. */
  cancel: () => void;
  /** Opens the vendor's popup once the widget is ready (v3 verify(), v4 showCaptcha()). */
  open: () => void;
  /** The payload fields from the vendor's validate answer. */
  toResult: (validate: V) => CaptchaResult;
}

/**
 * Wires a widget the vendor's init callback handed over to the attempt: destroyed at once when
 * the attempt already ended; shown when ready; its answer mapped to the payload (none yet:
 * verify_first); closed gives verify_first; a vendor error gives unavailable.
 */
export function bindGeetestWidget<V>(
  widget: GeetestWidget<V>,
  { attempt, host, cancel, open, toResult }: GeetestBinding<V>,
): void {
  if (attempt.settled) {
    widget.destroy();
    return;
  }
  widget.onReady(() => {
    attempt.ready();
    host.show({ kind: 'vendor', status: 'shown' }, cancel);
    open();
  });
  widget.onSuccess(() => {
    const validate = widget.getValidate();
    if (!validate) return attempt.fail(new CaptchaError('verify_first'));
    attempt.resolve(toResult(validate));
  });
  widget.onClose(cancel);
  widget.onError((error) => attempt.fail(new CaptchaError('unavailable', {}, { cause: error })));
}

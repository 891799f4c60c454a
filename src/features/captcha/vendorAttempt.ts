import type { Clock } from '../../platform/clock';
import { CaptchaError, toCaptchaError } from './CaptchaError';

/** spec 9: captcha network timeout 5000 ms (v4 and risk). */
export const CAPTCHA_NETWORK_TIMEOUT_MS = 5000;

/** One try of a vendor: settles once, fails with network when the vendor is not up in time. */
export interface VendorAttempt<T> {
  readonly promise: Promise<T>;
  readonly settled: boolean;
  resolve(value: T): void;
  fail(error: unknown): void;
  /** The vendor is up: stop the network timer, the user may take their time. */
  ready(): void;
}

export interface VendorAttemptOptions {
  clock: Clock;
  /** Until ready() is called. */
  timeoutMs: number;
  /** Runs once when the attempt settles, either way (hide the overlay, destroy the widget). */
  cleanup?: () => void;
}

export function startVendorAttempt<T>({
  clock,
  timeoutMs,
  cleanup,
}: VendorAttemptOptions): VendorAttempt<T> {
  let settled = false;
  let resolvePromise: (value: T) => void = () => undefined;
  let rejectPromise: (error: CaptchaError) => void = () => undefined;
  const promise = new Promise<T>((resolve, reject) => {
    resolvePromise = resolve;
    rejectPromise = reject;
  });
  const timer = clock.setTimeout(() => attempt.fail(new CaptchaError('network')), timeoutMs);
  const finish = (settle: () => void) => {
    if (settled) return;
    settled = true;
    clock.clearTimeout(timer);
    cleanup?.();
    settle();
  };
  const attempt: VendorAttempt<T> = {
    promise,
    get settled() {
      return settled;
    },
    resolve: (value) => finish(() => resolvePromise(value)),
    fail: (error) => finish(() => rejectPromise(toCaptchaError(error))),
    ready: () => clock.clearTimeout(timer),
  };
  return attempt;
}

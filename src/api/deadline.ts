import type { Clock } from '../platform/clock';

/** One signal that aborts on the client's timer or on the caller's own signal, whichever first. */
export interface Deadline {
  signal: AbortSignal;
  /** The timer fired (the call gets errorCode ECONNABORTED). */
  readonly timedOut: boolean;
  /** The caller aborted before the timer fired. */
  readonly callerAborted: boolean;
  /** Stops the timer and lets go of the caller's signal; call once the call has settled. */
  done(): void;
}

export function startDeadline(clock: Clock, ms: number, caller?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(caller?.reason);
  if (caller?.aborted) controller.abort(caller.reason);
  else caller?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = clock.setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`timeout of ${ms} ms exceeded`, 'TimeoutError'));
  }, ms);
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    get callerAborted() {
      return !timedOut && caller?.aborted === true;
    },
    done() {
      clock.clearTimeout(timer);
      caller?.removeEventListener('abort', onCallerAbort);
    },
  };
}

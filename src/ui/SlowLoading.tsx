import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import './SlowLoading.css';

/** spec 9: the loading indicator's steps, from the moment it appeared. */
export const LOADING_SLOW_MS = 5_000;
export const LOADING_STALLED_MS = 10_000;

type Step = 'none' | 'slow' | 'stalled';

function stepAt(elapsedMs: number): Step {
  if (elapsedMs >= LOADING_STALLED_MS) return 'stalled';
  return elapsedMs >= LOADING_SLOW_MS ? 'slow' : 'none';
}

/**
 * What a page indicator says when loading is slow: nothing for 5 s, then "Please wait...",
 * from 10 s that the page is taking too long, with a Refresh button (the network may have gone,
 * a file may be missing after a deploy: a reload is what helps). The Spinner mounts it as soon
 * as its code is in, which is at once but for a slow network (the steps then come that late).
 * `elapsedMs`: how long the page has been loading already when it mounts (0 from the Spinner;
 * the stories show each step at once with it).
 */
export function SlowLoading({ elapsedMs = 0 }: { elapsedMs?: number }) {
  const [step, setStep] = useState<Step>(() => stepAt(elapsedMs));
  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (elapsedMs < LOADING_SLOW_MS)
      timers.push(setTimeout(() => setStep('slow'), LOADING_SLOW_MS - elapsedMs));
    if (elapsedMs < LOADING_STALLED_MS)
      timers.push(setTimeout(() => setStep('stalled'), LOADING_STALLED_MS - elapsedMs));
    return () => timers.forEach(clearTimeout);
  }, [elapsedMs]);
  if (step === 'none') return null;
  if (step === 'slow') {
    return (
      <p className="spinner-text">
        <FormattedMessage id="common.pleaseWait" defaultMessage="Please wait..." />
      </p>
    );
  }
  return (
    <div className="spinner-stalled">
      <p className="spinner-text">
        <FormattedMessage
          id="common.loadingStalled"
          defaultMessage="This is taking longer than usual. Check your connection and refresh the page."
        />
      </p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        <FormattedMessage id="pwa.update.refresh" defaultMessage="Refresh" />
      </button>
    </div>
  );
}

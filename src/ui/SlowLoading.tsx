import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import './SlowLoading.css';

/** spec 9: the loading indicator's steps, from the moment it appeared. */
export const LOADING_SLOW_MS = 5_000;
export const LOADING_STALLED_MS = 10_000;

/**
 * What a page indicator says when loading is slow: nothing for 5 s, then "Please wait...",
 * from 10 s that the page is taking too long, with a Refresh button (the network may have gone,
 * a file may be missing after a deploy: a reload is what helps). The Spinner mounts it as soon
 * as its code is in, which is at once but for a slow network (the steps then come that late).
 */
export function SlowLoading() {
  const [step, setStep] = useState<'none' | 'slow' | 'stalled'>('none');
  useEffect(() => {
    const slow = setTimeout(() => setStep('slow'), LOADING_SLOW_MS);
    const stalled = setTimeout(() => setStep('stalled'), LOADING_STALLED_MS);
    return () => {
      clearTimeout(slow);
      clearTimeout(stalled);
    };
  }, []);
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

import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import './SlowLoading.css';

/** spec 9: the second step of the loading indicator, 10 s after it appeared. */
export const LOADING_STALLED_MS = 10_000;
/** SlowLoading mounts at the first step (5 s): the rest of the wait. */
const FROM_SLOW_TO_STALLED_MS = LOADING_STALLED_MS - 5_000;

/**
 * What a page indicator says when loading is slow: "Please wait..." from 5 s; from 10 s that
 * the page is taking too long, with a Refresh button (the network may have gone, a file may be
 * missing after a deploy: a reload is what helps).
 */
export function SlowLoading() {
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStalled(true), FROM_SLOW_TO_STALLED_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!stalled) {
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

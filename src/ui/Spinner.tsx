import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';

/** spec 9: the loading indicator's first step, after which it says more (SlowLoading). */
export const LOADING_SLOW_MS = 5_000;

// What a long wait shows downloads only when a wait gets that long.
const SlowLoading = lazy(() => import('./SlowLoading').then((m) => ({ default: m.SlowLoading })));

/**
 * Loading indicator with an accessible label. A page indicator still up after 5 s says
 * "Please wait...", after 10 s that the page is taking too long, with a Refresh button
 * (spec 9: loading indicator 5 or 10 s).
 */
export function Spinner({ inline = false }: { inline?: boolean }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (inline) return;
    const timer = setTimeout(() => setSlow(true), LOADING_SLOW_MS);
    return () => clearTimeout(timer);
  }, [inline]);
  return (
    <div className={inline ? 'spinner spinner-inline' : 'spinner'} role="status" aria-live="polite">
      <span className="spinner-ring" aria-hidden="true" />
      <span className="visually-hidden">
        <FormattedMessage id="common.loading" defaultMessage="Loading" />
      </span>
      {slow && (
        <Suspense fallback={null}>
          <SlowLoading />
        </Suspense>
      )}
    </div>
  );
}

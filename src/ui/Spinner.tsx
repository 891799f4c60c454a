import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * Loading indicator with an accessible label. A page indicator still up after 5 s says
 * "Please wait...", after 10 s that the page is taking too long, with a Refresh button
 * (spec 9: loading indicator 5 or 10 s; SlowLoading, downloaded with the first indicator).
 */
export function Spinner({ inline = false }: { inline?: boolean }) {
  const [Steps, setSteps] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!inline) {
      void import('./SlowLoading').then(
        (m) => setSteps(() => m.SlowLoading),
        () => undefined, // offline: the ring alone, as before
      );
    }
  }, [inline]);
  return (
    <div className={inline ? 'spinner spinner-inline' : 'spinner'} role="status" aria-live="polite">
      <span className="spinner-ring" aria-hidden="true" />
      <span className="visually-hidden">
        <FormattedMessage id="common.loading" defaultMessage="Loading" />
      </span>
      {Steps && <Steps />}
    </div>
  );
}

import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useStores } from '../module';
import type { CaptchaStore } from './CaptchaStore';
import './CaptchaOverlay.css';

// The overlay's own line, so the start does not carry every captcha text (messages.ts).
const overlayMessages = defineMessages({
  loading: { id: 'captcha.loading', defaultMessage: 'Loading the security check…' },
});

// Only tenants with the fake provider ever download the fake's dialog.
const FakeCaptchaDialog = lazy(() =>
  import('./FakeCaptchaDialog').then((m) => ({ default: m.FakeCaptchaDialog })),
);

/**
 * What the captcha shows, mounted once by App: the fake's dialog, or a loading line until a
 * vendor's own popup is up (GeeTest in bind mode draws its popup itself; it needs no container).
 */
export const CaptchaOverlay = observer(function CaptchaOverlay({
  store,
}: {
  /** Default: the app's captcha store. Stories pass their own. */
  store?: CaptchaStore;
}) {
  const stores = useStores();
  // Null until the first solve downloads the store: nothing to show before.
  const active = (store ?? stores.captchaStore.current)?.activeChallenge;
  if (!active) return null;
  if (active.kind === 'fake') {
    return (
      <Suspense fallback={null}>
        <FakeCaptchaDialog key={active.challenge.id} challenge={active.challenge} />
      </Suspense>
    );
  }
  if (active.status === 'shown') return null;
  return (
    <div className="captcha-loading" role="status">
      <FormattedMessage {...overlayMessages.loading} />
    </div>
  );
});

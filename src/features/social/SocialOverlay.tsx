import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useStores } from '../module';
import { RECAPTCHA_CONTAINER_ID } from './firebase/FirebasePhoneAdapter';
import type { SocialStore } from './SocialStore';

const overlayMessages = defineMessages({
  telegramFrame: { id: 'social.telegram.frame', defaultMessage: 'Telegram sign-in' },
});

// The dialogs (and the rest of the social messages) download only when one opens.
const LoginConfirmDialog = lazy(() =>
  import('./LoginConfirmDialog').then((m) => ({ default: m.LoginConfirmDialog })),
);
const SocialErrorDialog = lazy(() =>
  import('./SocialErrorDialog').then((m) => ({ default: m.SocialErrorDialog })),
);

/**
 * What social sign-in shows over any page, mounted once by App: the login-confirm dialog, the
 * error dialog, the hidden Telegram frame, and the invisible reCAPTCHA's container for tenants
 * whose SMS goes through Firebase.
 */
export const SocialOverlay = observer(function SocialOverlay({
  store,
}: {
  /** Default: the app's social store. Stories and tests may pass their own. */
  store?: SocialStore;
}) {
  const stores = useStores();
  const intl = useIntl();
  const social = store ?? stores.social;
  const firebaseSms = stores.tenant.auth.sms?.provider === 'firebase';
  return (
    <>
      {social.choice || social.failure ? (
        <Suspense fallback={null}>
          {social.choice ? <LoginConfirmDialog store={social} /> : null}
          {social.failure ? <SocialErrorDialog store={social} /> : null}
        </Suspense>
      ) : null}
      {social.telegramFrame ? (
        <iframe
          hidden
          title={intl.formatMessage(overlayMessages.telegramFrame)}
          src={social.telegramFrame}
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        />
      ) : null}
      {firebaseSms ? <div id={RECAPTCHA_CONTAINER_ID} /> : null}
    </>
  );
});

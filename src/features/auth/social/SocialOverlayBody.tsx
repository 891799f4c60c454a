import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
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
 * What social sign-in shows over the page (SocialOverlay mounts it while there is something): the
 * login-confirm dialog, the error dialog, the hidden Telegram frame.
 */
export const SocialOverlayBody = observer(function SocialOverlayBody({
  store: social,
}: {
  store: SocialStore;
}) {
  const intl = useIntl();
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
    </>
  );
});

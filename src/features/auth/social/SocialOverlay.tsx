import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../../module';
import { RECAPTCHA_CONTAINER_ID } from './firebase/FirebasePhoneAdapter';
import type { SocialStore } from './SocialStore';

// What the overlay shows downloads with social sign-in itself, not with the first screen.
const SocialOverlayBody = lazy(() =>
  import('./SocialOverlayBody').then((m) => ({ default: m.SocialOverlayBody })),
);

/**
 * Social sign-in over any page, mounted once by App: its dialogs and the Telegram frame
 * (SocialOverlayBody) while social sign-in has one to show. Firebase SMS tenants always have the
 * invisible reCAPTCHA's container, which stays put while dialogs come and go.
 */
export const SocialOverlay = observer(function SocialOverlay({
  store,
}: {
  /** Default: the app's social store. Stories and tests may pass their own. */
  store?: SocialStore;
}) {
  const stores = useStores();
  const social = store ?? stores.socialStore.current;
  const recaptcha =
    stores.tenant.auth.sms?.provider === 'firebase' ? <div id={RECAPTCHA_CONTAINER_ID} /> : null;
  // The body downloads when it has something to show: a choice, an error, the Telegram frame.
  const showing = social && (social.choice || social.failure || social.telegramFrame);
  return (
    <>
      {showing ? (
        <Suspense fallback={null}>
          <SocialOverlayBody store={social} />
        </Suspense>
      ) : null}
      {recaptcha}
    </>
  );
});

import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { PROVIDER_NAMES, socialMessages } from './messages';
import type { SocialStore } from './SocialStore';
import type { ButtonProvider } from './types';
import './SocialButtons.css';

/** A brand mark drawn in text (no external images): the provider's initial on its colour. */
const MARKS: Record<ButtonProvider, string> = {
  line: 'L',
  telegram: 'T',
  maya: 'M',
  google: 'G',
  facebook: 'f',
  twitter: 'X',
};

/**
 * The tenant's sign-in providers as buttons, for under the login and register forms. Each is
 * named by its text ("Continue with LINE"); the one signing in is busy.
 */
export const SocialButtons = observer(function SocialButtons({
  store,
}: {
  /** Social sign-in's store (SocialButtonsSlot passes the app's, once loaded). */
  store: SocialStore;
}) {
  const social = store;
  const headingId = useId();
  const providers = social.providers;
  if (providers.length === 0) return null;
  return (
    <div className="social-buttons" role="group" aria-labelledby={headingId}>
      <p id={headingId} className="social-buttons-heading">
        <FormattedMessage {...socialMessages.heading} />
      </p>
      <ul className="social-buttons-list">
        {providers.map((provider) => {
          const busy = social.busy === provider;
          return (
            <li key={provider}>
              <button
                type="button"
                className={`social-button social-button-${provider}`}
                aria-busy={busy || undefined}
                disabled={busy}
                onClick={() => void social.signIn(provider)}
              >
                <span className="social-button-mark" aria-hidden="true">
                  {MARKS[provider]}
                </span>
                <span className="social-button-label">
                  <FormattedMessage
                    {...socialMessages.continueWith}
                    values={{ provider: PROVIDER_NAMES[provider] }}
                  />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
});

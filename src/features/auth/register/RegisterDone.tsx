import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useStores } from '../../module';
import { loginPathAfterRegister } from './goAddress';
import { registerArgMessages, registerMessages } from './messages';
import type { RegisterStore } from './RegisterStore';

/**
 * The register page once the member is registered (spec 4: the page form does not go home by
 * itself): who they are now and how to go on. Continue renews the session as the dialog does and
 * goes to where the member was going; without a session, Log in.
 */
export const RegisterDone = observer(function RegisterDone({ store }: { store: RegisterStore }) {
  const { auth } = useStores();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const { registered, continuing } = store;
  // The form the member was using is gone: its success is read out and focused in its place.
  useEffect(() => heading.current?.focus(), []);
  if (!registered) return null;
  const { platform } = auth.deps;
  // The name is isolated from the sentence around it (a Latin name in Urdu, digits in Arabic).
  const userName = `\u2068${registered.userName}\u2069`;
  return (
    <section className="auth-form register-done" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="register-done-title">
        <FormattedMessage {...registerMessages.doneTitle} />
      </h2>
      <p className="register-done-text">
        <FormattedMessage
          {...(registered.signedIn
            ? registerArgMessages.doneSignedIn
            : registerArgMessages.doneLoginNext)}
          values={{ userName }}
        />
      </p>
      {registered.signedIn ? (
        <button
          type="button"
          className="btn btn-primary auth-submit"
          aria-disabled={continuing}
          aria-busy={continuing}
          onClick={() => void store.continueAfterRegister()}
        >
          {continuing ? <span className="spinner-ring auth-busy" aria-hidden="true" /> : null}
          <FormattedMessage {...registerMessages.doneContinue} />
        </button>
      ) : (
        <Link
          className="btn btn-primary auth-submit"
          to={loginPathAfterRegister(platform.env.location(), platform.session)}
        >
          <FormattedMessage {...registerMessages.login} />
        </Link>
      )}
    </section>
  );
});

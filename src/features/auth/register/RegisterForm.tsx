import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLazyStore, useStores } from '../../module';
import { SocialButtons } from '../social/SocialButtonsSlot';
import { registerMessages } from './messages';
import { MobileRow, PasswordRow, SmsCodeRow, TextField } from './RegisterFields';
import type { RegisterStore } from './RegisterStore';
import { RegisterDone } from './RegisterDone';
import '../auth.css';
import './RegisterForm.css';
import { LOGIN_PATH } from '../../../config/routePaths';

/** The last failure's words: the server's, a captcha's reason, or ours when none came. */
function FailureText({ store, id }: { store: RegisterStore; id: string }) {
  const { failure } = store;
  if (!failure) return null;
  const { message } = failure;
  return (
    <p id={id} role="alert" className="auth-error">
      {message === null ? (
        <FormattedMessage
          {...(failure.field === 'smsCode'
            ? registerMessages.codeRefused
            : registerMessages.failed)}
        />
      ) : 'text' in message ? (
        message.text
      ) : (
        <FormattedMessage {...message} />
      )}
    </p>
  );
}

/**
 * The registration form of the register dialog and the /m/register page (spec 4). Values live
 * in the register store, so they survive a failure and a move between the two.
 */
export const RegisterForm = observer(function RegisterForm() {
  const { registerStore, auth } = useStores();
  // The form renders once registration's code is there (its Suspense shows meanwhile).
  const register = useLazyStore(registerStore);
  const form = useRef<HTMLFormElement>(null);
  const failureId = useId();
  // A failed submit moves focus to the first field to fix, once the form shows which.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => register.prepare(), [register]);
  // Leaving the page after registering: a later visit shows the form again.
  useEffect(() => () => register.leave(), [register]);
  useEffect(() => {
    if (focusRequest === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  if (register.registered) return <RegisterDone store={register} />;
  const busy = register.state === 'processing';
  const { rules } = register;
  const fieldProps = { store: register, failureId };
  return (
    <form
      ref={form}
      className="auth-form register-form"
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        if (register.processing) return;
        void register.submit().then((ok) => {
          if (!ok) setFocusRequest((n) => n + 1);
        });
      }}
    >
      <p className="auth-hint">
        <FormattedMessage {...registerMessages.intro} />
      </p>
      {register.fields.map((field) => {
        switch (field) {
          case 'username':
            return (
              <TextField
                key={field}
                {...fieldProps}
                field="username"
                label={<FormattedMessage {...registerMessages.username} />}
                hint={
                  rules.autoUsername ? (
                    <FormattedMessage {...registerMessages.usernameAuto} />
                  ) : undefined
                }
                inputProps={{ autoComplete: 'username', enterKeyHint: 'next', dir: 'auto' }}
              />
            );
          case 'mobile':
            return <MobileRow key={field} {...fieldProps} />;
          case 'smsCode':
            return <SmsCodeRow key={field} {...fieldProps} />;
          case 'password':
          case 'confirmPassword':
            return <PasswordRow key={field} {...fieldProps} field={field} />;
          case 'referralCode':
            return (
              <TextField
                key={field}
                {...fieldProps}
                field="referralCode"
                label={<FormattedMessage {...registerMessages.referralCode} />}
                optional={rules.referralCodeField === 'optional'}
                inputProps={{ autoComplete: 'off', enterKeyHint: 'done', dir: 'ltr' }}
              />
            );
        }
      })}
      <FailureText store={register} id={failureId} />
      {/* aria-disabled, not disabled: taps while busy reach the store, whose guard drops them. */}
      <button
        type="submit"
        className="btn btn-primary auth-submit"
        aria-disabled={register.processing}
      >
        {busy ? <span className="spinner-ring auth-busy" aria-hidden="true" /> : null}
        <FormattedMessage {...(busy ? registerMessages.submitting : registerMessages.submit)} />
      </button>
      <SocialButtons />
      <p className="auth-links">
        <FormattedMessage {...registerMessages.haveAccount} />{' '}
        <Link to={LOGIN_PATH} onClick={() => auth.closeDialog()}>
          <FormattedMessage {...registerMessages.login} />
        </Link>
      </p>
    </form>
  );
});

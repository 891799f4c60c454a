import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useLazyStore, useStores } from '../module';
import { SocialButtons } from './social/SocialButtonsSlot';
import { FormErrorText } from './FormErrorText';
import { LoginMethodSwitch, MobileField, SmsCodeField } from './LoginFields';
import { loginMessages } from './loginMessages';
import { PasswordField } from './PasswordField';
import { registerPathKeepingGo, rememberGoAddress } from './register/goAddress';
import './auth.css';

/**
 * The login form of the login dialog and the /m/login page. Values live in the auth store's
 * form model, so they survive a failed login, a switch of method and a move between the two.
 */
export const LoginForm = observer(function LoginForm() {
  const { auth, socialStore } = useStores();
  const form = useLazyStore(auth.form);
  const usernameId = useId();
  const errorId = useId();
  const busy = auth.loginState === 'processing' || form.phoneBusy;
  const go = new URLSearchParams(useLocation().search).get('go');
  const { session } = auth.deps.platform;
  // spec 2: where the member was going is kept for after a registration, as the link keeps it.
  useEffect(() => rememberGoAddress(session, go), [session, go]);
  // Firebase SMS tenants: the sms form's code and login go through social sign-in's Firebase
  // phone auth (its SDK downloads only when a code is sent on a real domain).
  const firebase = auth.deps.tenant.auth.sms?.provider === 'firebase';
  useEffect(() => {
    if (firebase) form.usePhone(async () => (await socialStore.load()).phone);
  }, [firebase, form, socialStore]);
  return (
    <form
      className="auth-form"
      noValidate
      aria-busy={busy}
      aria-describedby={auth.loginError ? errorId : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        if (form.usesFirebase) void form.loginWithPhone();
        else void auth.login(form.value);
      }}
    >
      <LoginMethodSwitch form={form} />
      {form.method === 'username' ? (
        <div className="auth-field">
          <label htmlFor={usernameId} className="auth-label">
            <FormattedMessage {...loginMessages.username} />
          </label>
          <input
            id={usernameId}
            name="username"
            className="auth-input"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="next"
            value={form.username}
            onChange={(e) => form.setUsername(e.target.value)}
          />
        </div>
      ) : (
        <MobileField form={form} />
      )}
      {form.method === 'sms' ? (
        <SmsCodeField form={form} />
      ) : (
        <PasswordField
          label={<FormattedMessage {...loginMessages.password} />}
          name="password"
          autoComplete="current-password"
          value={form.password}
          onChange={(value) => form.setPassword(value)}
          shown={form.showPassword}
          onToggleShown={() => form.toggleShowPassword()}
        />
      )}
      <label className="auth-check">
        <input
          type="checkbox"
          name="remember"
          checked={form.remember}
          onChange={(e) => form.setRemember(e.target.checked)}
        />
        <span>
          <FormattedMessage {...loginMessages.remember} />
        </span>
      </label>
      <FormErrorText error={auth.loginError} id={errorId} />
      {/* aria-disabled, not disabled: taps while busy reach the store, whose guard drops them. */}
      <button
        type="submit"
        className="btn btn-primary auth-submit"
        aria-disabled={!auth.canSubmit || form.phoneBusy}
      >
        {busy ? <span className="spinner-ring auth-busy" aria-hidden="true" /> : null}
        <FormattedMessage {...(busy ? loginMessages.submitting : loginMessages.submit)} />
      </button>
      <SocialButtons />
      <p className="auth-links">
        <FormattedMessage {...loginMessages.noAccount} />{' '}
        <Link to={registerPathKeepingGo(go)} onClick={() => auth.closeDialog()}>
          <FormattedMessage {...loginMessages.register} />
        </Link>
      </p>
    </form>
  );
});

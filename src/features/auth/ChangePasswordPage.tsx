import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageFrame } from '../../ui/PageFrame';
import { useLazyStore, useStores } from '../module';
import { FormErrorText } from './FormErrorText';
import { loginArgMessages, loginMessages } from './loginMessages';
import { authMessages } from './messages';
import type { PasswordProblem } from './passwordRules';
import { PasswordField } from './PasswordField';
import './auth.css';

const PROBLEM_MESSAGES: Record<PasswordProblem, (typeof loginArgMessages)['problemTooShort']> = {
  oldRequired: loginArgMessages.problemOldRequired,
  tooShort: loginArgMessages.problemTooShort,
  tooLong: loginArgMessages.problemTooLong,
  numericOnly: loginArgMessages.problemNumericOnly,
  sameAsOld: loginArgMessages.problemSameAsOld,
  mismatch: loginArgMessages.problemMismatch,
};

/** /m/changePsw: the forced change after a login with the default or an expired password. */
export const ChangePasswordPage = observer(function ChangePasswordPage() {
  const { auth } = useStores();
  const change = useLazyStore(auth.passwordChange);
  const { rules } = change;
  const rulesId = useId();
  const problemsId = useId();
  const [shown, setShown] = useState(false);
  const toggle = () => setShown((s) => !s);
  const problems = change.attempted ? change.problems : [];
  const busy = change.state === 'processing';
  return (
    <PageFrame title={<FormattedMessage {...authMessages.changePassword} />}>
      <div className="card auth-card">
        <form
          className="auth-form"
          noValidate
          aria-busy={busy}
          onSubmit={(e) => {
            e.preventDefault();
            void change.submit();
          }}
        >
          <p className="auth-hint">
            <FormattedMessage {...loginMessages.changePasswordIntro} />
          </p>
          <PasswordField
            label={<FormattedMessage {...loginMessages.oldPassword} />}
            name="oldPassword"
            autoComplete="current-password"
            value={change.oldPassword}
            onChange={(v) => change.set('oldPassword', v)}
            shown={shown}
            onToggleShown={toggle}
            invalid={problems.includes('oldRequired')}
          />
          <PasswordField
            label={<FormattedMessage {...loginMessages.newPassword} />}
            name="newPassword"
            autoComplete="new-password"
            value={change.newPassword}
            onChange={(v) => change.set('newPassword', v)}
            shown={shown}
            onToggleShown={toggle}
            describedBy={problems.length > 0 ? `${rulesId} ${problemsId}` : rulesId}
            invalid={problems.some((p) => p !== 'oldRequired' && p !== 'mismatch')}
          />
          <p id={rulesId} className="auth-hint">
            <FormattedMessage
              {...loginArgMessages.passwordRules}
              values={{
                min: rules.minLength,
                max: rules.maxLength,
                numericOnly: String(rules.allowNumericOnly),
              }}
            />
          </p>
          <PasswordField
            label={<FormattedMessage {...loginMessages.confirmPassword} />}
            name="confirmPassword"
            autoComplete="new-password"
            value={change.confirmPassword}
            onChange={(v) => change.set('confirmPassword', v)}
            shown={shown}
            onToggleShown={toggle}
            invalid={problems.includes('mismatch')}
          />
          {problems.length > 0 ? (
            <ul id={problemsId} className="auth-problems">
              {problems.map((problem) => (
                <li key={problem}>
                  <FormattedMessage
                    {...PROBLEM_MESSAGES[problem]}
                    values={{ min: rules.minLength, max: rules.maxLength }}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <FormErrorText error={change.error} />
          <button type="submit" className="btn btn-primary auth-submit" aria-disabled={busy}>
            {busy ? <span className="spinner-ring auth-busy" aria-hidden="true" /> : null}
            <FormattedMessage {...loginMessages.changePasswordSubmit} />
          </button>
        </form>
      </div>
    </PageFrame>
  );
});

import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RegisterStore } from './RegisterStore';
import { PasswordField } from '../PasswordField';
import { registerArgMessages, registerMessages } from './messages';
import type { FieldError, RegisterField } from './rules';
import { SendCodeButton } from '../SendCodeButton';

export interface FieldProps {
  store: RegisterStore;
  /** Id of the form's failure text, which a field the server refused also points to. */
  failureId: string;
}

/** The text of a field problem, with the tenant's limits. */
function ProblemText({ error, store }: { error: FieldError; store: RegisterStore }) {
  const { minLength: min, maxLength: max } = store.rules;
  if (error === 'tooShort')
    return <FormattedMessage {...registerArgMessages.tooShort} values={{ min, max }} />;
  if (error === 'tooLong')
    return <FormattedMessage {...registerArgMessages.tooLong} values={{ min, max }} />;
  return <FormattedMessage {...registerMessages[error]} />;
}

/** Hint and problem texts under a field, and what its input needs to point to them. */
function useDescription(field: RegisterField, { store, failureId }: FieldProps, hint?: ReactNode) {
  const hintId = useId();
  const errorId = useId();
  const error = store.errorOf(field);
  const refused = store.isRefused(field);
  const describedBy = [hint ? hintId : null, error ? errorId : null, refused ? failureId : null]
    .filter(Boolean)
    .join(' ');
  return {
    input: {
      'aria-invalid': error !== null || refused || undefined,
      'aria-describedby': describedBy || undefined,
    },
    texts: (
      <>
        {hint ? (
          <p id={hintId} className="auth-hint">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className="register-problem">
            <ProblemText error={error} store={store} />
          </p>
        ) : null}
      </>
    ),
  };
}

function Label({
  htmlFor,
  children,
  optional,
}: {
  htmlFor: string;
  children: ReactNode;
  optional?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="auth-label">
      {children}
      {optional ? (
        <span className="register-optional">
          {' '}
          <FormattedMessage {...registerMessages.optional} />
        </span>
      ) : null}
    </label>
  );
}

export interface TextFieldProps extends FieldProps {
  field: 'username' | 'referralCode';
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
}

/** A labelled text input with its hint and problem. */
export const TextField = observer(function TextField(props: TextFieldProps) {
  const { store, field } = props;
  const id = useId();
  const { input, texts } = useDescription(field, props, props.hint);
  return (
    <div className="auth-field">
      <Label htmlFor={id} optional={props.optional}>
        {props.label}
      </Label>
      <input
        id={id}
        name={field}
        className="auth-input"
        autoCapitalize="none"
        spellCheck={false}
        {...props.inputProps}
        {...input}
        value={store.values[field]}
        onChange={(e) => store.setValue(field, e.target.value)}
      />
      {texts}
    </div>
  );
});

/** Password or its confirmation, with show/hide; the password also states the tenant's rules. */
export const PasswordRow = observer(function PasswordRow(
  props: FieldProps & { field: 'password' | 'confirmPassword' },
) {
  const { store, field } = props;
  const [shown, setShown] = useState(false);
  const { minLength: min, maxLength: max, allowNumericOnly } = store.rules;
  const hint =
    field === 'password' ? (
      <FormattedMessage
        {...(allowNumericOnly
          ? registerArgMessages.passwordRules
          : registerArgMessages.passwordRulesLetters)}
        values={{ min, max }}
      />
    ) : undefined;
  const { input, texts } = useDescription(field, props, hint);
  return (
    <div className="auth-field">
      <PasswordField
        label={<FormattedMessage {...registerMessages[field]} />}
        name={field}
        autoComplete="new-password"
        value={store.values[field]}
        onChange={(value) => store.setValue(field, value)}
        shown={shown}
        onToggleShown={() => setShown(!shown)}
        describedBy={input['aria-describedby']}
        invalid={input['aria-invalid']}
      />
      {texts}
    </div>
  );
});

/** The mobile number, after its country code (a choice when the tenant offers several). */
export const MobileRow = observer(function MobileRow(props: FieldProps) {
  const { store } = props;
  const id = useId();
  const codes = store.rules.countryDialingCodes;
  const { input, texts } = useDescription('mobile', props);
  return (
    <div className="auth-field">
      <Label htmlFor={id}>
        <FormattedMessage {...registerMessages.mobile} />
      </Label>
      <div className="auth-input-row" dir="ltr">
        {codes.length > 1 ? (
          <label className="auth-prefix">
            <span className="visually-hidden">
              <FormattedMessage {...registerMessages.dialingCode} />
            </span>
            <select
              name="countryDialingCode"
              value={store.values.countryDialingCode}
              onChange={(e) => store.setValue('countryDialingCode', e.target.value)}
            >
              {codes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className="auth-prefix">{store.values.countryDialingCode}</span>
        )}
        <input
          id={id}
          name="mobile"
          className="auth-input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          {...input}
          value={store.values.mobile}
          onChange={(e) => store.setValue('mobile', e.target.value)}
        />
      </div>
      {texts}
    </div>
  );
});

/** The SMS code and its Send button, with the resend countdown (auth.sms.resendSeconds). */
export const SmsCodeRow = observer(function SmsCodeRow(props: FieldProps) {
  const { store } = props;
  const { sms } = store;
  const id = useId();
  const statusId = useId();
  const { input, texts } = useDescription('smsCode', props);
  const describedBy = [sms.sentTo ? statusId : null, input['aria-describedby']]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="auth-field">
      <Label htmlFor={id}>
        <FormattedMessage {...registerMessages.smsCode} />
      </Label>
      <div className="auth-input-row">
        <input
          id={id}
          name="smsCode"
          className="auth-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={8}
          {...input}
          aria-describedby={describedBy || undefined}
          value={store.values.smsCode}
          onChange={(e) => store.setValue('smsCode', e.target.value)}
        />
        <SendCodeButton
          canSend={sms.canSend}
          sending={sms.sending}
          secondsLeft={sms.secondsLeft}
          onSend={() => void store.sendSmsCode()}
          messages={{
            send: registerMessages.sendCode,
            sending: registerMessages.sendingCode,
            resendIn: registerArgMessages.resendIn,
          }}
        />
      </div>
      <p id={statusId} role="status" className="auth-hint">
        {sms.sentTo ? (
          <FormattedMessage {...registerArgMessages.codeSent} values={{ mobile: sms.sentTo }} />
        ) : null}
      </p>
      {sms.error ? (
        <p role="alert" className="auth-error">
          {sms.error.message === null ? (
            <FormattedMessage {...registerMessages.codeNotSent} />
          ) : 'text' in sms.error.message ? (
            sms.error.message.text
          ) : (
            <FormattedMessage {...sms.error.message} />
          )}
        </p>
      ) : null}
      {texts}
    </div>
  );
});

import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { LoginMethod } from './loginInput';
import type { LoginFormModel } from './LoginFormModel';
import { loginArgMessages, loginMessages } from './loginMessages';
import { SendCodeButton } from './SendCodeButton';
import { FormErrorText } from './FormErrorText';

const METHOD_LABELS: Record<LoginMethod, MessageDescriptor> = {
  username: loginMessages.methodUsername,
  mobile: loginMessages.methodMobile,
  sms: loginMessages.methodSms,
};

/** The tenant's login forms as a segmented control (native radios: arrow keys move). */
export const LoginMethodSwitch = observer(function LoginMethodSwitch({
  form,
}: {
  form: LoginFormModel;
}) {
  const name = useId();
  if (form.methods.length < 2) return null;
  return (
    <fieldset className="auth-segments">
      <legend className="visually-hidden">
        <FormattedMessage {...loginMessages.methods} />
      </legend>
      {form.methods.map((method) => (
        <label key={method} className="auth-segment">
          <input
            type="radio"
            name={name}
            value={method}
            checked={form.method === method}
            onChange={() => form.setMethod(method)}
          />
          <span>
            <FormattedMessage {...METHOD_LABELS[method]} />
          </span>
        </label>
      ))}
    </fieldset>
  );
});

/** Country dialing code and mobile number, for the mobile and sms forms. */
export const MobileField = observer(function MobileField({ form }: { form: LoginFormModel }) {
  const id = useId();
  const codes = form.dialingCodes;
  return (
    <div className="auth-field">
      <label htmlFor={id} className="auth-label">
        <FormattedMessage {...loginMessages.mobile} />
      </label>
      {/* A phone number reads left to right, its country code first, in every language. */}
      <div className="auth-input-row" dir="ltr">
        {codes.length > 1 ? (
          <label className="auth-prefix">
            <span className="visually-hidden">
              <FormattedMessage {...loginMessages.dialingCode} />
            </span>
            <select
              value={form.countryDialingCode}
              onChange={(e) => form.setCountryDialingCode(e.target.value)}
            >
              {codes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className="auth-prefix" dir="ltr">
            <span className="visually-hidden">
              <FormattedMessage {...loginMessages.dialingCode} />
            </span>
            {codes[0]}
          </span>
        )}
        <input
          id={id}
          name="mobile"
          className="auth-input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          dir="ltr"
          value={form.mobile}
          onChange={(e) => form.setMobile(e.target.value)}
        />
      </div>
    </div>
  );
});

/** The sms code and its Send button, with the resend countdown (auth.sms.resendSeconds). */
export const SmsCodeField = observer(function SmsCodeField({ form }: { form: LoginFormModel }) {
  const id = useId();
  const statusId = useId();
  const sending = form.smsState === 'sending';
  return (
    <div className="auth-field">
      <label htmlFor={id} className="auth-label">
        <FormattedMessage {...loginMessages.smsCode} />
      </label>
      <div className="auth-input-row">
        <input
          id={id}
          name="smsCode"
          className="auth-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={8}
          value={form.smsCode}
          aria-describedby={form.smsState === 'sent' ? statusId : undefined}
          onChange={(e) => form.setSmsCode(e.target.value)}
        />
        <SendCodeButton
          canSend={form.canSendSms}
          sending={sending}
          secondsLeft={form.smsCountdown}
          onSend={() => void form.sendSms()}
          messages={{
            send: loginMessages.sendCode,
            sending: loginMessages.sendingCode,
            resendIn: loginArgMessages.resendIn,
          }}
        />
      </div>
      <p id={statusId} role="status" className="auth-hint">
        {form.smsState === 'sent' ? (
          <FormattedMessage
            {...loginArgMessages.codeSent}
            values={{ mobile: `${form.countryDialingCode} ${form.mobile.trim()}` }}
          />
        ) : null}
      </p>
      <FormErrorText error={form.smsError} />
    </div>
  );
});

import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { SecondFactorOption } from '../../api/calls/session';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useStores } from '../module';
import { FormErrorText } from './FormErrorText';
import { loginMessages } from './loginMessages';
import './auth.css';

const OPTION_LABELS: Record<SecondFactorOption, MessageDescriptor> = {
  email: loginMessages.optionEmail,
  ga: loginMessages.optionGa,
  sms: loginMessages.optionSms,
};

/** spec 2 and 4: login_verify_required asks for a code by email, authenticator app or sms. */
export const SecondFactorDialog = observer(function SecondFactorDialog() {
  const { auth } = useStores();
  const flow = auth.secondFactor;
  const formId = useId();
  const codeId = useId();
  const name = useId();
  const [code, setCode] = useState('');
  if (!flow) return null;
  const busy = flow.state === 'processing';
  return (
    <Modal
      open
      title={<FormattedMessage {...loginMessages.secondFactorTitle} />}
      onDismiss={() => auth.closeDialog()}
      actions={
        <>
          <Button variant="ghost" onClick={() => auth.closeDialog()}>
            <FormattedMessage {...loginMessages.cancel} />
          </Button>
          <Button type="submit" form={formId} aria-disabled={busy}>
            {busy ? <span className="spinner-ring auth-busy" aria-hidden="true" /> : null}
            <FormattedMessage {...loginMessages.verify} />
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="auth-form"
        noValidate
        aria-busy={busy}
        onSubmit={(e) => {
          e.preventDefault();
          void auth.submitSecondFactor(code);
        }}
      >
        <p className="auth-hint">
          <FormattedMessage {...loginMessages.secondFactorIntro} />
        </p>
        <fieldset className="auth-segments">
          <legend className="visually-hidden">
            <FormattedMessage {...loginMessages.secondFactorOptions} />
          </legend>
          {flow.challenge.options.map((option) => (
            <label key={option} className="auth-segment">
              <input
                type="radio"
                name={name}
                value={option}
                checked={flow.option === option}
                onChange={() => auth.chooseSecondFactor(option)}
              />
              <span>
                <FormattedMessage {...OPTION_LABELS[option]} />
              </span>
            </label>
          ))}
        </fieldset>
        <div className="auth-field">
          <label htmlFor={codeId} className="auth-label">
            <FormattedMessage {...loginMessages.secondFactorCode} />
          </label>
          <input
            id={codeId}
            name="code"
            className="auth-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={8}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
        <FormErrorText error={flow.error} />
      </form>
    </Modal>
  );
});

import { FormattedMessage } from 'react-intl';
import type { FormError } from './formError';
import { loginMessages } from './loginMessages';

const REASONS = {
  captcha: loginMessages.captchaFailed,
  mobileRequired: loginMessages.mobileRequired,
  invalid: loginMessages.invalid,
} as const;

/** A form's error under its fields, announced as an alert; nothing when there is none. */
export function FormErrorText({ error, id }: { error: FormError | null; id?: string }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="auth-error">
      {'text' in error ? (
        error.text
      ) : 'captcha' in error ? (
        <FormattedMessage {...error.captcha} />
      ) : (
        <FormattedMessage {...REASONS[error.reason]} />
      )}
    </p>
  );
}

import { useId } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { loginMessages } from './loginMessages';

export interface PasswordFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  shown: boolean;
  onToggleShown: () => void;
  autoComplete: 'current-password' | 'new-password';
  name: string;
  /** Id of a hint or problem text that describes the field. */
  describedBy?: string;
  invalid?: boolean;
}

/** A password input with a show/hide button (44 px targets). */
export function PasswordField(props: PasswordFieldProps) {
  const id = useId();
  const intl = useIntl();
  return (
    <div className="auth-field">
      <label htmlFor={id} className="auth-label">
        {props.label}
      </label>
      <div className="auth-input-row">
        <input
          id={id}
          name={props.name}
          className="auth-input"
          type={props.shown ? 'text' : 'password'}
          autoComplete={props.autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          value={props.value}
          aria-describedby={props.describedBy}
          aria-invalid={props.invalid || undefined}
          onChange={(e) => props.onChange(e.target.value)}
        />
        <button
          type="button"
          className="auth-reveal"
          aria-pressed={props.shown}
          aria-controls={id}
          aria-label={intl.formatMessage(
            props.shown ? loginMessages.hidePassword : loginMessages.showPassword,
          )}
          onClick={props.onToggleShown}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
            />
            {props.shown ? null : (
              <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 4l16 16" />
            )}
          </svg>
        </button>
      </div>
    </div>
  );
}

import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage } from 'react-intl';

export interface SendCodeButtonProps {
  canSend: boolean;
  sending: boolean;
  /** Seconds until the code may be sent again; 0 when it may now. */
  secondsLeft: number;
  onSend: () => void;
  /** The form's own texts: send, sending, and "resend in {seconds}". */
  messages: { send: MessageDescriptor; sending: MessageDescriptor; resendIn: MessageDescriptor };
}

/**
 * "Send code" beside an SMS code field (login and registration): sending, then the countdown to
 * the resend. aria-disabled, not disabled: the button keeps focus while it counts down, and a tap
 * meanwhile reaches the store, whose guard drops it.
 */
export function SendCodeButton({
  canSend,
  sending,
  secondsLeft,
  onSend,
  messages,
}: SendCodeButtonProps) {
  return (
    <button
      type="button"
      className="btn btn-secondary auth-send"
      aria-disabled={!canSend}
      onClick={onSend}
    >
      {sending ? (
        <FormattedMessage {...messages.sending} />
      ) : secondsLeft > 0 ? (
        <FormattedMessage {...messages.resendIn} values={{ seconds: secondsLeft }} />
      ) : (
        <FormattedMessage {...messages.send} />
      )}
    </button>
  );
}

import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { pushArgMessages, pushMessages } from './messages';
import './PushOptIn.css';

export interface PushOptInViewProps {
  /** The merchant's app name (manifest short_name). */
  appName: string;
  onAllow: () => void;
  onLater: () => void;
}

/**
 * spec 2: the push-notification permission modal. Allow hands over to the browser's own
 * question; Later, Escape and a tap outside close it for the day.
 */
export function PushOptInView({ appName, onAllow, onLater }: PushOptInViewProps) {
  return (
    <Modal
      open
      title={<FormattedMessage {...pushArgMessages.title} values={{ name: appName }} />}
      onDismiss={onLater}
      actions={
        <>
          <Button variant="secondary" onClick={onLater}>
            <FormattedMessage {...pushMessages.later} />
          </Button>
          <Button onClick={onAllow}>
            <FormattedMessage {...pushMessages.allow} />
          </Button>
        </>
      }
    >
      <div className="push-opt-in">
        <svg className="push-opt-in-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
        </svg>
        <span>
          <FormattedMessage {...pushMessages.message} />
        </span>
      </div>
    </Modal>
  );
}

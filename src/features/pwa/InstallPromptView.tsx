import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import type { InstallOffer } from './InstallPromptStore';
import { installArgMessages, installMessages } from './installMessages';
import './InstallPrompt.css';

const TEXT = {
  prompt: installMessages.message,
  ios: installMessages.iosSteps,
  ios17: installMessages.ios17Tips,
} as const;

export interface InstallPromptViewProps {
  offer: Exclude<InstallOffer, 'none'>;
  appName: string;
  icon: string;
  onAgree: () => void;
  onCancel: () => void;
}

/**
 * spec 2: the bottom confirm modal (cancel / agree) in front of the browser's install prompt;
 * on iOS, which has none, the steps to add the site by hand.
 */
export function InstallPromptView({
  offer,
  appName,
  icon,
  onAgree,
  onCancel,
}: InstallPromptViewProps) {
  const actions =
    offer === 'prompt' ? (
      <>
        <Button variant="secondary" onClick={onCancel}>
          <FormattedMessage {...installMessages.cancel} />
        </Button>
        <Button onClick={onAgree}>
          <FormattedMessage {...installMessages.agree} />
        </Button>
      </>
    ) : (
      <Button onClick={onCancel}>
        <FormattedMessage {...installMessages.gotIt} />
      </Button>
    );
  return (
    <Modal
      open
      placement="bottom"
      title={<FormattedMessage {...installArgMessages.title} values={{ name: appName }} />}
      onDismiss={onCancel}
      actions={actions}
    >
      <div className="install-prompt">
        <img className="install-prompt-icon" src={icon} alt="" width={48} height={48} />
        <span>
          <FormattedMessage {...TEXT[offer]} />
        </span>
      </div>
    </Modal>
  );
}

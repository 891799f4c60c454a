import { observer } from 'mobx-react-lite';
import { createPortal } from 'react-dom';
import { FormattedMessage } from 'react-intl';
import { Modal } from '../../ui/Modal';
import { authMessages } from '../auth';
import { useStores } from '../module';
import { useAfterFirstPaint } from '../module/lazy';
import { LanguageSelect } from './LanguageSelect';
import { headerMessages } from './messages';

export interface AccountSheetProps {
  open: boolean;
  memberName: string | null;
  showLanguages: boolean;
  onClose: () => void;
}

/**
 * What no longer fits beside the logo on a phone: the member's name, the language and Log out,
 * in a sheet from the bottom. A real dialog (Modal): labelled by the name, focus inside,
 * Escape and the backdrop close it. In <body>, so nothing on the page can stack over it.
 */
export const AccountSheet = observer(function AccountSheet({
  open,
  memberName,
  showLanguages,
  onClose,
}: AccountSheetProps) {
  const { auth } = useStores();
  // Once the first screen is up the sheet is rendered closed (Modal's keepMounted), so the
  // member's tap only opens it: rendering it (its language names among it) in the tap's frame
  // made it one of the slowest taps on a cheap phone.
  const ready = useAfterFirstPaint();
  if (!open && !ready) return null;
  return createPortal(
    <Modal
      open={open}
      keepMounted
      placement="bottom"
      title={memberName ?? <FormattedMessage {...headerMessages.account} />}
      onDismiss={onClose}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            <FormattedMessage {...headerMessages.close} />
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              onClose();
              void auth.logout();
            }}
          >
            <FormattedMessage {...authMessages.logout} />
          </button>
        </>
      }
    >
      {showLanguages ? <LanguageSelect className="account-sheet-language" showLabel /> : null}
    </Modal>,
    document.body,
  );
});

import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { pwaMessages } from './messages';

/** spec 2: the update dialog, with title, message and refresh button; it has no other way out. */
export function UpdateDialog({
  refreshing,
  onRefresh,
}: {
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <Modal
      open
      role="alertdialog"
      title={<FormattedMessage {...pwaMessages.updateTitle} />}
      actions={
        <Button onClick={onRefresh} disabled={refreshing} aria-busy={refreshing}>
          <FormattedMessage {...pwaMessages.refresh} />
        </Button>
      }
    >
      <FormattedMessage {...pwaMessages.updateMessage} />
    </Modal>
  );
}

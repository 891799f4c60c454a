import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { supportArgMessages, supportMessages } from './messages';
import type { ChatEntry } from './supportEntries';

export interface CustomerServiceListProps {
  open: boolean;
  entries: readonly ChatEntry[];
  /** The platform chat's unread messages, shown on its line. */
  unread: number | null;
  /** The entry whose chat is opening. */
  opening: string | null;
  onChoose: (entry: ChatEntry) => void;
  onClose: () => void;
}

/** The customer-service entries for this member, a sheet from the bottom (one tap each). */
export function CustomerServiceList({
  open,
  entries,
  unread,
  opening,
  onChoose,
  onClose,
}: CustomerServiceListProps) {
  const count = unread ?? 0;
  return (
    <Modal
      open={open}
      // Its chunk comes after the first screen: the list is rendered closed by then, and the
      // member's tap only opens it.
      keepMounted
      placement="bottom"
      title={<FormattedMessage {...supportMessages.listTitle} />}
      onDismiss={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage {...supportMessages.close} />
        </Button>
      }
    >
      <ul className="cs-list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <button
              type="button"
              className="cs-entry"
              aria-busy={opening === entry.key || undefined}
              disabled={opening !== null}
              onClick={() => onChoose(entry)}
            >
              <span className="cs-entry-name" dir="auto">
                {entry.name ?? <FormattedMessage {...supportMessages.platformChat} />}
              </span>
              {entry.kind === 'CBS' && count > 0 && (
                <span className="cs-entry-unread">
                  <span className="cs-badge-inline" aria-hidden="true">
                    {count}
                  </span>
                  <span className="visually-hidden">
                    <FormattedMessage {...supportArgMessages.unreadBadge} values={{ count }} />
                  </span>
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

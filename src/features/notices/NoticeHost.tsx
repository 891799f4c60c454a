import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import type { NoticeStore } from './NoticeStore';
import { hideLoadingUnderError } from './errorHide';
import { NoticeText } from './NoticeText';

/** Renders the head of the notice queue as an alert dialog. */
export const NoticeHost = observer(function NoticeHost({
  store,
  setTimer,
}: {
  store: NoticeStore;
  setTimer: (fn: () => void, ms: number) => () => void;
}) {
  const notice = store.current;
  useEffect(() => {
    if (!notice?.durationMs) return;
    return setTimer(() => store.dismiss(), notice.durationMs);
  }, [notice, store, setTimer]);
  // Nothing spins on under an error (spec 8: the repeated error-hide).
  const open = notice !== null;
  useEffect(() => (open ? hideLoadingUnderError(document, setTimer) : undefined), [open, setTimer]);
  if (!notice) return null;
  return (
    <Modal
      key={notice.key}
      open
      role="alertdialog"
      title={<NoticeText value={notice.title} />}
      onDismiss={() => store.dismiss()}
      actions={
        <Button onClick={() => store.dismiss()}>
          <FormattedMessage id="notice.confirm" defaultMessage="OK" />
        </Button>
      }
    >
      <NoticeText value={notice.message} />
    </Modal>
  );
});

import { observer } from 'mobx-react-lite';
import { useId, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../module';
import { noticeMessages } from './messages';
import { NoticeText } from './NoticeText';

/**
 * The head of the notice queue when the overlays' file could not be downloaded (decision 0013):
 * a missing file after a deploy is itself reported as a notice, so the notices keep a plain
 * dialog of their own in the entry. The same look (the modal's classes), focus moved in, OK or
 * Escape dismisses.
 */
export const PlainNotice = observer(function PlainNotice() {
  const { notices } = useStores();
  const intl = useIntl();
  const titleId = useId();
  const ok = useRef<HTMLButtonElement>(null);
  const notice = notices.current;
  useLayoutEffect(() => ok.current?.focus(), [notice]);
  if (!notice) return null;
  return (
    <div className="modal-backdrop modal-center">
      <div
        className="modal-panel"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => event.key === 'Escape' && notices.dismiss()}
      >
        <h2 id={titleId} className="modal-title">
          <NoticeText value={notice.title} />
        </h2>
        <div className="modal-body">
          <NoticeText value={notice.message} />
        </div>
        <div className="modal-actions">
          <button
            ref={ok}
            type="button"
            className="btn btn-primary"
            onClick={() => notices.dismiss()}
          >
            {intl.formatMessage(noticeMessages.confirm)}
          </button>
        </div>
      </div>
    </div>
  );
});

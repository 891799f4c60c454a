import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/Button';
import { PageFrame } from '../../ui/PageFrame';
import { Spinner } from '../../ui/Spinner';
import { useFeatureStore, useStores } from '../module';
import { feedbackMessages } from './feedbackMessages';
import { supportMessages } from './messages';
import { obtainSupportRequest } from './supportRequest';
import { SupportStore } from './SupportStore';
import './supportLayer.css';

/**
 * /m/feedback (spec 2: members only, a visitor goes home). The spec names no call for feedback,
 * so the page gives a member what the merchant offers for it: its customer-service entries for
 * this member (the platform chat first with CBS3), each opening its chat to write to them, as the
 * floating button's list does (docs/member-pages.md).
 */
export const FeedbackPage = observer(function FeedbackPage() {
  const stores = useStores();
  const support = useFeatureStore('support', (root) => new SupportStore(root));
  const request = obtainSupportRequest(stores);
  // The button's layer mounts for the page too: it shows the chats the entries open.
  useEffect(() => request.showPage(), [request]);
  useEffect(() => support.start(), [support]);
  const { loadState, entries, opening } = support;
  return (
    <PageFrame title={<FormattedMessage {...feedbackMessages.title} />}>
      <div className="card feedback">
        <p>
          <FormattedMessage {...feedbackMessages.intro} />
        </p>
        {loadState === 'failed' ? (
          <div role="alert">
            <p>
              <FormattedMessage {...supportMessages.loadFailed} />
            </p>
            <Button variant="secondary" onClick={() => void support.load()}>
              <FormattedMessage {...feedbackMessages.retry} />
            </Button>
          </div>
        ) : loadState !== 'loaded' ? (
          <Spinner />
        ) : entries.length === 0 ? (
          <p role="status">
            <FormattedMessage {...supportMessages.unavailable} />
          </p>
        ) : (
          <ul className="cs-list">
            {entries.map((entry) => (
              <li key={entry.key}>
                <button
                  type="button"
                  className="cs-entry"
                  aria-busy={opening === entry.key || undefined}
                  disabled={opening !== null}
                  onClick={() => void support.open(entry)}
                >
                  <span className="cs-entry-name" dir="auto">
                    {entry.name ?? <FormattedMessage {...supportMessages.platformChat} />}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageFrame>
  );
});

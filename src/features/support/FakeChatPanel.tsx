import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { supportArgMessages, supportMessages } from './messages';
import type { FakeChatEvent, FakeChatSession } from './vendors/FakeChatSession';

export interface FakeChatPanelProps {
  session: FakeChatSession;
  onClose: () => void;
}

/** Only the key's end is shown: enough for QA to compare with the server, not to copy it. */
function masked(key: string): string {
  return `••••${key.slice(-4)}`;
}

function EventText({ event }: { event: FakeChatEvent }) {
  switch (event.type) {
    case 'identity':
      return (
        <FormattedMessage
          {...supportArgMessages.fakeIdentity}
          values={{ name: event.customerName }}
        />
      );
    case 'cleared':
      return <FormattedMessage {...supportMessages.fakeCleared} />;
    case 'language':
      return (
        <FormattedMessage
          {...supportArgMessages.fakeLanguageChanged}
          values={{ language: event.language }}
        />
      );
  }
}

/**
 * The fake vendor's in-app chat (demo, Storybook, tests): what a real vendor would have been
 * given, so QA and the e2e suite can see the identity arrive at sign-in and go at sign-out.
 */
export const FakeChatPanel = observer(function FakeChatPanel({
  session,
  onClose,
}: FakeChatPanelProps) {
  const intl = useIntl();
  const { identity } = session;
  return (
    <Modal
      open
      title={intl.formatMessage(supportArgMessages.fakeTitle, { vendor: session.kind })}
      onDismiss={onClose}
      actions={
        <Button onClick={onClose}>
          <FormattedMessage {...supportMessages.close} />
        </Button>
      }
    >
      <p className="cs-fake-notice">
        <FormattedMessage {...supportMessages.fakeNotice} />
      </p>
      <dl className="cs-fake-facts">
        <dt>
          <FormattedMessage {...supportMessages.fakeVendor} />
        </dt>
        <dd>{session.kind}</dd>
        <dt>
          <FormattedMessage {...supportMessages.fakeEntry} />
        </dt>
        <dd dir="auto">{session.name ?? <FormattedMessage {...supportMessages.platformChat} />}</dd>
        <dt>
          <FormattedMessage {...supportMessages.fakeAddress} />
        </dt>
        <dd dir="ltr" className="cs-fake-address">
          {session.address}
        </dd>
        <dt>
          <FormattedMessage {...supportMessages.fakeCustomer} />
        </dt>
        <dd data-testid="fake-chat-customer" dir="auto">
          {identity ? (
            identity.customerName
          ) : (
            <FormattedMessage {...supportMessages.fakeSignedOut} />
          )}
        </dd>
        {identity && (
          <>
            <dt>
              <FormattedMessage {...supportMessages.fakeAuthKey} />
            </dt>
            <dd dir="ltr">{masked(identity.authKey)}</dd>
          </>
        )}
        <dt>
          <FormattedMessage {...supportMessages.fakeLanguage} />
        </dt>
        <dd>{session.language}</dd>
      </dl>
      {session.events.length > 0 && (
        <>
          <h3 className="cs-fake-history-title">
            <FormattedMessage {...supportMessages.fakeHistory} />
          </h3>
          <ol className="cs-fake-history" data-testid="fake-chat-history">
            {session.events.map((event, index) => (
              <li key={index}>
                <EventText event={event} />
              </li>
            ))}
          </ol>
        </>
      )}
    </Modal>
  );
});

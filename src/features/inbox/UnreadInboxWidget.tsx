import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useFeatureStore } from '../module';
import type { WidgetComponent } from '../module';
import { InboxStore } from './InboxStore';
import { inboxArgMessages } from './messages';
import './inbox.css';

/** The unreadInbox widget: "3 unread messages", a link to the inbox when the tenant names it. */
export const UnreadInboxWidget: WidgetComponent<'unreadInbox'> = observer(
  function UnreadInboxWidget({ config }) {
    const inbox = useFeatureStore('inbox', (root) => new InboxStore(root));
    const intl = useIntl();
    if (!inbox.visible) return null;
    // In the language's digits and order: ৯৯+ in Bengali, ၉၉+ in Burmese.
    const shown = inbox.capped
      ? intl.formatMessage(inboxArgMessages.countCapped, { count: inbox.shownCount })
      : intl.formatNumber(inbox.shownCount);
    const body = (
      <>
        <span className="unread-inbox-dot" aria-hidden="true" />
        <FormattedMessage
          {...inboxArgMessages.unread}
          values={{ count: inbox.unread ?? 0, shown }}
        />
      </>
    );
    return config.path ? (
      <Link className="unread-inbox" to={config.path}>
        {body}
      </Link>
    ) : (
      <p className="unread-inbox" role="status">
        {body}
      </p>
    );
  },
);

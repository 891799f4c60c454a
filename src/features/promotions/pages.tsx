import { FormattedMessage, defineMessages } from 'react-intl';
import { PageFrame } from '../../ui/PageFrame';

const messages = defineMessages({
  inviteFriends: { id: 'page.inviteFriends', defaultMessage: 'Invite friends' },
  activity: { id: 'page.activity', defaultMessage: 'Promotion' },
});

export function InviteFriendsPage() {
  return <PageFrame title={<FormattedMessage {...messages.inviteFriends} />} />;
}

export function ActivityPage() {
  return <PageFrame title={<FormattedMessage {...messages.activity} />} />;
}

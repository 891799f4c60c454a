import { FormattedMessage, defineMessages } from 'react-intl';
import { PageFrame } from '../../ui/PageFrame';

const messages = defineMessages({
  feedback: { id: 'page.feedback', defaultMessage: 'Feedback' },
  memberHome: { id: 'page.memberHome', defaultMessage: 'My account' },
});

export function FeedbackPage() {
  return <PageFrame title={<FormattedMessage {...messages.feedback} />} />;
}

export function MemberHomePage() {
  return <PageFrame title={<FormattedMessage {...messages.memberHome} />} />;
}

import { FormattedMessage, defineMessages } from 'react-intl';
import { PageFrame } from '../../ui/PageFrame';

const messages = defineMessages({
  memberHome: { id: 'page.memberHome', defaultMessage: 'My account' },
});

export function MemberHomePage() {
  return <PageFrame title={<FormattedMessage {...messages.memberHome} />} />;
}

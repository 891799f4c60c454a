import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, defineMessages } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../ui/PageFrame';
import { Spinner } from '../../ui/Spinner';
import { promotionMessages } from './messages';
import { usePromotions } from './widgets';

const messages = defineMessages({
  inviteFriends: { id: 'page.inviteFriends', defaultMessage: 'Invite friends' },
  activity: { id: 'page.activity', defaultMessage: 'Promotion' },
});

export function InviteFriendsPage() {
  return <PageFrame title={<FormattedMessage {...messages.inviteFriends} />} />;
}

/** /m/activity?id=: the promotion a banner or a category card opened. */
export const ActivityPage = observer(function ActivityPage() {
  const promotions = usePromotions();
  const [query] = useSearchParams();
  const id = Number(query.get('id'));
  useEffect(() => promotions.want('categories'), [promotions]);
  const promotion = Number.isInteger(id) ? promotions.promotion(id) : null;
  return (
    <PageFrame title={promotion?.title ?? <FormattedMessage {...messages.activity} />}>
      {promotion ? (
        <img className="activity-image" src={promotion.image} alt="" />
      ) : promotions.categories === null ? (
        <Spinner />
      ) : (
        <p>
          <FormattedMessage {...promotionMessages.notFound} />
        </p>
      )}
    </PageFrame>
  );
});

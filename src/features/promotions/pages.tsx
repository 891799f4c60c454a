import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, defineMessages } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../ui/PageFrame';
import { authMessages } from '../auth';
import { Spinner } from '../../ui/Spinner';
import { promotionMessages } from './messages';
import { usePromotions } from './widgets';
import { APP_BASE, INVITE_FRIENDS_PATH, LOGIN_PATH, REGISTER_PATH } from '../../config/routePaths';

const messages = defineMessages({
  inviteFriends: { id: 'page.inviteFriends', defaultMessage: 'Invite friends' },
  activity: { id: 'page.activity', defaultMessage: 'Promotion' },
});

/** /m/inviteFriends (public, spec 2): a member's invite link; a visitor is asked to log in. */
export const InviteFriendsPage = observer(function InviteFriendsPage() {
  const promotions = usePromotions();
  const link = promotions.inviteLink;
  return (
    <PageFrame title={<FormattedMessage {...messages.inviteFriends} />}>
      {link ? (
        <div className="invite">
          <p>
            <FormattedMessage {...promotionMessages.inviteHow} />
          </p>
          <label className="invite-link">
            <span>
              <FormattedMessage {...promotionMessages.inviteLink} />
            </span>
            <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          </label>
        </div>
      ) : (
        <div className="invite">
          <p>
            <FormattedMessage {...promotionMessages.inviteLogin} />
          </p>
          <div className="invite-actions">
            <Link
              className="btn btn-primary"
              to={`${LOGIN_PATH}?go=${encodeURIComponent(`${APP_BASE}${INVITE_FRIENDS_PATH}`)}`}
            >
              <FormattedMessage {...authMessages.login} />
            </Link>
            <Link className="btn btn-secondary" to={REGISTER_PATH}>
              <FormattedMessage {...authMessages.register} />
            </Link>
          </div>
        </div>
      )}
    </PageFrame>
  );
});

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

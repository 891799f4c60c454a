import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { PageFrame } from '../../ui/PageFrame';
import { useStores } from '../module';
import { entryLabel } from './entryLabel';
import { menuMessages } from './messages';
import { APP_BASE, HOME_PATH } from '../../config/routePaths';

/**
 * A page a menu entry opens (/m/vip, /m/mission, ...): its contents are the platform's other
 * pages (spec 2: not shown), so it names the entry and says so. A path no entry names goes home.
 */
export function MenuPage() {
  const { page } = useParams();
  const { messages } = useIntl();
  const entry = useStores().tenant.menu.find((e) => e.path === `${APP_BASE}/${page}`);
  if (!entry) return <Navigate to={HOME_PATH} replace />;
  const label = entryLabel(entry, messages);
  return (
    <PageFrame title={<FormattedMessage {...label} />}>
      <p className="menu-page-note">
        <FormattedMessage {...menuMessages.comingSoon} />
      </p>
    </PageFrame>
  );
}

import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { noticeMessages } from '../notices';
import { systemMessages } from './messages';
import type { SystemStore } from './SystemStore';
import './StatusNotices.css';

/** Maintenance and access-denied screens (text only) and the domain-not-available popup. */
export const StatusNoticesView = observer(function StatusNoticesView({
  system,
  domains = [],
}: {
  system: SystemStore;
  /**
   * The addresses of this page on the merchant's other domains (GET /wps/system/domainRoute),
   * offered by the domain-not-available popup.
   */
  domains?: readonly string[];
}) {
  const intl = useIntl();
  const blocked = system.blocked;
  return (
    <>
      {blocked ? (
        <div className="status-screen" role="alert" data-testid={`status-${blocked}`}>
          <div className="status-screen-card">
            <h1 className="status-screen-title">
              <FormattedMessage
                {...(blocked === 'maintenance'
                  ? systemMessages.maintenanceTitle
                  : systemMessages.accessDeniedTitle)}
              />
            </h1>
            <p className="status-screen-body">
              <FormattedMessage
                {...(blocked === 'maintenance'
                  ? systemMessages.maintenanceBody
                  : systemMessages.accessDeniedBody)}
              />
            </p>
          </div>
        </div>
      ) : null}
      <Modal
        open={system.domainPopupOpen}
        role="alertdialog"
        title={<FormattedMessage {...systemMessages.domainTitle} />}
        onDismiss={() => system.dismissDomainPopup()}
        actions={
          <Button onClick={() => system.dismissDomainPopup()}>
            <FormattedMessage {...noticeMessages.confirm} />
          </Button>
        }
      >
        <FormattedMessage {...systemMessages.domainBody} />
        {domains.length > 0 ? (
          <nav className="status-domains" aria-label={intl.formatMessage(systemMessages.domains)}>
            <ul>
              {domains.map((address) => (
                <li key={address}>
                  <a href={address} dir="ltr">
                    {new URL(address).host}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </Modal>
    </>
  );
});

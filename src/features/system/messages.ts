import { defineMessages } from 'react-intl';

export const systemMessages = defineMessages({
  maintenanceTitle: { id: 'status.maintenance.title', defaultMessage: 'System Maintenance' },
  maintenanceBody: {
    id: 'status.maintenance.body',
    defaultMessage: 'We are upgrading the site. Please come back soon.',
  },
  accessDeniedTitle: { id: 'status.accessDenied.title', defaultMessage: 'Access Denied' },
  accessDeniedBody: {
    id: 'status.accessDenied.body',
    defaultMessage: 'This site is not available in your location.',
  },
  domainTitle: { id: 'status.domain.title', defaultMessage: 'Domain not available' },
  domainBody: {
    id: 'status.domain.body',
    defaultMessage: 'This address is no longer available. Please use another domain.',
  },
  // The domain route's other domains, listed under the popup's text.
  domains: { id: 'status.domain.others', defaultMessage: 'Other addresses of this site' },
});

import { defineMessages } from 'react-intl';

/**
 * Ids seeded in the catalogues for the shell that no component declares yet (generic texts), declared here so their translations are not reported stale. When a feature
 * declares one next to its own code (same id, same English), delete it here.
 */
export const seedMessages = defineMessages({
  pleaseWait: { id: 'common.pleaseWait', defaultMessage: 'Please wait...' },
});

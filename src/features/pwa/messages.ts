import { defineMessages } from 'react-intl';

/** Texts of the update dialog and the failed-chunk notice (spec 2, 8): in the initial bundle. */
export const pwaMessages = defineMessages({
  // spec 8: pwa_update_title, pwa_update_msg, refresh
  updateTitle: { id: 'pwa.update.title', defaultMessage: 'Found new version' },
  updateMessage: { id: 'pwa.update.message', defaultMessage: 'Found new version, click refresh' },
  refresh: { id: 'pwa.update.refresh', defaultMessage: 'Refresh' },
  chunkFailed: {
    id: 'pwa.chunkFailed',
    defaultMessage:
      'Part of the page could not be loaded. Please check your connection and refresh the page.',
  },
});

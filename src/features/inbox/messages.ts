import { defineMessages } from 'react-intl';

/** The texts that take arguments, so a missing value fails the typecheck. */
export const inboxArgMessages = defineMessages<{
  unread: { count: number; shown: string };
}>({
  unread: {
    id: 'inbox.unread',
    defaultMessage: '{count, plural, one {{shown} unread message} other {{shown} unread messages}}',
  },
});

import { defineMessages } from 'react-intl';

/** The texts that take arguments, so a missing value fails the typecheck. */
export const inboxArgMessages = defineMessages<{
  unread: { count: number; shown: string };
  countCapped: { count: number };
}>({
  unread: {
    id: 'inbox.unread',
    defaultMessage: '{count, plural, one {{shown} unread message} other {{shown} unread messages}}',
  },
  // A count too large to show in full: the largest number shown (99), then "more".
  countCapped: {
    id: 'inbox.countCapped',
    defaultMessage: '{count, number}+',
  },
});

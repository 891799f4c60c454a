import { defineMessages } from 'react-intl';

/** Texts of push opt-in (spec 2, 8): only in the lazily loaded push code. */
export const pushMessages = defineMessages({
  message: {
    id: 'push.message',
    defaultMessage: 'Be the first to hear about new promotions, results and messages for you.',
  },
  allow: { id: 'push.allow', defaultMessage: 'Allow' },
  later: { id: 'push.later', defaultMessage: 'Later' },
  // spec 8: notification permission denied → notification_request_tips
  notificationRequestTips: {
    id: 'push.notificationRequestTips',
    defaultMessage:
      'Notifications are blocked for this site. To receive them, allow notifications in your browser’s site settings.',
  },
});

/** The texts that take arguments, so a missing value fails the typecheck. */
export const pushArgMessages = defineMessages<{ title: { name: string } }>({
  title: { id: 'push.title', defaultMessage: 'Get notifications from {name}' },
});

import { defineMessages } from 'react-intl';

/** The floating button's name, without and with the platform chat's unread count. */
export const buttonMessages = defineMessages({
  button: { id: 'support.button', defaultMessage: 'Customer service' },
});

export const buttonArgMessages = defineMessages<{ buttonUnread: { count: number } }>({
  buttonUnread: {
    id: 'support.button.unread',
    defaultMessage:
      '{count, plural, one {Customer service, # unread message} other {Customer service, # unread messages}}',
  },
});

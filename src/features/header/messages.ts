import { defineMessages } from 'react-intl';

export const headerMessages = defineMessages({
  language: { id: 'language.label', defaultMessage: 'Language' },
  home: { id: 'nav.home', defaultMessage: 'Home' },
  account: { id: 'header.account', defaultMessage: 'My account' },
  close: { id: 'header.account.close', defaultMessage: 'Close' },
});

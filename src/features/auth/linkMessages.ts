import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

type Accounts = { current: string; link: string };

/** The sign-in link chooser (LinkAccountDialog): both accounts are named in every text. */
export const linkMessages = defineMessages<{
  title: NoMessageValues;
  body: Accounts;
  keep: { current: string };
  switchTo: { link: string };
}>({
  title: { id: 'auth.link.title', defaultMessage: 'Which account?' },
  body: {
    id: 'auth.link.body',
    defaultMessage:
      'You are signed in as {current}. The link you opened signs in as {link}. Choose the account to use in this window.',
  },
  keep: { id: 'auth.link.keep', defaultMessage: 'Stay signed in as {current}' },
  switchTo: { id: 'auth.link.switch', defaultMessage: 'Switch to {link}' },
});

import { defineMessages } from 'react-intl';

/**
 * Texts of the customer-service list, its notices and the demo's fake chat. The floating
 * button's own two are in buttonMessages.ts: the button is in the first screen's JS, and a module
 * cannot be split between chunks.
 */
export const supportMessages = defineMessages({
  listTitle: { id: 'support.list.title', defaultMessage: 'Customer service' },
  close: { id: 'support.close', defaultMessage: 'Close' },
  // CBS3: the platform's own chat, listed first for a signed-in member
  platformChat: { id: 'support.platformChat', defaultMessage: 'Support chat' },
  openFailed: {
    id: 'support.openFailed',
    defaultMessage: 'The chat could not be opened. Please try again.',
  },
  loadFailed: {
    id: 'support.loadFailed',
    defaultMessage: 'Customer service could not be loaded. Please try again.',
  },
  unavailable: {
    id: 'support.unavailable',
    defaultMessage: 'Customer service is not available right now.',
  },
  fakeNotice: {
    id: 'support.fake.notice',
    defaultMessage: 'Demo chat: no message leaves this device.',
  },
  fakeVendor: { id: 'support.fake.vendor', defaultMessage: 'Vendor' },
  fakeEntry: { id: 'support.fake.entry', defaultMessage: 'Entry' },
  fakeAddress: { id: 'support.fake.address', defaultMessage: 'Chat address' },
  fakeCustomer: { id: 'support.fake.customer', defaultMessage: 'Customer' },
  fakeAuthKey: { id: 'support.fake.authKey', defaultMessage: 'Chat auth key' },
  fakeLanguage: { id: 'support.fake.language', defaultMessage: 'Language' },
  fakeSignedOut: { id: 'support.fake.signedOut', defaultMessage: 'Not signed in' },
  fakeHistory: { id: 'support.fake.history', defaultMessage: 'What the chat was told' },
  fakeCleared: { id: 'support.fake.cleared', defaultMessage: 'Cleared at sign-out' },
});

/** The texts that take arguments, so a missing value fails the typecheck. */
export const supportArgMessages = defineMessages<{
  unreadBadge: { count: number };
  fakeTitle: { vendor: string };
  fakeIdentity: { name: string };
  fakeLanguageChanged: { language: string };
}>({
  unreadBadge: {
    id: 'support.unread',
    defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}',
  },
  fakeTitle: { id: 'support.fake.title', defaultMessage: '{vendor} chat (demo)' },
  fakeIdentity: { id: 'support.fake.identity', defaultMessage: 'Signed in as {name}' },
  fakeLanguageChanged: {
    id: 'support.fake.languageChanged',
    defaultMessage: 'Language changed to {language}',
  },
});

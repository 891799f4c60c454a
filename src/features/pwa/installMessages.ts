import { defineMessages } from 'react-intl';

/** Texts of the install prompt (spec 2, 4, 8): only in the lazily loaded install code. */
export const installMessages = defineMessages({
  message: {
    id: 'pwa.install.message',
    defaultMessage: 'Open it in one tap, full screen, like an app.',
  },
  cancel: { id: 'pwa.install.cancel', defaultMessage: 'Cancel' },
  agree: { id: 'pwa.install.agree', defaultMessage: 'Agree' },
  // spec 8: a2hs_installing
  installing: { id: 'pwa.install.installing', defaultMessage: 'Adding to your home screen…' },
  iosSteps: {
    id: 'pwa.install.ios',
    defaultMessage: 'Tap the Share button in the toolbar, then choose Add to Home Screen.',
  },
  // spec 8: ios17_download_tips
  ios17Tips: {
    id: 'pwa.install.ios17',
    defaultMessage:
      'On iOS 17, open this page in Safari, tap the Share button, scroll down the list and choose Add to Home Screen.',
  },
  gotIt: { id: 'pwa.install.gotIt', defaultMessage: 'Got it' },
});

/** The texts that take arguments, so a missing value fails the typecheck. */
export const installArgMessages = defineMessages<{ title: { name: string } }>({
  title: { id: 'pwa.install.title', defaultMessage: 'Add {name} to your home screen' },
});

import { defineMessages } from 'react-intl';

/** Texts of the download bar and popups, the popup banners and the app-upgrade modal. */
export const downloadMessages = defineMessages({
  download: { id: 'download.button', defaultMessage: 'Download' },
  close: { id: 'download.close', defaultMessage: 'Close' },
  closeBar: { id: 'download.closeBar', defaultMessage: 'Close the download bar' },
  optionsTitle: { id: 'download.options.title', defaultMessage: 'Get the app' },
  android: { id: 'download.option.android', defaultMessage: 'Download for Android' },
  ios: { id: 'download.option.ios', defaultMessage: 'Download for iPhone' },
  iosProfile: { id: 'download.option.iosProfile', defaultMessage: 'Install the iPhone profile' },
  homeScreen: { id: 'download.option.homeScreen', defaultMessage: 'Add to home screen' },
  // template.desktop_app_feature: on a computer, the site installed as an app
  desktopApp: { id: 'download.option.desktopApp', defaultMessage: 'Install on this computer' },
  profileTipTitle: { id: 'download.profileTip.title', defaultMessage: 'Install the profile' },
  profileTip: {
    id: 'download.profileTip.body',
    defaultMessage:
      'Allow the download, then open Settings, tap Profile Downloaded and tap Install. The app appears on your home screen.',
  },
  // spec 8: ios17_download_tips, for the profile on iOS 17
  profileTipIos17: {
    id: 'download.profileTip.ios17',
    defaultMessage:
      'On iOS 17: allow the download, open Settings, then General, VPN & Device Management, choose the profile and tap Install.',
  },
  gotIt: { id: 'download.gotIt', defaultMessage: 'Got it' },
  bannersTitle: { id: 'download.banners.title', defaultMessage: 'Take us with you' },
  // spec 9: the default banners; m_popup1 gets the app, m_popup2 adds the site to the home screen
  banner_m_popup1: { id: 'download.banner.app', defaultMessage: 'Get the app' },
  banner_m_popup2: { id: 'download.banner.homeScreen', defaultMessage: 'Add to home screen' },
  loginFirst: { id: 'download.loginFirst', defaultMessage: 'Log in to download the app.' },
  homeScreenByMenu: {
    id: 'download.homeScreenByMenu',
    defaultMessage: "Open your browser's menu and choose Add to Home screen.",
  },
  desktopAppByMenu: {
    id: 'download.desktopAppByMenu',
    defaultMessage: "Open your browser's menu and choose Install.",
  },
  upgradeTitle: { id: 'download.upgrade.title', defaultMessage: 'A new version of the app' },
  upgradeNow: { id: 'download.upgrade.now', defaultMessage: 'Upgrade now' },
  later: { id: 'download.upgrade.later', defaultMessage: 'Later' },
  // A download link that is not https (http:, //host) is never opened.
  cannotOpen: {
    id: 'download.cannotOpen',
    defaultMessage: 'This download link cannot be opened. Please try again later.',
  },
});

/** The texts that take arguments, so a missing value fails the typecheck. */
export const downloadArgMessages = defineMessages<{ upgradeBody: { version: string } }>({
  upgradeBody: {
    id: 'download.upgrade.body',
    defaultMessage: 'Version {version} is ready. Upgrade to keep playing with the newest features.',
  },
});

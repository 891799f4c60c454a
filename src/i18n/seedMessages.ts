import { defineMessages } from 'react-intl';

/**
 * Ids seeded in the catalogues for the shell that no component declares yet (menu entries,
 * generic texts), declared here so their translations are not reported stale. When a feature
 * declares one next to its own code (same id, same English), delete it here.
 */
export const seedMessages = defineMessages({
  pleaseWait: { id: 'common.pleaseWait', defaultMessage: 'Please wait...' },
  comingSoon: { id: 'page.comingSoon', defaultMessage: 'Coming soon' },
  vip: { id: 'menu.vip', defaultMessage: 'VIP' },
  vipBenefit: { id: 'menu.vipBenefit', defaultMessage: 'VIP benefits' },
  agent: { id: 'menu.agent', defaultMessage: 'Agent' },
  mission: { id: 'menu.mission', defaultMessage: 'Missions' },
  signIn: { id: 'menu.signIn', defaultMessage: 'Daily sign-in' },
  rescueFund: { id: 'menu.rescueFund', defaultMessage: 'Rescue fund' },
  promoCode: { id: 'menu.promoCode', defaultMessage: 'Promo code' },
  referral: { id: 'menu.referral', defaultMessage: 'Refer friends' },
  appDownload: { id: 'menu.appDownload', defaultMessage: 'Get the app' },
  customerService: { id: 'menu.customerService', defaultMessage: 'Customer service' },
});

import { defineMessages } from 'react-intl';

/** The menu entries' labels by message id (tenant menu[].label), with their English. */
export const menuLabels = defineMessages({
  'menu.vip': { id: 'menu.vip', defaultMessage: 'VIP' },
  'menu.vipBenefit': { id: 'menu.vipBenefit', defaultMessage: 'VIP benefits' },
  'menu.agent': { id: 'menu.agent', defaultMessage: 'Agent' },
  'menu.mission': { id: 'menu.mission', defaultMessage: 'Missions' },
  'menu.signIn': { id: 'menu.signIn', defaultMessage: 'Daily sign-in' },
  'menu.rescueFund': { id: 'menu.rescueFund', defaultMessage: 'Rescue fund' },
  'menu.promoCode': { id: 'menu.promoCode', defaultMessage: 'Promo code' },
  'menu.referral': { id: 'menu.referral', defaultMessage: 'Refer friends' },
  'menu.appDownload': { id: 'menu.appDownload', defaultMessage: 'Get the app' },
  'menu.customerService': { id: 'menu.customerService', defaultMessage: 'Customer service' },
});

export const menuMessages = defineMessages({
  title: { id: 'menu.title', defaultMessage: 'Menu' },
  comingSoon: { id: 'page.comingSoon', defaultMessage: 'Coming soon' },
});

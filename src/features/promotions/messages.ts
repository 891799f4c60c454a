import { defineMessages } from 'react-intl';

export const promotionMessages = defineMessages({
  banners: { id: 'promo.banners', defaultMessage: 'Featured' },
  announcements: { id: 'promo.announcements', defaultMessage: 'Announcements' },
  close: { id: 'promo.close', defaultMessage: 'Close' },
  promotions: { id: 'promo.categories', defaultMessage: 'Promotions' },
  inviteLink: { id: 'invite.link', defaultMessage: 'Your invite link' },
  inviteHow: {
    id: 'invite.how',
    defaultMessage:
      'Send this link to a friend: when they register with it, they join as your referral.',
  },
  inviteLogin: { id: 'invite.login', defaultMessage: 'Log in to get your invite link.' },
  notFound: {
    id: 'promo.activity.notFound',
    defaultMessage: 'This promotion is not running any more.',
  },
});

/** The texts that take arguments, so a missing value fails the typecheck. */
export const promotionArgMessages = defineMessages<{
  slide: { n: number };
  more: { count: number };
}>({
  slide: { id: 'promo.banners.slide', defaultMessage: 'Show banner {n}' },
  more: { id: 'promo.categories.more', defaultMessage: 'More promotions ({count})' },
});

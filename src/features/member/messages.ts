import { defineMessages } from 'react-intl';

export const memberMessages = defineMessages({
  vipTitle: { id: 'vip.progress.title', defaultMessage: 'VIP progress' },
  vipTop: { id: 'vip.progress.top', defaultMessage: 'Top level reached' },
});

/** The texts that take arguments, so a missing value fails the typecheck. */
export const memberArgMessages = defineMessages<{
  vipNext: { next: string; completed: number; total: number };
}>({
  vipNext: {
    id: 'vip.progress.next',
    defaultMessage: '{completed} of {total} conditions for {next}',
  },
});

import { defineMessages } from 'react-intl';

/** Texts of /m/feedback (its chunk only). */
export const feedbackMessages = defineMessages({
  title: { id: 'page.feedback', defaultMessage: 'Feedback' },
  intro: {
    id: 'feedback.intro',
    defaultMessage:
      'Tell us what you like or what went wrong. Choose how to reach our customer service:',
  },
  retry: { id: 'feedback.retry', defaultMessage: 'Try again' },
});

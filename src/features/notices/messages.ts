import { defineMessages } from 'react-intl';

export const noticeMessages = defineMessages({
  title: { id: 'notice.title', defaultMessage: 'Notice' },
  confirm: { id: 'notice.confirm', defaultMessage: 'OK' },
  networkError: { id: 'notice.networkError', defaultMessage: 'Network Error / CORS Errors' },
  internetLost: {
    id: 'notice.internetLost',
    defaultMessage: 'Internet lost, please refresh the page',
  },
  unknownError: { id: 'notice.unknownError', defaultMessage: 'Unknown error' },
});

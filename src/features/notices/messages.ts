import { defineMessages } from 'react-intl';

/**
 * Notice texts. The API client's error catalogue (src/api/errorCatalogue.ts) names some of these
 * by id with the same English, as plain data (the api floor has no React); they are declared
 * here so translators see them. A test in src/app checks the two agree.
 */
export const noticeMessages = defineMessages({
  title: { id: 'notice.title', defaultMessage: 'Notice' },
  confirm: { id: 'notice.confirm', defaultMessage: 'OK' },
  networkError: { id: 'notice.networkError', defaultMessage: 'Network Error / CORS Errors' },
  networkOffline: {
    id: 'notice.networkOffline',
    defaultMessage: 'You are offline. Please check your network.',
  },
  internetLost: {
    id: 'notice.internetLost',
    defaultMessage: 'Internet lost, please refresh the page',
  },
  unknownError: { id: 'notice.unknownError', defaultMessage: 'Unknown error' },
  httpsRequired: {
    id: 'notice.httpsRequired',
    defaultMessage:
      'This page is not on a secure connection, so your details cannot be sent safely. Please open the site with https:// and try again.',
  },
  pleaseLogin: { id: 'api.pleaseLogin', defaultMessage: 'Please login' },
});

import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { SECURE_CONTEXT_REQUIRED } from '../../../platform/secureContext';
import { SOCIAL_CODES } from './types';

type None = NoMessageValues;
type Provider = { provider: string };

/** Provider names are brands: shown as they are, in every language. */
export const PROVIDER_NAMES = {
  line: 'LINE',
  telegram: 'Telegram',
  firebase: 'Firebase',
  maya: 'Maya',
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
} as const;

/** The arguments each message takes, so a missing or misspelt value fails the typecheck. */
type SocialMessageValues = {
  heading: None;
  continueWith: Provider;
  confirmTitle: Provider;
  confirmBody: Provider;
  confirmLogin: None;
  confirmRegister: None;
  errorTitle: None;
  errorCode: { code: string };
  errorReason: { reason: string };
  errorOk: None;
};

export const socialMessages = defineMessages<SocialMessageValues>({
  heading: { id: 'social.heading', defaultMessage: 'Or continue with' },
  continueWith: { id: 'social.continueWith', defaultMessage: 'Continue with {provider}' },
  confirmTitle: { id: 'social.confirm.title', defaultMessage: 'Link your {provider} account' },
  confirmBody: {
    id: 'social.confirm.body',
    defaultMessage:
      'This {provider} account is not linked to a member yet. Log in to link it to your account, or register a new one.',
  },
  confirmLogin: { id: 'social.confirm.login', defaultMessage: 'Log in with existing account' },
  confirmRegister: { id: 'social.confirm.register', defaultMessage: 'Register new' },
  errorTitle: { id: 'social.error.title', defaultMessage: 'Sign-in failed' },
  errorCode: { id: 'social.error.code', defaultMessage: 'Code: {code}' },
  errorReason: { id: 'social.error.reason', defaultMessage: 'Reason: {reason}' },
  errorOk: { id: 'social.error.ok', defaultMessage: 'OK' },
});

type ErrorKey =
  | 'incognito'
  | 'popupBlocked'
  | 'redirectPending'
  | 'exchangeUnavailable'
  | 'lineInvalidToken'
  | 'telegramValidateFailed'
  | 'codeExpired'
  | 'invalidCode'
  | 'firebaseUnavailable'
  | 'returnNotStarted'
  | 'httpsRequired'
  | 'generic';

/** Every error message may name the provider. */
const errorMessages = defineMessages<Record<ErrorKey, Provider>>({
  incognito: {
    id: 'social.error.incognito',
    defaultMessage:
      '{provider} sign-in does not work in private browsing. Please open this site in a normal window.',
  },
  popupBlocked: {
    id: 'social.error.popupBlocked',
    defaultMessage:
      'The sign-in window was blocked. Please allow pop-ups for this site and try again.',
  },
  redirectPending: {
    id: 'social.error.redirectPending',
    defaultMessage: 'Another sign-in is still in progress. Please wait a moment and try again.',
  },
  exchangeUnavailable: {
    id: 'social.error.exchangeUnavailable',
    defaultMessage: '{provider} sign-in is not available on this site yet.',
  },
  lineInvalidToken: {
    id: 'social.error.lineInvalidToken',
    defaultMessage: 'Your LINE sign-in has expired. Please sign in with LINE again.',
  },
  telegramValidateFailed: {
    id: 'social.error.telegramValidateFailed',
    defaultMessage: 'Telegram could not confirm your account. Please try again.',
  },
  codeExpired: {
    id: 'social.error.codeExpired',
    defaultMessage: 'The code has expired. Please ask for a new code.',
  },
  invalidCode: {
    id: 'social.error.invalidCode',
    defaultMessage: 'The code is not correct. Please check it and try again.',
  },
  firebaseUnavailable: {
    id: 'social.error.firebaseUnavailable',
    defaultMessage: 'Phone sign-in is not available at the moment. Please try again later.',
  },
  returnNotStarted: {
    id: 'social.error.returnNotStarted',
    defaultMessage:
      'This {provider} sign-in was not started in this window, so it was not used and nothing changed. To sign in with {provider}, start again from this page.',
  },
  // The notice's words (src/features/notices/messages.ts): one message for plain http.
  httpsRequired: {
    id: 'notice.httpsRequired',
    defaultMessage:
      'This page is not on a secure connection, so your details cannot be sent safely. Please open the site with https:// and try again.',
  },
  generic: {
    id: 'social.error.generic',
    defaultMessage: '{provider} sign-in did not work. Please try again.',
  },
});

type ErrorMessage = (typeof errorMessages)[ErrorKey];

const BY_CODE: Record<string, ErrorMessage> = {
  [SOCIAL_CODES.incognito]: errorMessages.incognito,
  [SOCIAL_CODES.popupBlocked]: errorMessages.popupBlocked,
  [SOCIAL_CODES.redirectPending]: errorMessages.redirectPending,
  [SOCIAL_CODES.exchangeUnavailable]: errorMessages.exchangeUnavailable,
  [SOCIAL_CODES.codeExpired]: errorMessages.codeExpired,
  [SOCIAL_CODES.invalidCode]: errorMessages.invalidCode,
  [SOCIAL_CODES.firebaseUnavailable]: errorMessages.firebaseUnavailable,
  [SOCIAL_CODES.returnNotStarted]: errorMessages.returnNotStarted,
  line_invalid_token: errorMessages.lineInvalidToken,
  telegram_validate_failed: errorMessages.telegramValidateFailed,
  [SECURE_CONTEXT_REQUIRED]: errorMessages.httpsRequired,
};

/** spec 8: the translated message of a social sign-in error code (a generic one otherwise). */
export function failureMessage(code: string): ErrorMessage {
  return BY_CODE[code] ?? errorMessages.generic;
}

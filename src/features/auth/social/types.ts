import type { MayaEnv } from '../../../api/calls/social';

export type SocialProvider =
  'line' | 'telegram' | 'firebase' | 'maya' | 'google' | 'facebook' | 'twitter';

/** The providers with a sign-in button (Firebase phone auth is a form, not a button). */
export type ButtonProvider = Exclude<SocialProvider, 'firebase'>;

/** The providers that sign in through a popup window (spec 4, third-party sign-in popup). */
export type PopupProvider = 'google' | 'facebook' | 'twitter';

export const isPopupProvider = (p: SocialProvider): p is PopupProvider =>
  p === 'google' || p === 'facebook' || p === 'twitter';

/**
 * A provider account the server does not know yet (bind_customer_required, not.exists.user),
 * kept while the member logs in with an existing account or registers, so that login or
 * registration carries it and binds it (docs/sign-in.md, Social sign-in).
 */
export type PendingSocial =
  | { provider: 'line'; lineSessionToken: string }
  | { provider: 'telegram'; telegramAuth: string }
  | {
      provider: 'firebase';
      firebaseIdToken: string;
      mobileNum: string;
      /** The Firebase project that proved the number (firebase/PhoneSignIn.ts). */
      firebaseChannel?: string;
    }
  | { provider: 'maya'; sessionId: string; env: MayaEnv };

/** What registration carries to bind a pending account (RegisterStore.setLinkedIdentity). */
export interface LinkedIdentity {
  lineSessionToken?: string;
  telegramAuth?: string;
  firebaseChannel2?: string;
  firebaseIdToken2?: string;
}

/** What a social sign-in error shows (spec 8): a translated message, its code, the reason. */
export interface SocialFailure {
  provider: SocialProvider;
  /** The server's errorCode, the vendor's code, or one of ours (not_support_incognito...). */
  code: string;
  /** The server's or the vendor's own words, when there are any. */
  reason: string | null;
}

/** An error with a code, as the flows throw it for a failure the member should see. */
export class SocialError extends Error {
  constructor(
    readonly code: string,
    readonly reason: string | null = null,
  ) {
    super(reason ?? code);
    this.name = 'SocialError';
  }
}

/** Codes of our own (spec 8 names not_support_incognito and popup_blocked). */
export const SOCIAL_CODES = {
  incognito: 'not_support_incognito',
  popupBlocked: 'popup_blocked',
  redirectPending: 'redirect_pending',
  /** The provider answered, but no call of the spec turns its answer into a session. */
  exchangeUnavailable: 'exchange_not_available',
  providerError: 'provider_error',
  codeExpired: 'auth/code-expired',
  invalidCode: 'auth/invalid-verification-code',
  firebaseUnavailable: 'firebase_unavailable',
  /** A Telegram or Maya return this tab did not start (a link or another site opened it). */
  returnNotStarted: 'return_not_started',
} as const;

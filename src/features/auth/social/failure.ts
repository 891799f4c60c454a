import { ApiError, TIMEOUT_ERROR_CODE } from '../../../api/ApiError';
import {
  SECURE_CONTEXT_REQUIRED,
  SecureContextRequiredError,
} from '../../../platform/secureContext';
import type { SocialFailure, SocialProvider } from './types';
import { SOCIAL_CODES, SocialError } from './types';

/** The error code of a failed call, or null when it is not an API error with one. */
export function errorCodeOf(error: unknown): string | null {
  return error instanceof ApiError ? error.errorCode : null;
}

/**
 * spec 8: a social sign-in error as the member sees it: its code (the server's errorCode, the
 * vendor's code such as auth/code-expired, or ours) and the words that came with it.
 */
export function failureOf(provider: SocialProvider, error: unknown): SocialFailure {
  if (error instanceof ApiError) {
    const code =
      error.errorCode ??
      (error.kind === 'timeout'
        ? TIMEOUT_ERROR_CODE
        : error.status
          ? `HTTP ${error.status}`
          : error.kind);
    return { provider, code, reason: error.serverMessage };
  }
  if (error instanceof SocialError) return { provider, code: error.code, reason: error.reason };
  // Plain http: the popup's PKCE hash needs WebCrypto; the message says to use https.
  if (error instanceof SecureContextRequiredError) {
    return { provider, code: SECURE_CONTEXT_REQUIRED, reason: null };
  }
  // Vendor SDK errors (FirebaseError) carry a string code and their own message.
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    if (typeof code === 'string' && code) {
      const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
      return { provider, code, reason: message || null };
    }
  }
  const reason = error instanceof Error && error.message ? error.message : null;
  return { provider, code: SOCIAL_CODES.providerError, reason };
}

import type { MessagingErrorCode } from './MessagingProvider';
import { MessagingError } from './MessagingProvider';

/**
 * What a failed registration or refresh does to the stored registration entry:
 * - keep: the entry stays as it was before the attempt (none, or the token bound earlier), and
 *   the next start tries again;
 * - clear: the entry is removed (not registered); the next start registers afresh;
 * - disable: the entry is removed and push stays off on this page (the config cannot work).
 */
export type RegistrationReaction = 'keep' | 'clear' | 'disable';

/** spec 8 installation errors, and the provider's other failures, as one table. */
export const INSTALLATION_ERRORS: Readonly<Record<MessagingErrorCode, RegistrationReaction>> = {
  // spec 8: app-offline. Nothing is wrong with the entry: try again at the next start.
  'app-offline': 'keep',
  // spec 8: installation-not-found, not-registered. The provider forgot this browser.
  'installation-not-found': 'clear',
  'not-registered': 'clear',
  // spec 8: missing config values. No attempt can succeed until the tenant file is fixed.
  'missing-config': 'disable',
  // spec 8: server 409 on create clears the entry.
  'create-conflict': 'clear',
  // spec 8: 401 or 404 on token refresh clears the entry.
  'refresh-rejected': 'clear',
  // The member took the permission back in the browser: the token is worthless.
  'permission-denied': 'clear',
  unsupported: 'disable',
  'no-worker': 'keep',
  'sdk-unavailable': 'keep',
  failed: 'keep',
};

/** The reaction to any error of a registration: a refused bind or subscribe call keeps. */
export function registrationReaction(error: unknown): {
  code: MessagingErrorCode | null;
  reaction: RegistrationReaction;
} {
  if (error instanceof MessagingError) {
    return { code: error.code, reaction: INSTALLATION_ERRORS[error.code] };
  }
  return { code: null, reaction: 'keep' };
}

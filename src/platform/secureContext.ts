/**
 * Browsers give WebCrypto (crypto.subtle) to secure contexts only: https pages, and localhost.
 * A site served over plain http has none, so whatever needs it (encrypted request bodies, the
 * PKCE hash of a sign-in popup) cannot work there; it fails with this error, which the app turns
 * into one message: open the site with https:// (docs/api-encryption.md).
 */

/** The error code the app gives such a failure (API client, error catalogue, social sign-in). */
export const SECURE_CONTEXT_REQUIRED = 'encrypt.secure_context_required';

/** What is thrown where crypto.subtle is missing (see SECURE_CONTEXT_REQUIRED). */
export class SecureContextRequiredError extends Error {
  constructor() {
    super('This needs crypto.subtle, which browsers give only to https pages');
    this.name = 'SecureContextRequiredError';
  }
}

/** crypto.subtle, or SecureContextRequiredError where the page has none (plain http). */
export function requireSubtle(): SubtleCrypto {
  // Typed as present, it is undefined on a page that is not a secure context.
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (!subtle) throw new SecureContextRequiredError();
  return subtle;
}

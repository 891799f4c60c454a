/**
 * The wire constants of encrypted bodies (docs/api-encryption.md), apart from the encryptor so
 * the API client can import them without pulling the WebCrypto code into the initial bundle.
 */

/** Header names of an encrypted request. */
export const ENCRYPTION_HEADERS = {
  wrappedKey: 'X-Encrypt-Key',
  iv: 'X-Encrypt-Iv',
  keyId: 'X-Encrypt-Key-Id',
  timestamp: 'X-Encrypt-Timestamp',
  nonce: 'X-Encrypt-Nonce',
  digest: 'Digest',
} as const;

/** errorCodes the server answers (HTTP 400) when it refuses an encrypted body. */
export const ENCRYPTION_ERROR_CODES = {
  /** A header or the body is missing, malformed or was changed. */
  invalid: 'encrypt.invalid',
  /** Authentic, but seen before (nonce) or outside the time window (timestamp). */
  replay: 'encrypt.replay',
  /** The key id is not (or no longer) known: forget the key, fetch a new one, retry once. */
  keyUnknown: 'encrypt.key.unknown',
} as const;

// The errorCode of an encrypted call never sent for want of WebCrypto (plain http), and what
// an encryptor throws then; kept with the platform, which the PKCE hash shares.
export {
  SECURE_CONTEXT_REQUIRED,
  SecureContextRequiredError,
} from '../../platform/secureContext.ts';

/** The only key algorithm this client speaks: RSA-OAEP with SHA-256 and MGF1-SHA-256. */
export const RSA_KEY_ALGORITHM = 'RSA-OAEP-256';

/** Domain separation: the first line of the additional authenticated data. */
export const AAD_LABEL = 'wps-encrypt-v1';

/** A cached key is refreshed this long before the server's expiresAt. */
export const KEY_REFRESH_MARGIN_MS = 30_000;

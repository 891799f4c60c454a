export { base64ToBytes, bytesToBase64 } from './base64';
export {
  AAD_LABEL,
  ENCRYPTION_ERROR_CODES,
  ENCRYPTION_HEADERS,
  KEY_REFRESH_MARGIN_MS,
  RSA_KEY_ALGORITHM,
  SECURE_CONTEXT_REQUIRED,
  SecureContextRequiredError,
} from './constants';
export { additionalData, createPayloadEncryptor } from './payloadEncryptor';
export type { PayloadEncryptorDeps, RsaKeyInfo, RsaPayloadEncryptor } from './payloadEncryptor';

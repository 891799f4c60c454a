import type { PayloadEncryptor } from '../types';
import { base64ToBytes, bytesToBase64 } from './base64';
import {
  AAD_LABEL,
  ENCRYPTION_HEADERS,
  KEY_REFRESH_MARGIN_MS,
  RSA_KEY_ALGORITHM,
  SecureContextRequiredError,
} from './constants';

/**
 * Encrypted request bodies (docs/api-encryption.md): a fresh AES-256-GCM key and IV per request,
 * the AES key wrapped with the server's RSA-OAEP (SHA-256) public key, the key id, timestamp and
 * nonce bound into the GCM additional data, and a SHA-256 digest of the exact body sent.
 * WebCrypto only: on a page without it (plain http is not a secure context) every encrypt
 * rejects with SecureContextRequiredError before anything is fetched or sent.
 */

const AES_KEY_BYTES = 32;
const IV_BYTES = 12;
const NONCE_BYTES = 16;
const KEY_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** `value` of GET /wps/session/key/rsa. */
export interface RsaKeyInfo {
  keyId: string;
  /** DER SubjectPublicKeyInfo, base64. */
  publicKey: string;
  /** Epoch ms (server clock) after which the server stops issuing this key. */
  expiresAt: number;
  /** 'RSA-OAEP-256' when given; anything else is refused. */
  algorithm?: string;
}

export interface PayloadEncryptorDeps {
  /** GET /wps/session/key/rsa?timestamp=<ms>, resolving with the envelope's value. */
  fetchKey: () => Promise<RsaKeyInfo>;
  /** Epoch ms; pass a clock corrected to the server's time when it is known. */
  now: () => number;
  /** Default globalThis.crypto.subtle, absent outside secure contexts (plain http). */
  subtle?: SubtleCrypto;
  /** Fills and returns `bytes` with cryptographically strong random values. Default getRandomValues. */
  random?: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;
}

export interface RsaPayloadEncryptor extends PayloadEncryptor {
  /**
   * Drops the cached key so the next encrypt fetches a fresh one. With `keyId`, only when the
   * cached key is still that one (a concurrent request may have refreshed it already). The client
   * calls this on encrypt.key.unknown, with the X-Encrypt-Key-Id it sent, and retries once.
   */
  forgetKey(keyId?: string): void;
}

interface CachedKey {
  keyId: string;
  key: CryptoKey;
  expiresAt: number;
}

export function createPayloadEncryptor(deps: PayloadEncryptorDeps): RsaPayloadEncryptor {
  // Typed as present, it is undefined on a page that is not a secure context.
  const subtle = (deps.subtle ?? globalThis.crypto?.subtle) as SubtleCrypto | undefined;
  const random = deps.random ?? ((bytes) => globalThis.crypto.getRandomValues(bytes));
  const encoder = new TextEncoder();
  let cached: CachedKey | null = null;
  let loading: Promise<CachedKey> | null = null;

  function randomBytes(length: number): Uint8Array<ArrayBuffer> {
    const bytes = new Uint8Array(length);
    const filled = random(bytes);
    if (filled !== bytes) {
      if (filled.length !== length) throw new Error(`random() returned ${filled.length} bytes`);
      bytes.set(filled);
    }
    return bytes;
  }

  async function load(subtle: SubtleCrypto): Promise<CachedKey> {
    const info = await deps.fetchKey();
    const key = await importRsaKey(subtle, info);
    cached = { keyId: info.keyId, key, expiresAt: info.expiresAt };
    return cached;
  }

  function currentKey(subtle: SubtleCrypto): Promise<CachedKey> {
    if (cached && deps.now() < cached.expiresAt - KEY_REFRESH_MARGIN_MS) {
      return Promise.resolve(cached);
    }
    // One fetch serves every request waiting for a key; a failed fetch is not remembered.
    loading ??= load(subtle).finally(() => {
      loading = null;
    });
    return loading;
  }

  return {
    async encrypt(json) {
      const plaintext = JSON.stringify(json) as string | undefined;
      if (plaintext === undefined) throw new TypeError('Nothing to encrypt: the body is not JSON');
      if (!subtle) throw new SecureContextRequiredError();
      const { keyId, key } = await currentKey(subtle);
      const rawKey = randomBytes(AES_KEY_BYTES);
      const iv = randomBytes(IV_BYTES);
      const nonce = bytesToBase64(randomBytes(NONCE_BYTES));
      const timestamp = String(Math.floor(deps.now()));
      try {
        const aesKey = await subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, [
          'encrypt',
        ]);
        const sealed = await subtle.encrypt(
          {
            name: 'AES-GCM',
            iv,
            additionalData: encoder.encode(additionalData(keyId, timestamp, nonce)),
            tagLength: 128,
          },
          aesKey,
          encoder.encode(plaintext),
        );
        const wrappedKey = await subtle.encrypt({ name: 'RSA-OAEP' }, key, rawKey);
        const body = JSON.stringify({ data: bytesToBase64(new Uint8Array(sealed)) });
        const digest = await subtle.digest('SHA-256', encoder.encode(body));
        return {
          body,
          headers: {
            [ENCRYPTION_HEADERS.wrappedKey]: bytesToBase64(new Uint8Array(wrappedKey)),
            [ENCRYPTION_HEADERS.iv]: bytesToBase64(iv),
            [ENCRYPTION_HEADERS.keyId]: keyId,
            [ENCRYPTION_HEADERS.timestamp]: timestamp,
            [ENCRYPTION_HEADERS.nonce]: nonce,
            [ENCRYPTION_HEADERS.digest]: `SHA-256=${bytesToBase64(new Uint8Array(digest))}`,
          },
        };
      } finally {
        // The key object is not extractable; these bytes are the only other copy of the AES key.
        rawKey.fill(0);
      }
    },
    forgetKey(keyId) {
      if (keyId === undefined || cached?.keyId === keyId) cached = null;
    },
  };
}

/** The GCM additional authenticated data: these header values cannot be changed or swapped. */
export function additionalData(keyId: string, timestamp: string, nonce: string): string {
  return [AAD_LABEL, keyId, timestamp, nonce].join('\n');
}

async function importRsaKey(subtle: SubtleCrypto, info: RsaKeyInfo): Promise<CryptoKey> {
  const refuse = (why: string) => new Error(`Unusable encryption key from the server: ${why}`);
  if (info.algorithm !== undefined && info.algorithm !== RSA_KEY_ALGORITHM) {
    throw refuse(`algorithm ${info.algorithm}, expected ${RSA_KEY_ALGORITHM}`);
  }
  if (typeof info.keyId !== 'string' || !KEY_ID.test(info.keyId)) {
    throw refuse('keyId must be 1-64 characters of A-Z a-z 0-9 . _ -');
  }
  if (typeof info.expiresAt !== 'number' || !Number.isFinite(info.expiresAt)) {
    throw refuse('expiresAt must be a time in epoch milliseconds');
  }
  let der: Uint8Array<ArrayBuffer>;
  try {
    der = base64ToDer(info.publicKey);
  } catch {
    throw refuse('publicKey is not base64');
  }
  try {
    return await subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
      'encrypt',
    ]);
  } catch {
    throw refuse('publicKey is not an RSA SubjectPublicKeyInfo');
  }
}

/** Base64 DER; a PEM armour and line breaks around it are tolerated (the server's choice). */
function base64ToDer(text: string): Uint8Array<ArrayBuffer> {
  return base64ToBytes(text.replace(/-----(BEGIN|END) PUBLIC KEY-----|\s+/g, ''));
}

import { ENCRYPTION_HEADERS } from '../src/api/crypto/constants.ts';
import { constantTimeEqual, fromBase64, toBase64, toHex } from './cryptoEncoding.ts';

/**
 * The demo server's side of encrypted request bodies (docs/api-encryption.md): the RSA key pair it
 * hands out on GET /wps/session/key/rsa, and the checks an encrypted body must pass. WebCrypto
 * only (globalThis.crypto.subtle), so it runs in Node and, under MSW, in the browser.
 */

/** A key is handed out for this long after it is made. */
export const KEY_LIFETIME_MS = 10 * 60_000;
/** After its expiry a key still decrypts for this long (requests already in flight). */
export const KEY_GRACE_MS = 60_000;
/** A request timestamp older than this (server clock) is refused as a replay. */
export const MAX_REQUEST_AGE_MS = 5 * 60_000;
/** A request timestamp further ahead of the server clock than this is refused. */
export const MAX_CLOCK_AHEAD_MS = 60_000;
/** Nonces remembered per key; past it, new requests on that key are refused until it rotates. */
export const MAX_NONCES_PER_KEY = 10_000;

export const RSA_KEY_ALGORITHM = 'RSA-OAEP-256';
const RSA_MODULUS_BITS = 2048;
const AES_KEY_BYTES = 32;
const IV_BYTES = 12;
const NONCE_BYTES = 16;
const GCM_TAG_BYTES = 16;
const DIGEST_BYTES = 32;
const AAD_LABEL = 'wps-encrypt-v1';
const KEY_ID = /^[A-Za-z0-9._-]{1,64}$/;
const TIMESTAMP = /^\d{1,15}$/;

/** The header names are the wire format's, shared with the client (docs/api-encryption.md). */
export const ENCRYPT_HEADERS = ENCRYPTION_HEADERS;

/** The headers whose presence marks a request as encrypted (Digest alone does not). */
const MARKERS = [
  ENCRYPT_HEADERS.wrappedKey,
  ENCRYPT_HEADERS.iv,
  ENCRYPT_HEADERS.keyId,
  ENCRYPT_HEADERS.timestamp,
  ENCRYPT_HEADERS.nonce,
] as const;

export type EncryptErrorCode = 'encrypt.invalid' | 'encrypt.replay' | 'encrypt.key.unknown';

export interface DemoRsaKey {
  readonly keyId: string;
  readonly privateKey: CryptoKey;
  /** DER SubjectPublicKeyInfo, base64. */
  readonly publicKey: string;
  readonly expiresAt: number;
  /** Nonce → its request timestamp: the replay check. Dropped with the key. */
  readonly nonces: Map<string, number>;
}

/** Per demo state: the key handed out now, the one before it (for its grace minute). */
export interface EncryptionKeys {
  current: DemoRsaKey | null;
  previous: DemoRsaKey | null;
  generating: Promise<DemoRsaKey> | null;
}

export type DecryptOutcome =
  { ok: true; data: unknown } | { ok: false; errorCode: EncryptErrorCode; message: string };

export function createEncryptionKeys(): EncryptionKeys {
  return { current: null, previous: null, generating: null };
}

/** The key to hand out at `now`: made on first use, replaced once expired. */
export function issueKey(keys: EncryptionKeys, now: number): Promise<DemoRsaKey> {
  if (keys.current && now < keys.current.expiresAt) return Promise.resolve(keys.current);
  keys.generating ??= generateKey(now)
    .then((key) => {
      keys.previous = keys.current;
      keys.current = key;
      return key;
    })
    .finally(() => {
      keys.generating = null;
    });
  return keys.generating;
}

/** The key `keyId` names, if it is still accepted at `now` (until expiresAt plus the grace). */
export function acceptedKey(keys: EncryptionKeys, keyId: string, now: number): DemoRsaKey | null {
  if (keys.previous && now >= keys.previous.expiresAt + KEY_GRACE_MS) keys.previous = null;
  const key = [keys.current, keys.previous].find((k) => k?.keyId === keyId);
  return key && now < key.expiresAt + KEY_GRACE_MS ? key : null;
}

export function isEncryptedRequest(headers: Headers): boolean {
  return MARKERS.some((name) => headers.has(name));
}

/**
 * Checks and decrypts an encrypted body. Order: headers well formed, key known, Digest over the
 * body bytes, body shape, RSA unwrap, GCM decrypt with the bound headers, JSON; only then the
 * timestamp window and the nonce, so encrypt.replay always means "authentic but not fresh".
 */
export async function decryptPayload(
  keys: EncryptionKeys,
  headers: Headers,
  body: Uint8Array<ArrayBuffer>,
  now: number,
): Promise<DecryptOutcome> {
  const invalid = (message: string): DecryptOutcome => ({
    ok: false,
    errorCode: 'encrypt.invalid',
    message,
  });
  const replay = (message: string): DecryptOutcome => ({
    ok: false,
    errorCode: 'encrypt.replay',
    message,
  });

  const missing = [...MARKERS, ENCRYPT_HEADERS.digest].filter((name) => !headers.has(name));
  if (missing.length > 0) return invalid(`Encrypted request without ${missing.join(', ')}`);
  const keyId = headers.get(ENCRYPT_HEADERS.keyId) ?? '';
  const timestamp = headers.get(ENCRYPT_HEADERS.timestamp) ?? '';
  const nonce = headers.get(ENCRYPT_HEADERS.nonce) ?? '';
  if (!KEY_ID.test(keyId)) return invalid(`${ENCRYPT_HEADERS.keyId} is malformed`);
  if (!TIMESTAMP.test(timestamp)) {
    return invalid(`${ENCRYPT_HEADERS.timestamp} must be epoch milliseconds`);
  }
  if (fromBase64(nonce)?.length !== NONCE_BYTES) {
    return invalid(`${ENCRYPT_HEADERS.nonce} must be ${NONCE_BYTES} bytes, base64`);
  }
  const iv = fromBase64(headers.get(ENCRYPT_HEADERS.iv) ?? '');
  if (iv?.length !== IV_BYTES) {
    return invalid(`${ENCRYPT_HEADERS.iv} must be ${IV_BYTES} bytes, base64`);
  }
  const wrappedKey = fromBase64(headers.get(ENCRYPT_HEADERS.wrappedKey) ?? '');
  if (wrappedKey?.length !== RSA_MODULUS_BITS / 8) {
    return invalid(`${ENCRYPT_HEADERS.wrappedKey} must be ${RSA_MODULUS_BITS / 8} bytes, base64`);
  }
  const expected = parseDigest(headers.get(ENCRYPT_HEADERS.digest) ?? '');
  if (!expected) return invalid(`${ENCRYPT_HEADERS.digest} must be SHA-256=<base64 of 32 bytes>`);

  const key = acceptedKey(keys, keyId, now);
  if (!key) {
    return {
      ok: false,
      errorCode: 'encrypt.key.unknown',
      message: `Unknown or expired encryption key ${keyId}: fetch /wps/session/key/rsa again`,
    };
  }

  const subtle = globalThis.crypto.subtle;
  const actual = new Uint8Array(await subtle.digest('SHA-256', body));
  if (!constantTimeEqual(actual, expected)) {
    return invalid(`${ENCRYPT_HEADERS.digest} does not match the body`);
  }
  const sealed = readSealedBody(body);
  if (!sealed) return invalid('The encrypted body must be {"data": "<base64>"} and nothing else');
  if (sealed.length < GCM_TAG_BYTES) return invalid('The ciphertext is shorter than its tag');

  let rawKey: Uint8Array<ArrayBuffer>;
  try {
    rawKey = new Uint8Array(await subtle.decrypt({ name: 'RSA-OAEP' }, key.privateKey, wrappedKey));
  } catch {
    return invalid(`${ENCRYPT_HEADERS.wrappedKey} does not unwrap with key ${keyId}`);
  }
  if (rawKey.length !== AES_KEY_BYTES) {
    return invalid(`The wrapped key is ${rawKey.length} bytes, expected ${AES_KEY_BYTES}`);
  }
  let plaintext: Uint8Array<ArrayBuffer>;
  try {
    const aesKey = await subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
    const additionalData = new TextEncoder().encode(
      [AAD_LABEL, keyId, timestamp, nonce].join('\n'),
    );
    plaintext = new Uint8Array(
      await subtle.decrypt(
        { name: 'AES-GCM', iv, additionalData, tagLength: GCM_TAG_BYTES * 8 },
        aesKey,
        sealed,
      ),
    );
  } catch {
    return invalid(
      'Authentication failed: the ciphertext, IV, key id, timestamp or nonce was changed',
    );
  } finally {
    rawKey.fill(0);
  }
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext)) as unknown;
  } catch {
    return invalid('The decrypted body is not UTF-8 JSON');
  }

  const sentAt = Number(timestamp);
  if (now - sentAt > MAX_REQUEST_AGE_MS) {
    return replay(`Request timestamp is more than ${MAX_REQUEST_AGE_MS / 60_000} minutes old`);
  }
  if (sentAt - now > MAX_CLOCK_AHEAD_MS) {
    return replay(`Request timestamp is more than ${MAX_CLOCK_AHEAD_MS / 1000} s in the future`);
  }
  for (const [seen, at] of key.nonces) {
    // An older nonce is refused by the timestamp window already: no need to remember it.
    if (now - at > MAX_REQUEST_AGE_MS) key.nonces.delete(seen);
  }
  if (key.nonces.has(nonce)) return replay('This nonce was already used: request replayed');
  if (key.nonces.size >= MAX_NONCES_PER_KEY) {
    return replay(`Too many encrypted requests on key ${keyId} to track replays; try again later`);
  }
  key.nonces.set(nonce, sentAt);
  return { ok: true, data };
}

/** `SHA-256=<base64>` from a Digest header (RFC 3230: a comma-separated list, any case). */
function parseDigest(header: string): Uint8Array<ArrayBuffer> | null {
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim().toLowerCase() !== 'sha-256') continue;
    const bytes = fromBase64(part.slice(at + 1).trim());
    return bytes?.length === DIGEST_BYTES ? bytes : null;
  }
  return null;
}

function readSealedBody(body: Uint8Array): Uint8Array<ArrayBuffer> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body)) as unknown;
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const entries = Object.entries(parsed);
  const [only] = entries;
  if (entries.length !== 1 || !only || only[0] !== 'data' || typeof only[1] !== 'string') {
    return null;
  }
  return fromBase64(only[1]);
}

async function generateKey(now: number): Promise<DemoRsaKey> {
  const subtle = globalThis.crypto.subtle;
  const pair = await subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: RSA_MODULUS_BITS,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    // The private key stays inside WebCrypto; a generated pair's public key is always exportable.
    false,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await subtle.exportKey('spki', pair.publicKey));
  return {
    keyId: `rsa-${toHex(globalThis.crypto.getRandomValues(new Uint8Array(8)))}`,
    privateKey: pair.privateKey,
    publicKey: toBase64(spki),
    expiresAt: now + KEY_LIFETIME_MS,
    nonces: new Map(),
  };
}

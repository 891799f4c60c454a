import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64';
import { ENCRYPTION_HEADERS, KEY_REFRESH_MARGIN_MS, SecureContextRequiredError } from './constants';
import { additionalData, createPayloadEncryptor } from './payloadEncryptor';
import type { PayloadEncryptorDeps, RsaKeyInfo } from './payloadEncryptor';

const NOW = 1_767_225_600_000;
const SECRET = { username: 'member1', password: 'Very-Secret-Passw0rd!' };
const subtle = globalThis.crypto.subtle;
let pair: CryptoKeyPair;
let publicKey: string;

beforeAll(async () => {
  pair = await subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    false,
    ['encrypt', 'decrypt'],
  );
  publicKey = bytesToBase64(new Uint8Array(await subtle.exportKey('spki', pair.publicKey)));
});

function keyInfo(overrides: Partial<RsaKeyInfo> = {}): RsaKeyInfo {
  return {
    keyId: 'rsa-test',
    publicKey,
    algorithm: 'RSA-OAEP-256',
    expiresAt: NOW + 10 * 60_000,
    ...overrides,
  };
}

function setup(overrides: Partial<PayloadEncryptorDeps> = {}) {
  const fetchKey = vi.fn(() => Promise.resolve(keyInfo()));
  const encryptor = createPayloadEncryptor({ fetchKey, now: () => NOW, ...overrides });
  return { encryptor, fetchKey };
}

/** What the server does (docs/api-encryption.md), written out here against the private key. */
async function open(body: string, headers: Record<string, string>): Promise<unknown> {
  const h = (name: string) => headers[name] ?? '';
  const rawKey = await subtle.decrypt(
    { name: 'RSA-OAEP' },
    pair.privateKey,
    base64ToBytes(h(ENCRYPTION_HEADERS.wrappedKey)),
  );
  const aesKey = await subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
  const { data } = JSON.parse(body) as { data: string };
  const plaintext = await subtle.decrypt(
    {
      name: 'AES-GCM',
      iv: base64ToBytes(h(ENCRYPTION_HEADERS.iv)),
      additionalData: new TextEncoder().encode(
        `wps-encrypt-v1\n${h(ENCRYPTION_HEADERS.keyId)}\n${h(ENCRYPTION_HEADERS.timestamp)}\n${h(ENCRYPTION_HEADERS.nonce)}`,
      ),
    },
    aesKey,
    base64ToBytes(data),
  );
  return JSON.parse(new TextDecoder().decode(plaintext));
}

describe('createPayloadEncryptor', () => {
  it('sends every header, in the documented shapes', async () => {
    const { body, headers } = await setup().encryptor.encrypt(SECRET);
    expect(Object.keys(headers).sort()).toEqual(
      [
        'Digest',
        'X-Encrypt-Iv',
        'X-Encrypt-Key',
        'X-Encrypt-Key-Id',
        'X-Encrypt-Nonce',
        'X-Encrypt-Timestamp',
      ].sort(),
    );
    expect(headers['X-Encrypt-Key-Id']).toBe('rsa-test');
    expect(headers['X-Encrypt-Timestamp']).toBe(String(NOW));
    expect(base64ToBytes(headers['X-Encrypt-Key'] ?? '')).toHaveLength(256);
    expect(base64ToBytes(headers['X-Encrypt-Iv'] ?? '')).toHaveLength(12);
    expect(base64ToBytes(headers['X-Encrypt-Nonce'] ?? '')).toHaveLength(16);
    const digest = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(body)));
    expect(headers.Digest).toBe(`SHA-256=${bytesToBase64(digest)}`);
  });

  it('sends {"data": base64(ciphertext || tag)} and never the plaintext', async () => {
    const plaintext = JSON.stringify(SECRET);
    const { body } = await setup().encryptor.encrypt(SECRET);
    expect(Object.keys(JSON.parse(body) as object)).toEqual(['data']);
    const { data } = JSON.parse(body) as { data: string };
    expect(base64ToBytes(data)).toHaveLength(new TextEncoder().encode(plaintext).length + 16);
    expect(body).not.toContain(SECRET.password);
    expect(body).not.toContain(SECRET.username);
    expect(body).not.toContain(btoa(SECRET.password).slice(0, 12));
  });

  it('decrypts with the private key, the IV and the bound key id, timestamp and nonce', async () => {
    const { body, headers } = await setup().encryptor.encrypt(SECRET);
    expect(await open(body, headers)).toEqual(SECRET);
    await expect(
      open(body, { ...headers, 'X-Encrypt-Timestamp': String(NOW + 1) }),
    ).rejects.toThrow();
    expect(additionalData('k', '1', 'n')).toBe('wps-encrypt-v1\nk\n1\nn');
  });

  it('uses a fresh AES key, IV and nonce for each request', async () => {
    const { encryptor } = setup();
    const a = await encryptor.encrypt(SECRET);
    const b = await encryptor.encrypt(SECRET);
    for (const name of ['X-Encrypt-Key', 'X-Encrypt-Iv', 'X-Encrypt-Nonce', 'Digest']) {
      expect(a.headers[name]).not.toBe(b.headers[name]);
    }
    expect(a.body).not.toBe(b.body);
  });

  it('draws key, IV and nonce from `random`, and wipes the raw AES key after use', async () => {
    const drawn: Uint8Array[] = [];
    const random = (bytes: Uint8Array<ArrayBuffer>) => {
      drawn.push(bytes);
      return globalThis.crypto.getRandomValues(bytes);
    };
    const { body, headers } = await setup({ random }).encryptor.encrypt(SECRET);
    expect(drawn.map((b) => b.length)).toEqual([32, 12, 16]);
    expect(headers['X-Encrypt-Iv']).toBe(bytesToBase64(drawn[1] ?? new Uint8Array()));
    expect(headers['X-Encrypt-Nonce']).toBe(bytesToBase64(drawn[2] ?? new Uint8Array()));
    expect([...(drawn[0] ?? [])].every((b) => b === 0)).toBe(true);
    expect(await open(body, headers)).toEqual(SECRET);
  });

  it('refuses a body that is not JSON', async () => {
    await expect(setup().encryptor.encrypt(undefined)).rejects.toThrow(TypeError);
  });
});

describe('the RSA key cache', () => {
  it('fetches the key once for many requests, including concurrent ones', async () => {
    const { encryptor, fetchKey } = setup();
    await Promise.all([encryptor.encrypt(1), encryptor.encrypt(2), encryptor.encrypt(3)]);
    await encryptor.encrypt(4);
    expect(fetchKey).toHaveBeenCalledTimes(1);
  });

  it('fetches a new key shortly before expiresAt', async () => {
    let now = NOW;
    const { encryptor, fetchKey } = setup({ now: () => now });
    await encryptor.encrypt(1);
    now = NOW + 10 * 60_000 - KEY_REFRESH_MARGIN_MS - 1;
    await encryptor.encrypt(2);
    expect(fetchKey).toHaveBeenCalledTimes(1);
    now += 1;
    await encryptor.encrypt(3);
    expect(fetchKey).toHaveBeenCalledTimes(2);
  });

  it('forgets the key it was told is unknown, and only that one', async () => {
    const { encryptor, fetchKey } = setup();
    await encryptor.encrypt(1);
    encryptor.forgetKey('rsa-other');
    await encryptor.encrypt(2);
    expect(fetchKey).toHaveBeenCalledTimes(1);
    encryptor.forgetKey('rsa-test');
    await encryptor.encrypt(3);
    expect(fetchKey).toHaveBeenCalledTimes(2);
    encryptor.forgetKey();
    await encryptor.encrypt(4);
    expect(fetchKey).toHaveBeenCalledTimes(3);
  });

  it('does not remember a failed fetch', async () => {
    const fetchKey = vi
      .fn<() => Promise<RsaKeyInfo>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(keyInfo());
    const encryptor = createPayloadEncryptor({ fetchKey, now: () => NOW });
    await expect(encryptor.encrypt(1)).rejects.toThrow('offline');
    await expect(encryptor.encrypt(1)).resolves.toHaveProperty('body');
    expect(fetchKey).toHaveBeenCalledTimes(2);
  });

  it('accepts a PEM-armoured key', async () => {
    const pem = `-----BEGIN PUBLIC KEY-----\n${publicKey.replace(/.{64}/g, '$&\n')}\n-----END PUBLIC KEY-----\n`;
    const fetchKey = () => Promise.resolve(keyInfo({ publicKey: pem }));
    const { body, headers } = await createPayloadEncryptor({ fetchKey, now: () => NOW }).encrypt(
      SECRET,
    );
    expect(await open(body, headers)).toEqual(SECRET);
  });

  it.each([
    [{ algorithm: 'RSA-OAEP' }, /algorithm RSA-OAEP, expected RSA-OAEP-256/],
    [{ keyId: 'bad id\n' }, /keyId/],
    [{ expiresAt: Number.NaN }, /expiresAt/],
    [{ publicKey: 'not base64!' }, /not base64/],
    [{ publicKey: btoa('not a key') }, /not an RSA SubjectPublicKeyInfo/],
  ])('refuses an unusable key %o', async (override, message) => {
    const fetchKey = () => Promise.resolve(keyInfo(override));
    const encryptor = createPayloadEncryptor({ fetchKey, now: () => NOW });
    await expect(encryptor.encrypt(1)).rejects.toThrow(message);
  });
});

describe('on a page without WebCrypto (plain http is not a secure context)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses to encrypt with SecureContextRequiredError, before fetching any key', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes),
    });
    expect(globalThis.crypto.subtle).toBeUndefined();
    const { encryptor, fetchKey } = setup();
    await expect(encryptor.encrypt(SECRET)).rejects.toBeInstanceOf(SecureContextRequiredError);
    await expect(encryptor.encrypt(SECRET)).rejects.toThrow(/https/);
    expect(fetchKey).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { createPayloadEncryptor } from '../src/api/crypto/index.ts';
import type { RsaKeyInfo, RsaPayloadEncryptor } from '../src/api/crypto/index.ts';
import { createDemoApi } from './createDemoApi.ts';
import type { DemoApi } from './createDemoApi.ts';
import { KEY_GRACE_MS, KEY_LIFETIME_MS, MAX_CLOCK_AHEAD_MS, MAX_REQUEST_AGE_MS } from './crypto.ts';
import { fromBase64, toBase64 } from './cryptoEncoding.ts';
import { ok } from './envelope.ts';
import { readEncryptedPayload, readPayload } from './payload.ts';
import { call, demoTenant, FIXED_NOW } from './testSupport.ts';

const SECRET = { username: 'member1', password: 'Passw0rd!', loginDeviceId: 'device-1' };
const ECHO = '/wps/test/echo';
const KEY_PATH = '/wps/session/key/rsa';
/** How far a client's clock lags in the rotation test: inside its cache window (30 s margin). */
const CLIENT_LAG_MS = 60_000;

interface Harness {
  api: DemoApi;
  clock: { now: number };
  fetchKey: () => Promise<RsaKeyInfo>;
  encryptor: (now?: () => number) => RsaPayloadEncryptor;
  post: (body: string, headers: Record<string, string>) => Promise<Response>;
}

/** The real demo API plus a test-only echo route registered like any other route module. */
function harness(): Harness {
  const clock = { now: FIXED_NOW };
  const api = createDemoApi({ tenants: [demoTenant()], now: () => clock.now });
  api.app.post(ECHO, async (c) => c.json(ok(await readEncryptedPayload(c))));
  api.app.post('/wps/test/plain', async (c) => c.json(ok(await readPayload(c))));
  const fetchKey = async () => {
    const res = await call(api, `${KEY_PATH}?timestamp=${clock.now}`);
    const body = (await res.json()) as { value: RsaKeyInfo };
    return body.value;
  };
  return {
    api,
    clock,
    fetchKey,
    encryptor: (now = () => clock.now) => createPayloadEncryptor({ fetchKey, now }),
    post: (body, headers) =>
      call(api, ECHO, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
  };
}

async function envelope(res: Response) {
  return (await res.json()) as {
    success: boolean;
    errorCode: string | null;
    message: string | null;
    value: unknown;
  };
}

async function expectRefused(res: Response, errorCode: string, message: RegExp) {
  expect(res.status).toBe(400);
  const body = await envelope(res);
  expect(body).toMatchObject({ success: false, errorCode, value: null });
  expect(body.message).toMatch(message);
}

async function sha256Digest(body: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  return `SHA-256=${toBase64(new Uint8Array(hash))}`;
}

describe('GET /wps/session/key/rsa', () => {
  it('answers an RSA-OAEP-256 SPKI key with its id and expiry, uncached', async () => {
    const { api } = harness();
    const res = await call(api, `${KEY_PATH}?timestamp=${FIXED_NOW}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { success, value } = (await envelope(res)) as { success: boolean; value: RsaKeyInfo };
    expect(success).toBe(true);
    expect(value).toEqual({
      keyId: expect.stringMatching(/^rsa-[0-9a-f]{16}$/),
      publicKey: expect.any(String),
      algorithm: 'RSA-OAEP-256',
      expiresAt: FIXED_NOW + KEY_LIFETIME_MS,
    });
    const spki = fromBase64(value.publicKey) ?? new Uint8Array();
    const imported = await crypto.subtle.importKey(
      'spki',
      spki,
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      true,
      ['encrypt'],
    );
    expect((imported.algorithm as RsaHashedKeyAlgorithm).modulusLength).toBe(2048);
  });

  it('hands out the same key until it expires, then a new one', async () => {
    const { api, clock, fetchKey } = harness();
    const first = await fetchKey();
    clock.now += KEY_LIFETIME_MS - 1;
    expect((await fetchKey()).keyId).toBe(first.keyId);
    clock.now += 1;
    const second = await fetchKey();
    expect(second.keyId).not.toBe(first.keyId);
    expect(second.expiresAt).toBe(clock.now + KEY_LIFETIME_MS);
    expect(api.state.encryption.previous?.keyId).toBe(first.keyId);
  });

  it('requires the merchant, like the other calls', async () => {
    const res = await call(harness().api, KEY_PATH, { merchant: null });
    expect(res.status).toBe(400);
    expect(await envelope(res)).toMatchObject({ errorCode: 'merchant.not.found' });
  });
});

describe('encrypted bodies through the demo API', () => {
  it('round-trips: the route reads the plaintext and knows it was encrypted', async () => {
    const h = harness();
    const { body, headers } = await h.encryptor().encrypt(SECRET);
    const res = await h.post(body, headers);
    expect(res.status).toBe(200);
    expect(await envelope(res)).toMatchObject({
      success: true,
      value: { data: SECRET, encrypted: true },
    });
  });

  it('readPayload gives the plaintext too; a plain JSON body still passes, marked plain', async () => {
    const h = harness();
    const { body, headers } = await h.encryptor().encrypt(SECRET);
    const viaPlain = await call(h.api, '/wps/test/plain', { method: 'POST', body, headers });
    expect(await envelope(viaPlain)).toMatchObject({ value: SECRET });
    const plain = await h.post(JSON.stringify({ language: 'EN' }), {});
    expect(await envelope(plain)).toMatchObject({
      value: { data: { language: 'EN' }, encrypted: false },
    });
  });

  it('refuses a changed ciphertext byte (digest recomputed): encrypt.invalid', async () => {
    const h = harness();
    const { body, headers } = await h.encryptor().encrypt(SECRET);
    const sealed = fromBase64((JSON.parse(body) as { data: string }).data) ?? new Uint8Array();
    sealed[3] = (sealed[3] ?? 0) ^ 0x01;
    const tampered = JSON.stringify({ data: toBase64(sealed) });
    const res = await h.post(tampered, { ...headers, Digest: await sha256Digest(tampered) });
    await expectRefused(res, 'encrypt.invalid', /Authentication failed/);
  });

  it('refuses a changed body whose digest was not updated: encrypt.invalid', async () => {
    const h = harness();
    const { body, headers } = await h.encryptor().encrypt(SECRET);
    const tampered = body.replace(/"data":"(.)/, (_, first: string) => {
      return `"data":"${first === 'A' ? 'B' : 'A'}`;
    });
    await expectRefused(
      await h.post(tampered, headers),
      'encrypt.invalid',
      /Digest does not match/,
    );
  });

  it('refuses a changed timestamp header, even a fresh one: encrypt.invalid', async () => {
    const h = harness();
    const { body, headers } = await h.encryptor().encrypt(SECRET);
    const res = await h.post(body, {
      ...headers,
      'X-Encrypt-Timestamp': String(FIXED_NOW + 1),
    });
    await expectRefused(res, 'encrypt.invalid', /timestamp or nonce was changed/);
  });

  it('refuses headers swapped from another request: encrypt.invalid', async () => {
    const h = harness();
    const enc = h.encryptor();
    const a = await enc.encrypt(SECRET);
    const b = await enc.encrypt(SECRET);
    const nonceSwapped = await h.post(a.body, {
      ...a.headers,
      'X-Encrypt-Nonce': b.headers['X-Encrypt-Nonce'] ?? '',
    });
    await expectRefused(nonceSwapped, 'encrypt.invalid', /Authentication failed/);
    const ivSwapped = await h.post(a.body, {
      ...a.headers,
      'X-Encrypt-Iv': b.headers['X-Encrypt-Iv'] ?? '',
    });
    await expectRefused(ivSwapped, 'encrypt.invalid', /Authentication failed/);
    const keySwapped = await h.post(a.body, {
      ...a.headers,
      'X-Encrypt-Key': b.headers['X-Encrypt-Key'] ?? '',
    });
    await expectRefused(keySwapped, 'encrypt.invalid', /Authentication failed/);
    // Nothing above consumed a's nonce: the genuine request still goes through.
    expect((await h.post(a.body, a.headers)).status).toBe(200);
  });

  it('refuses a missing or malformed header, saying which: encrypt.invalid', async () => {
    const h = harness();
    const { body, headers } = await h.encryptor().encrypt(SECRET);
    const { Digest: _digest, ...withoutDigest } = headers;
    await expectRefused(await h.post(body, withoutDigest), 'encrypt.invalid', /without Digest/);
    await expectRefused(
      await h.post(body, { ...headers, 'X-Encrypt-Iv': 'AAAA' }),
      'encrypt.invalid',
      /X-Encrypt-Iv must be 12 bytes/,
    );
    await expectRefused(
      await h.post(body, { ...headers, 'X-Encrypt-Key': toBase64(new Uint8Array(256)) }),
      'encrypt.invalid',
      /X-Encrypt-Key does not unwrap/,
    );
    const extra = JSON.stringify({ ...(JSON.parse(body) as object), more: 1 });
    await expectRefused(
      await h.post(extra, { ...headers, Digest: await sha256Digest(extra) }),
      'encrypt.invalid',
      /must be \{"data"/,
    );
  });

  it('refuses the same request sent twice: encrypt.replay', async () => {
    const h = harness();
    const { body, headers } = await h.encryptor().encrypt(SECRET);
    expect((await h.post(body, headers)).status).toBe(200);
    await expectRefused(await h.post(body, headers), 'encrypt.replay', /nonce was already used/);
  });

  it('refuses a timestamp more than 5 minutes old or 1 minute ahead: encrypt.replay', async () => {
    const h = harness();
    const old = await h.encryptor(() => FIXED_NOW - MAX_REQUEST_AGE_MS - 1).encrypt(SECRET);
    await expectRefused(await h.post(old.body, old.headers), 'encrypt.replay', /minutes old/);
    const ahead = await h.encryptor(() => FIXED_NOW + MAX_CLOCK_AHEAD_MS + 1).encrypt(SECRET);
    await expectRefused(await h.post(ahead.body, ahead.headers), 'encrypt.replay', /future/);
    const edge = await h.encryptor(() => FIXED_NOW - MAX_REQUEST_AGE_MS).encrypt(SECRET);
    expect((await h.post(edge.body, edge.headers)).status).toBe(200);
  });

  it('refuses a replay after the server clock moves on', async () => {
    const h = harness();
    const { body, headers } = await h.encryptor().encrypt(SECRET);
    expect((await h.post(body, headers)).status).toBe(200);
    h.clock.now += MAX_REQUEST_AGE_MS + 1;
    await expectRefused(await h.post(body, headers), 'encrypt.replay', /minutes old/);
  });

  it('refuses a key id it never issued: encrypt.key.unknown', async () => {
    const h = harness();
    const real = await h.fetchKey();
    const encryptor = createPayloadEncryptor({
      fetchKey: () => Promise.resolve({ ...real, keyId: 'rsa-0000000000000000' }),
      now: () => h.clock.now,
    });
    const { body, headers } = await encryptor.encrypt(SECRET);
    await expectRefused(
      await h.post(body, headers),
      'encrypt.key.unknown',
      /Unknown or expired encryption key rsa-0000000000000000/,
    );
  });

  it('keeps a rotated key for a grace minute; after it, the client refetches once and succeeds', async () => {
    const h = harness();
    // The client's clock runs behind, so its cached key outlives the server's grace minute.
    let clientNow = FIXED_NOW;
    const encryptor = h.encryptor(() => clientNow);
    const first = await encryptor.encrypt(SECRET);
    const oldKeyId = first.headers['X-Encrypt-Key-Id'] ?? '';

    h.clock.now = FIXED_NOW + KEY_LIFETIME_MS;
    await h.fetchKey(); // someone else's request rotates the key
    clientNow = h.clock.now - CLIENT_LAG_MS;
    const inGrace = await encryptor.encrypt(SECRET);
    expect(inGrace.headers['X-Encrypt-Key-Id']).toBe(oldKeyId);
    expect((await h.post(inGrace.body, inGrace.headers)).status).toBe(200);

    h.clock.now = FIXED_NOW + KEY_LIFETIME_MS + KEY_GRACE_MS;
    const late = await encryptor.encrypt(SECRET);
    const refused = await h.post(late.body, late.headers);
    await expectRefused(refused, 'encrypt.key.unknown', /Unknown or expired/);

    // The documented client reaction: forget that key, fetch a new one, retry once.
    encryptor.forgetKey(late.headers['X-Encrypt-Key-Id']);
    clientNow = h.clock.now;
    const retry = await encryptor.encrypt(SECRET);
    expect(retry.headers['X-Encrypt-Key-Id']).not.toBe(oldKeyId);
    expect(await envelope(await h.post(retry.body, retry.headers))).toMatchObject({
      value: { data: SECRET, encrypted: true },
    });
  });
});

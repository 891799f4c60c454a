import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64Url, pkceChallenge, randomString, randomToken } from './randomToken';
import { SecureContextRequiredError } from './secureContext';

describe('randomToken', () => {
  it('is URL-safe and different each time', () => {
    const a = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(randomToken()).not.toBe(a);
  });

  it('writes base64url without padding', () => {
    expect(base64Url(new Uint8Array([251, 255]))).toBe('-_8');
  });
});

describe('randomString', () => {
  it('takes only characters of the alphabet, at the length asked', () => {
    const value = randomString(200, 'ab3');
    expect(value).toHaveLength(200);
    expect(value).toMatch(/^[ab3]+$/);
  });
});

describe('pkceChallenge', () => {
  it('is S256 of the verifier (RFC 7636, appendix B)', async () => {
    await expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});

describe('on plain http, where crypto.subtle does not exist', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('pkceChallenge rejects with SecureContextRequiredError, not a TypeError', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes),
    });
    await expect(pkceChallenge('verifier')).rejects.toBeInstanceOf(SecureContextRequiredError);
    // Tokens need only getRandomValues, which plain http has.
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

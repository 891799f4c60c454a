import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomUuid, uuidFromBytes } from './randomUuid';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const realCrypto = globalThis.crypto;

/** The crypto of a page on plain http: getRandomValues only, no randomUUID and no subtle. */
function plainHttpCrypto(fill?: (bytes: Uint8Array) => Uint8Array) {
  return {
    getRandomValues:
      fill ?? ((bytes: Uint8Array<ArrayBuffer>) => realCrypto.getRandomValues(bytes)),
  };
}

describe('randomUuid', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses crypto.randomUUID where the page is a secure context', () => {
    const randomUUID = vi.fn(() => '0b0e1a52-9d2b-4c55-8c9f-1f6f3f0d2a11');
    vi.stubGlobal('crypto', { randomUUID, getRandomValues: () => new Uint8Array(16) });
    expect(randomUuid()).toBe('0b0e1a52-9d2b-4c55-8c9f-1f6f3f0d2a11');
    expect(randomUUID).toHaveBeenCalledTimes(1);
  });

  describe('on plain http, where crypto.randomUUID and crypto.subtle are absent', () => {
    it('gives a fresh version 4 UUID each time, without throwing', () => {
      vi.stubGlobal('crypto', plainHttpCrypto());
      expect(globalThis.crypto.randomUUID).toBeUndefined();
      expect(globalThis.crypto.subtle).toBeUndefined();
      const ids = new Set(Array.from({ length: 50 }, () => randomUuid()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(UUID_V4);
    });

    it('takes its bits from getRandomValues, setting only the version and variant', () => {
      vi.stubGlobal(
        'crypto',
        plainHttpCrypto((bytes) => bytes.fill(0xff)),
      );
      expect(randomUuid()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
      vi.stubGlobal(
        'crypto',
        plainHttpCrypto((bytes) => bytes.fill(0)),
      );
      expect(randomUuid()).toBe('00000000-0000-4000-8000-000000000000');
    });
  });
});

describe('uuidFromBytes', () => {
  it('formats 16 bytes in order as 8-4-4-4-12 hex digits', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
    expect(uuidFromBytes(bytes)).toBe('00112233-4455-4677-8899-aabbccddeeff');
  });

  it('refuses anything but 16 bytes', () => {
    expect(() => uuidFromBytes(new Uint8Array(15))).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('bytesToBase64', () => {
  it.each([
    [bytes(), ''],
    [bytes(0x66), 'Zg=='],
    [bytes(0x66, 0x6f), 'Zm8='],
    [bytes(0x66, 0x6f, 0x6f), 'Zm9v'],
    [bytes(0x66, 0x6f, 0x6f, 0x62, 0x61, 0x72), 'Zm9vYmFy'],
    [bytes(0xfb, 0xff, 0xbf), '+/+/'],
    [bytes(0, 0, 0), 'AAAA'],
  ])('encodes %o as %s (RFC 4648 vectors, padding, + and /)', (input, text) => {
    expect(bytesToBase64(input)).toBe(text);
  });

  it('encodes inputs longer than one argument slice', () => {
    const big = new Uint8Array(100_003).map((_, i) => (i * 7) % 256);
    const text = bytesToBase64(big);
    expect(text).toHaveLength(Math.ceil(big.length / 3) * 4);
    expect([...base64ToBytes(text)]).toEqual([...big]);
  });
});

describe('base64ToBytes', () => {
  it('round-trips every byte value', () => {
    const all = new Uint8Array(256).map((_, i) => i);
    expect([...base64ToBytes(bytesToBase64(all))]).toEqual([...all]);
  });

  it('decodes padded forms', () => {
    expect([...base64ToBytes('Zg==')]).toEqual([0x66]);
    expect([...base64ToBytes('Zm8=')]).toEqual([0x66, 0x6f]);
    expect([...base64ToBytes('')]).toEqual([]);
  });

  it.each([
    ['Zg', 'missing padding'],
    ['Zg=', 'short padding'],
    ['Zm9v\n', 'whitespace'],
    [' Zm9v', 'leading space'],
    ['Zm9-', 'base64url alphabet'],
    ['Zh==', 'non-zero unused bits (not canonical)'],
    ['Zm9=', 'non-zero unused bits (not canonical)'],
    ['Z===', 'too much padding'],
    ['Zg==Zg==', 'padding inside'],
  ])('refuses %j (%s)', (text) => {
    expect(() => base64ToBytes(text)).toThrow(TypeError);
  });
});

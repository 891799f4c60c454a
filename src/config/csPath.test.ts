import { describe, expect, it } from 'vitest';
import { decodeCsPath, encodeCsPath } from './csPath';

describe('customer-service path codec', () => {
  it('decodes what it encodes, with the last 8 characters as the key', () => {
    const path = encodeCsPath('https://chat.demo-casino.test/livechat/general', 'ab12CD34');
    expect(path.endsWith('ab12CD34')).toBe(true);
    expect(decodeCsPath(path)).toBe('https://chat.demo-casino.test/livechat/general');
  });

  it('decodes the demo tenant entry', () => {
    expect(decodeCsPath('OC4kODJ0SkozMjE8byoACD93MykyJwsKfi41OzVhEwwgdTcnLSoPZPHANee')).toBe(
      'https://chat.demo-casino.test/vip/gold',
    );
  });

  it('rejects values that are not encoded paths', () => {
    expect(decodeCsPath('short')).toBeNull();
    expect(decodeCsPath('not base64!!abcdefgh')).toBeNull();
  });

  it('rejects a path whose bytes are not UTF-8, and decodes the next one whole', () => {
    const key = 'ab12CD34';
    // 0xff is never UTF-8: XORed with the key's first byte, it is what the body decodes to.
    const notUtf8 = btoa(String.fromCharCode(0xff ^ key.charCodeAt(0)))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(decodeCsPath(`${notUtf8}${key}`)).toBeNull();
    const thai = 'https://chat.example.test/ช่วยเหลือ?lang=th';
    expect(decodeCsPath(encodeCsPath(thai, key))).toBe(thai);
  });
});

import { describe, expect, it } from 'vitest';
import { createDocumentCookies, parseCookies, serializeCookie } from './cookies';

describe('cookies', () => {
  it('parses a cookie header, decoding values; the first of a name wins', () => {
    const cookies = parseCookies('a=1; b=hello%20world; a=2; broken; c=%E0%A4%A');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('b')).toBe('hello world');
    expect(cookies.get('c')).toBe('%E0%A4%A');
    expect(cookies.has('broken')).toBe(false);
  });

  it('writes a lifetime in days as Max-Age, Lax, and Secure on https', () => {
    expect(serializeCookie('id', 'a b', { maxAgeDays: 365, secure: true })).toBe(
      'id=a%20b; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
    expect(serializeCookie('id', 'x')).toBe('id=x; Path=/; SameSite=Lax');
  });

  it("sets, reads and removes the document's cookies", () => {
    const jar = createDocumentCookies(document, false);
    jar.set('deviceTest', 'v1', { maxAgeDays: 1 });
    expect(jar.get('deviceTest')).toBe('v1');
    jar.remove('deviceTest');
    expect(jar.get('deviceTest')).toBeNull();
  });
});

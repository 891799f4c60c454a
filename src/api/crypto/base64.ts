/**
 * Standard base64 (RFC 4648 section 4, with padding) over bytes, through the platform's btoa and
 * atob. Decoding is strict: only the canonical encoding of some byte string is accepted, so one
 * byte string has exactly one text form (no whitespace, no missing padding, no stray bits).
 */

/** String.fromCharCode takes its arguments on the stack: convert in slices this long. */
const CHUNK = 0x8000;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}

/** Throws a TypeError when `text` is not canonical base64. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!BASE64.test(text)) throw new TypeError('Not base64');
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  // The last character may carry unused bits; only the form with those bits zero is canonical.
  if (bytesToBase64(bytes) !== text) throw new TypeError('Not canonical base64');
  return bytes;
}

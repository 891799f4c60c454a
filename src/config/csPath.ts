/**
 * Customer-service paths are stored obfuscated in tenant files (spec 3: "decoded using the
 * last 8 characters as the key"). Scheme, chosen here and documented in docs/customer-service-paths.md:
 *
 *   path = base64url(utf8(url) XOR repeat(utf8(key))) + key      key: 8 characters [A-Za-z0-9]
 *
 * It keeps chat addresses out of casual view in tenant files and bundles; it is not secrecy
 * (the key travels with the value), so nothing secret may be put in a chat address.
 */
export const CS_KEY_LENGTH = 8;
const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

function xor(data: Uint8Array, key: Uint8Array): Uint8Array {
  const out = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) out[i] = data[i]! ^ key[i % key.length]!;
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const normal = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = normal + '='.repeat((4 - (normal.length % 4)) % 4);
  const binary = atob(padded);
  // A plain loop: Uint8Array.from with a mapping function was most of a decode's time, and a
  // large merchant's list decodes 60 paths as its home starts.
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function randomCsKey(random: (n: number) => Uint8Array): string {
  return Array.from(random(CS_KEY_LENGTH), (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}

export function encodeCsPath(url: string, key: string): string {
  if (!/^[A-Za-z0-9]{8}$/.test(key)) throw new Error('key must be 8 letters or digits');
  const enc = new TextEncoder();
  return toBase64Url(xor(enc.encode(url), enc.encode(key))) + key;
}

// One of each for every path: a decode without `stream` leaves nothing behind in the decoder.
const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Returns the decoded address, or null when the value is not a well-formed encoded path. */
export function decodeCsPath(path: string): string | null {
  if (path.length <= CS_KEY_LENGTH) return null;
  const key = path.slice(-CS_KEY_LENGTH);
  const body = path.slice(0, -CS_KEY_LENGTH);
  if (!/^[A-Za-z0-9]{8}$/.test(key) || !/^[A-Za-z0-9_-]+$/.test(body)) return null;
  try {
    const bytes = xor(fromBase64Url(body), utf8.encode(key));
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

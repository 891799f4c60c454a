import { requireSubtle } from './secureContext';

/** Bytes as base64url without padding (RFC 4648 §5), as OAuth state and PKCE values are sent. */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A random URL-safe token of `bytes` random bytes (default 16: 22 characters). */
export function randomToken(bytes = 16): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** A random string of `length` characters from `alphabet`, without modulo bias. */
export function randomString(length: number, alphabet: string): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/**
 * PKCE S256: base64url(SHA-256(verifier)). On plain http, without crypto.subtle, it rejects with
 * SecureContextRequiredError (the sign-in says to use https).
 */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await requireSubtle().digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

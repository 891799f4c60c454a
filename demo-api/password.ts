/**
 * Password hashing for the demo member store: PBKDF2-SHA256 through WebCrypto, so the same code
 * runs in Node (dev and preview servers, Vitest) and in the browser (Storybook through MSW).
 * Stored form: `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>`. Passwords are never kept
 * in plain text.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

const SCHEME = 'pbkdf2-sha256';
const HASH_BITS = 256;
const SALT_BYTES = 16;
/** Demo-strength work factor: dozens of seeded accounts per tenant must hash in well under a second. */
export const DEMO_PBKDF2_ITERATIONS = 10_000;

export function createPbkdf2Hasher(iterations = DEMO_PBKDF2_ITERATIONS): PasswordHasher {
  return {
    async hash(password) {
      const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
      const derived = await derive(password, salt, iterations);
      return [SCHEME, String(iterations), toBase64(salt), toBase64(derived)].join('$');
    },
    async verify(password, stored) {
      const parts = stored.split('$');
      if (parts.length !== 4 || parts[0] !== SCHEME) return false;
      const rounds = Number(parts[1]);
      if (!Number.isInteger(rounds) || rounds < 1) return false;
      const salt = fromBase64(parts[2] ?? '');
      const expected = fromBase64(parts[3] ?? '');
      if (!salt || !expected) return false;
      const actual = await derive(password, salt, rounds);
      return constantTimeEqual(actual, expected);
    },
  };
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/**
 * Operators' passwords with scrypt from node:crypto (memory-hard: N=2^15, r=8, p=1 takes 32 MiB
 * and about 0.1 s a try), stored as `scrypt$N$r$p$saltB64$hashB64` in studio/operators.json.
 * Verification is constant-time and runs off the event loop (libuv's pool).
 */
export const SCRYPT_DEFAULTS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // 128 * N * r bytes, with room: Node's default (32 MiB) is just short of N=2^15, r=8.
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(
  password: string,
  params: { N: number; r: number; p: number } = SCRYPT_DEFAULTS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

interface Parsed {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const sane = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
  // N a power of two; bounds keep a tampered file from asking for gigabytes.
  if (!sane(N, 2 ** 20) || (N & (N - 1)) !== 0 || !sane(r, 32) || !sane(p, 16)) return null;
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (salt.length < 8 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

export function isPasswordHash(stored: string): boolean {
  return parse(stored) !== null;
}

/** A stored hash no password matches, for timing an unknown account like a known one. */
let dummy: Promise<string> | undefined;

/**
 * Whether `password` matches `stored`. With no stored hash (an unknown e-mail, an operator without
 * a password) the same work is done against a dummy and the answer is false, so the time taken
 * does not say whether the account exists.
 */
export async function verifyPassword(
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  const parsed = stored === undefined ? null : parse(stored);
  if (parsed === null) {
    dummy ??= hashPassword('not a password', SCRYPT_DEFAULTS);
    const fake = parse(await dummy)!;
    await derive(password, fake.salt, fake);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

import { describe, expect, it } from 'vitest';
import { hashPassword, isPasswordHash, SCRYPT_DEFAULTS, verifyPassword } from './passwords.ts';

describe('operator passwords (scrypt)', () => {
  it('stores scrypt$N$r$p$salt$hash with the memory-hard defaults and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse battery');
    const [kind, N, r, p, salt, key] = stored.split('$');
    expect([kind, Number(N), Number(r), Number(p)]).toEqual([
      'scrypt',
      2 ** 15,
      SCRYPT_DEFAULTS.r,
      SCRYPT_DEFAULTS.p,
    ]);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(32);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash, and an unknown account or a tampered hash never verifies', async () => {
    const cheap = { N: 1024, r: 8, p: 1 };
    const a = await hashPassword('same', cheap);
    const b = await hashPassword('same', cheap);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', undefined)).toBe(false);
    expect(await verifyPassword('same', a.replace(/\$[^$]+$/, '$AAAA'))).toBe(false);
    // A cost that would ask for gigabytes is not a hash we accept.
    expect(isPasswordHash(a.replace('scrypt$1024$', 'scrypt$4194304$'))).toBe(false);
    expect(await verifyPassword('same', a.replace('scrypt$1024$', 'scrypt$4194304$'))).toBe(false);
  });
});

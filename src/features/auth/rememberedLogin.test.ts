import { describe, expect, it } from 'vitest';
import { createMemoryKeyStore, createSecureStore, SEALED_PREFIX } from '../../platform/secureStore';
import { createMemoryStore } from '../../platform/storage';
import { decodeLegacyPassword, LEGACY_SALT_LENGTH } from './legacyRememberedLogin';
import type { RememberedLogin } from './rememberedLogin';
import { createRememberedLogins } from './rememberedLogin';
import { REMEMBERED_LOGIN_KEY } from './storageKeys';

const PASSWORD = 'Passw0rd!';

/** The old form (spec 3): base64(base64(salt + password)), as older versions wrote it. */
function legacyPassword(password: string, salt = 'x7Kq2mPz'): string {
  const bytes = new TextEncoder().encode(salt + password);
  return btoa(btoa(String.fromCharCode(...bytes)));
}

function setup(local: Record<string, string> = {}) {
  const storage = createMemoryStore(local);
  const keys = createMemoryKeyStore();
  const logins = createRememberedLogins({
    local: storage,
    secure: createSecureStore({ storage, keys }),
  });
  return { storage, keys, logins };
}

const record: RememberedLogin = {
  type: 'username',
  method: 'username',
  username: 'member1',
  password: PASSWORD,
  merchant: 'demo',
};

describe('the remembered login (spec 3 and 5)', () => {
  it('round-trips through the sealed form', async () => {
    const { logins } = setup();
    expect(await logins.save(record)).toBe(true);
    expect(await logins.read()).toEqual(record);
  });

  it('never leaves the password or the username readable in storage', async () => {
    const { storage, logins } = setup();
    await logins.save(record);
    const raw = storage.get(REMEMBERED_LOGIN_KEY)!;
    expect(raw.startsWith(SEALED_PREFIX)).toBe(true);
    for (const text of [raw, atob(raw.slice(SEALED_PREFIX.length))]) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(btoa(PASSWORD));
      expect(text).not.toContain('member1');
    }
  });

  it('is gone when the sealing key is (another browser profile, cleared site data)', async () => {
    const { storage, logins } = setup();
    await logins.save(record);
    const elsewhere = createRememberedLogins({
      local: storage,
      secure: createSecureStore({ storage, keys: createMemoryKeyStore() }),
    });
    expect(await elsewhere.read()).toBeNull();
    expect(storage.get(REMEMBERED_LOGIN_KEY)).toBeNull();
  });

  it('keeps no password for an sms login', async () => {
    const { logins } = setup();
    await logins.save({ ...record, type: 'sms', method: 'sms', username: '09171234567' });
    expect(await logins.read()).toEqual({
      type: 'sms',
      method: 'sms',
      username: '09171234567',
      merchant: 'demo',
    });
  });

  it('is removed', async () => {
    const { storage, logins } = setup();
    await logins.save(record);
    await logins.remove();
    expect(storage.get(REMEMBERED_LOGIN_KEY)).toBeNull();
    expect(await logins.read()).toBeNull();
  });

  describe('when the old form is stored', () => {
    const old = {
      type: 'username',
      username: 'member1',
      password: legacyPassword(PASSWORD),
      merchant: 'demo',
    };

    it('decodes it twice and strips the salt', () => {
      expect(decodeLegacyPassword(legacyPassword(PASSWORD))).toBe(PASSWORD);
      expect(decodeLegacyPassword(legacyPassword('пароль密码'))).toBe('пароль密码');
      expect(LEGACY_SALT_LENGTH).toBe(8);
      expect(decodeLegacyPassword('not base64!')).toBeNull();
    });

    it('reads it, then rewrites it sealed: the readable form is gone', async () => {
      const { storage, logins } = setup({ [REMEMBERED_LOGIN_KEY]: JSON.stringify(old) });
      expect(await logins.read()).toEqual(record);
      const raw = storage.get(REMEMBERED_LOGIN_KEY)!;
      expect(raw.startsWith(SEALED_PREFIX)).toBe(true);
      expect(raw).not.toContain(old.password);
      expect(await logins.read()).toEqual(record);
    });

    it('reads an sms record by its mobile field, without a password', async () => {
      const sms = { type: 'sms', mobile: '09171234567', password: 'eA==', merchant: 'demo' };
      const { logins } = setup({ [REMEMBERED_LOGIN_KEY]: JSON.stringify(sms) });
      expect(await logins.read()).toEqual({
        type: 'sms',
        method: 'sms',
        username: '09171234567',
        merchant: 'demo',
      });
    });

    it('drops it when it cannot be sealed, rather than keep it readable', async () => {
      const storage = createMemoryStore({ [REMEMBERED_LOGIN_KEY]: JSON.stringify(old) });
      const failing = createRememberedLogins({
        local: storage,
        secure: { get: async () => null, put: async () => false, delete: async () => {} },
      });
      expect(await failing.read()).toEqual(record);
      expect(storage.get(REMEMBERED_LOGIN_KEY)).toBeNull();
    });

    it('drops a value that is neither form', async () => {
      const { storage, logins } = setup({ [REMEMBERED_LOGIN_KEY]: '{"type":"username"}' });
      expect(await logins.read()).toBeNull();
      expect(storage.get(REMEMBERED_LOGIN_KEY)).toBeNull();
    });
  });
});

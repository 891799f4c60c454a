import { describe, expect, it } from 'vitest';
import {
  createMemoryKeyStore,
  createSecureStore,
  SEALED_PREFIX,
  SEALING_KEY_NAME,
} from './secureStore';
import { createMemoryStore } from './storage';

const SECRET = 'Passw0rd! ünïcødé 密码';

function setup() {
  const storage = createMemoryStore();
  const keys = createMemoryKeyStore();
  return { storage, keys, store: createSecureStore({ storage, keys }) };
}

describe('the secure store', () => {
  it('gives back what was put, while storage holds only a sealed value', async () => {
    const { storage, store } = setup();
    expect(await store.put('secret', SECRET)).toBe(true);
    const raw = storage.get('secret')!;
    expect(raw.startsWith(SEALED_PREFIX)).toBe(true);
    expect(raw).not.toContain('Passw0rd');
    expect(atob(raw.slice(SEALED_PREFIX.length))).not.toContain('Passw0rd');
    expect(await store.get('secret')).toBe(SECRET);
  });

  it('seals with a non-extractable AES-GCM key kept as a CryptoKey object', async () => {
    const { keys, store } = setup();
    await store.put('secret', SECRET);
    const key = await keys.get(SEALING_KEY_NAME);
    expect(key).toBeInstanceOf(CryptoKey);
    expect(key!.extractable).toBe(false);
    expect(key!.algorithm.name).toBe('AES-GCM');
    await expect(crypto.subtle.exportKey('raw', key!)).rejects.toThrow();
  });

  it('uses a fresh iv each time: the same value seals differently', async () => {
    const { storage, store } = setup();
    await store.put('a', SECRET);
    const first = storage.get('a');
    await store.put('a', SECRET);
    expect(storage.get('a')).not.toBe(first);
  });

  it('shares one key between puts that run at once', async () => {
    const { keys, store } = setup();
    await Promise.all([store.put('a', '1'), store.put('b', '2')]);
    expect(keys.size).toBe(1);
    expect(await store.get('a')).toBe('1');
    expect(await store.get('b')).toBe('2');
  });

  describe('when the value cannot be opened', () => {
    it('reads null once the key is gone (storage alone gives nothing back)', async () => {
      const { storage, keys } = setup();
      await createSecureStore({ storage, keys }).put('secret', SECRET);
      const withoutKey = createSecureStore({ storage, keys: createMemoryKeyStore() });
      expect(await withoutKey.get('secret')).toBeNull();
    });

    it('reads null when the value was tampered with or moved to another name', async () => {
      const { storage, store } = setup();
      await store.put('secret', SECRET);
      const raw = storage.get('secret')!;
      storage.set('moved', raw);
      expect(await store.get('moved')).toBeNull();
      const bytes = atob(raw.slice(SEALED_PREFIX.length));
      const flipped =
        bytes.slice(0, -1) + String.fromCharCode(bytes.charCodeAt(bytes.length - 1) ^ 1);
      storage.set('secret', SEALED_PREFIX + btoa(flipped));
      expect(await store.get('secret')).toBeNull();
    });

    it('reads null for a value that is not sealed', async () => {
      const { storage, store } = setup();
      storage.set('plain', 'Passw0rd!');
      expect(await store.get('plain')).toBeNull();
    });
  });

  it('deletes the sealed value', async () => {
    const { storage, store } = setup();
    await store.put('secret', SECRET);
    await store.delete('secret');
    expect(storage.get('secret')).toBeNull();
    expect(await store.get('secret')).toBeNull();
  });
});

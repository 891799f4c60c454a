import type { KeyValueStore } from './storage';

/**
 * Secrets kept so that storage alone never gives them back (ARCHITECTURE.md, Security rules):
 * the value is sealed with AES-GCM under a key that is created non-extractable and kept as a
 * CryptoKey object (IndexedDB in the browser). Local storage holds only the ciphertext; without
 * the key object, which no script can export, it reads as noise.
 */

/** Where the sealing key lives: IndexedDB in the browser, memory in tests. */
export interface CryptoKeyStore {
  get(name: string): Promise<CryptoKey | null>;
  /**
   * Keeps `key` under `name` unless a key is there already (another tab's, say), in one step.
   * Resolves once the write is durable (IndexedDB: its transaction has committed) with the key
   * that is kept, the one already there or `key`: every tab then seals with the same key.
   */
  putIfAbsent(name: string, key: CryptoKey): Promise<CryptoKey>;
  /** Resolves once the key is gone for good (committed). */
  delete(name: string): Promise<void>;
}

export interface SecureStore {
  /** The value, or null when there is none or it cannot be opened (key gone, tampered). */
  get(name: string): Promise<string | null>;
  /** False when the value could not be sealed or stored. */
  put(name: string, value: string): Promise<boolean>;
  delete(name: string): Promise<void>;
}

export interface SecureStoreDeps {
  /** Holds the ciphertext (local storage). */
  storage: KeyValueStore;
  keys: CryptoKeyStore;
  /** Default globalThis.crypto.subtle. */
  subtle?: SubtleCrypto;
}

/** Name of the one sealing key in the key store. */
export const SEALING_KEY_NAME = 'secure-store-key-v1';
/** Marks a sealed value in storage: version, then base64 of iv (12 bytes) and ciphertext. */
export const SEALED_PREFIX = 'sealed1:';
const IV_BYTES = 12;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A key store that keeps CryptoKey objects in memory (tests, stories, no IndexedDB). */
export function createMemoryKeyStore(): CryptoKeyStore & { readonly size: number } {
  const keys = new Map<string, CryptoKey>();
  return {
    get size() {
      return keys.size;
    },
    get: async (name) => keys.get(name) ?? null,
    putIfAbsent: async (name, key) => {
      const kept = keys.get(name) ?? key;
      keys.set(name, kept);
      return kept;
    },
    delete: async (name) => void keys.delete(name),
  };
}

export function createSecureStore(deps: SecureStoreDeps): SecureStore {
  const subtle = deps.subtle ?? globalThis.crypto.subtle;
  const encoder = new TextEncoder();
  let sealingKey: Promise<CryptoKey> | null = null;

  /**
   * The stored key, or a new non-extractable one, resolved only once it is stored for good, so
   * nothing is sealed under a key that a closed tab never wrote. When another tab stored its key
   * first, that key wins and this one is dropped: two first tabs end with one key. One lookup at
   * a time, so two puts share it; each later put looks again (the key may have been removed).
   */
  function keyForSealing(): Promise<CryptoKey> {
    sealingKey ??= (async () => {
      const existing = await deps.keys.get(SEALING_KEY_NAME);
      if (existing) return existing;
      const key = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ]);
      return deps.keys.putIfAbsent(SEALING_KEY_NAME, key);
    })().finally(() => (sealingKey = null));
    return sealingKey;
  }

  return {
    async get(name) {
      const sealed = deps.storage.get(name);
      if (!sealed?.startsWith(SEALED_PREFIX)) return null;
      try {
        const key = await deps.keys.get(SEALING_KEY_NAME);
        if (!key) return null;
        const bytes = base64ToBytes(sealed.slice(SEALED_PREFIX.length));
        const plain = await subtle.decrypt(
          // The name is bound in: a value moved to another name does not open.
          { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: encoder.encode(name) },
          key,
          bytes.slice(IV_BYTES),
        );
        return new TextDecoder().decode(plain);
      } catch {
        return null;
      }
    },
    async put(name, value) {
      try {
        const key = await keyForSealing();
        const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
        const sealed = new Uint8Array(
          await subtle.encrypt(
            { name: 'AES-GCM', iv, additionalData: encoder.encode(name) },
            key,
            encoder.encode(value),
          ),
        );
        const bytes = new Uint8Array(IV_BYTES + sealed.length);
        bytes.set(iv);
        bytes.set(sealed, IV_BYTES);
        return deps.storage.set(name, SEALED_PREFIX + bytesToBase64(bytes));
      } catch {
        return false;
      }
    },
    async delete(name) {
      deps.storage.remove(name);
    },
  };
}

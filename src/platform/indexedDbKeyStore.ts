import type { CryptoKeyStore } from './secureStore';

const DB_NAME = 'secure-store';
const STORE = 'keys';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/**
 * CryptoKey objects in IndexedDB. IndexedDB stores a CryptoKey by structured clone, keeping it
 * non-extractable: a script can use it to decrypt on this origin but never read its bytes.
 */
export function createIndexedDbKeyStore(factory: () => IDBFactory | undefined): CryptoKeyStore {
  let db: Promise<IDBDatabase> | null = null;

  function open(): Promise<IDBDatabase> {
    db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const idb = factory();
      if (!idb) {
        reject(new Error('IndexedDB is not available'));
        return;
      }
      const request = idb.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
      request.onblocked = () => reject(new Error('IndexedDB is blocked'));
    });
    db.catch(() => (db = null));
    return db;
  }

  async function run<T>(
    mode: IDBTransactionMode,
    action: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> {
    const database = await open();
    return promised(action(database.transaction(STORE, mode).objectStore(STORE)));
  }

  return {
    async get(name) {
      const value: unknown = await run('readonly', (s) => s.get(name));
      return value instanceof CryptoKey ? value : null;
    },
    put: async (name, key) => void (await run('readwrite', (s) => s.put(key, name))),
    delete: async (name) => void (await run('readwrite', (s) => s.delete(name))),
  };
}

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
 * Settles when the transaction has committed (complete) or failed (abort, which an error that no
 * handler prevents also ends in). A request's success is not a commit: a tab closed between the
 * two loses the write.
 */
function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/**
 * CryptoKey objects in IndexedDB. IndexedDB stores a CryptoKey by structured clone, keeping it
 * non-extractable: a script can use it to decrypt on this origin but never read its bytes.
 *
 * Writes resolve once their transaction has committed, with 'strict' durability where the
 * browser supports it (flushed, not only handed to the OS): what is sealed under a key is stored
 * only after the key itself is. A first key is added by reading and writing in one readwrite
 * transaction; IndexedDB runs overlapping readwrite transactions one after another, across tabs
 * too, so two tabs that each made a key both end with the one written first.
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
      request.onsuccess = () => {
        const database = request.result;
        // Safari may close a connection on its own; another tab's upgrade asks us to let go.
        database.onclose = () => (db = null);
        database.onversionchange = () => {
          database.close();
          db = null;
        };
        resolve(database);
      };
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
      request.onblocked = () => reject(new Error('IndexedDB is blocked'));
    });
    db.catch(() => (db = null));
    return db;
  }

  async function write(action: (store: IDBObjectStore) => void): Promise<void> {
    const tx = (await open()).transaction(STORE, 'readwrite', { durability: 'strict' });
    const done = committed(tx);
    action(tx.objectStore(STORE));
    await done;
  }

  return {
    async get(name) {
      const database = await open();
      const value: unknown = await promised(
        database.transaction(STORE, 'readonly').objectStore(STORE).get(name),
      );
      return value instanceof CryptoKey ? value : null;
    },
    async putIfAbsent(name, key) {
      let kept = key;
      await write((store) => {
        const read = store.get(name);
        read.onsuccess = () => {
          const found: unknown = read.result;
          if (found instanceof CryptoKey) kept = found;
          else store.put(key, name);
        };
      });
      return kept;
    },
    delete: (name) => write((store) => void store.delete(name)),
  };
}

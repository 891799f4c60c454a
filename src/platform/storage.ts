/** spec 5 / 9: stored browser values larger than 1.5 MB are refused. */
export const MAX_STORED_BYTES = 1.5 * 1024 * 1024;

/** What a string costs in Web Storage: two bytes per UTF-16 code unit. */
export function storedBytes(value: string): number {
  return value.length * 2;
}

export interface KeyValueStore {
  get(key: string): string | null;
  /** Returns false when the value was refused (too large, quota, storage disabled). */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

/** Wraps Web Storage so a disabled or full storage never throws into the app. */
export function createWebStore(getStorage: () => Storage | undefined): KeyValueStore {
  const storage = (): Storage | undefined => {
    try {
      return getStorage();
    } catch {
      return undefined;
    }
  };
  return {
    get(key) {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      if (storedBytes(value) > MAX_STORED_BYTES) return false;
      try {
        const s = storage();
        if (!s) return false;
        s.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        storage()?.removeItem(key);
      } catch {
        // storage disabled: nothing to remove
      }
    },
  };
}

export function createMemoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const map = new Map(Object.entries(initial));
  return {
    get: (key) => map.get(key) ?? null,
    set(key, value) {
      if (storedBytes(value) > MAX_STORED_BYTES) return false;
      map.set(key, value);
      return true;
    },
    remove: (key) => void map.delete(key),
  };
}

export function readJson<T>(store: KeyValueStore, key: string): T | null {
  const raw = store.get(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(store: KeyValueStore, key: string, value: unknown): boolean {
  return store.set(key, JSON.stringify(value));
}

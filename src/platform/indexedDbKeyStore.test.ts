import { describe, expect, it, vi } from 'vitest';
import { createFakeIndexedDb } from '../testing/fakeIndexedDb';
import { createIndexedDbKeyStore } from './indexedDbKeyStore';
import { createSecureStore, SEALED_PREFIX } from './secureStore';
import { createMemoryStore } from './storage';

const LOGIN = 'rememberedLogin';
const SECRET = 'Passw0rd!';

const newKey = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);

/** Lets the fake's tasks (requests, commits) and WebCrypto run. */
const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until a write waits at the held commit, then long enough for anything sealed to be stored. */
async function untilHeld(idb: ReturnType<typeof createFakeIndexedDb>): Promise<void> {
  await vi.waitFor(() => expect(idb.waitingToCommit).toBe(1));
  await settle(150);
}

/** One origin: its local storage and IndexedDB, shared by the tabs opened on it. */
function origin() {
  const idb = createFakeIndexedDb();
  const local = createMemoryStore();
  let opened = 0;
  return {
    idb,
    local,
    /** A new tab: its own key store connection and secure store, over the shared storage. */
    tab() {
      const factory = idb.tab();
      const id = opened;
      opened += 1;
      const keys = createIndexedDbKeyStore(() => factory);
      return { id, keys, secure: createSecureStore({ storage: local, keys }) };
    },
  };
}

describe('the IndexedDB key store', () => {
  it('resolves a write only once its transaction has committed', async () => {
    const { idb, tab } = origin();
    const { keys } = tab();
    idb.holdCommits();
    let resolved = false;
    const written = keys.putIfAbsent('k', await newKey()).then((key) => {
      resolved = true;
      return key;
    });
    await untilHeld(idb);
    // The request has succeeded; the commit is held: nothing is durable, so nothing resolves.
    expect(idb.committed('keys').size).toBe(0);
    expect(resolved).toBe(false);
    idb.releaseCommits();
    const kept = await written;
    expect(idb.committed('keys').size).toBe(1);
    expect(await tab().keys.get('k')).toBe(kept);
  });

  it('keeps the key already there and gives it back instead of the new one', async () => {
    const { tab } = origin();
    const first = await newKey();
    expect(await tab().keys.putIfAbsent('k', first)).toBe(first);
    expect(await tab().keys.putIfAbsent('k', await newKey())).toBe(first);
  });

  it('deletes for good, once committed', async () => {
    const { idb, tab } = origin();
    const { keys } = tab();
    await keys.putIfAbsent('k', await newKey());
    await keys.delete('k');
    expect(idb.committed('keys').size).toBe(0);
    expect(await tab().keys.get('k')).toBeNull();
  });
});

describe('remember me across tabs (secure store over IndexedDB)', () => {
  it('never leaves a sealed login behind when the tab closes before the key is committed', async () => {
    const site = origin();
    const first = site.tab();
    site.idb.holdCommits();
    void first.secure.put(LOGIN, SECRET);
    await untilHeld(site.idb);
    // The key is not stored yet, so nothing may be sealed with it.
    expect(site.local.get(LOGIN)).toBeNull();
    site.idb.closeTab(first.id);
    site.idb.releaseCommits();

    const next = site.tab();
    expect(site.idb.committed('keys').size).toBe(0);
    expect(site.local.get(LOGIN)).toBeNull();
    expect(await next.secure.get(LOGIN)).toBeNull();
    // The next tab remembers the login as if for the first time, and opens it again.
    expect(await next.secure.put(LOGIN, SECRET)).toBe(true);
    expect(await site.tab().secure.get(LOGIN)).toBe(SECRET);
  });

  it('seals only after the key is committed, and a later tab opens it', async () => {
    const site = origin();
    const first = site.tab();
    site.idb.holdCommits();
    const put = first.secure.put(LOGIN, SECRET);
    await untilHeld(site.idb);
    expect(site.local.get(LOGIN)).toBeNull();
    site.idb.releaseCommits();
    expect(await put).toBe(true);
    expect(site.local.get(LOGIN)?.startsWith(SEALED_PREFIX)).toBe(true);
    expect(await site.tab().secure.get(LOGIN)).toBe(SECRET);
  });

  it('ends with one key when two first tabs each make one, and each opens what the other sealed', async () => {
    const site = origin();
    const a = site.tab();
    const b = site.tab();
    expect(await Promise.all([a.secure.put('a', 'from A'), b.secure.put('b', 'from B')])).toEqual([
      true,
      true,
    ]);
    expect(site.idb.committed('keys').size).toBe(1);
    expect(await a.secure.get('b')).toBe('from B');
    expect(await b.secure.get('a')).toBe('from A');
    expect(await site.tab().secure.get('a')).toBe('from A');
    expect(await site.tab().secure.get('b')).toBe('from B');
  });
});

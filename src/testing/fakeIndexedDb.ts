/**
 * A small in-memory IndexedDB for unit tests, shared by several "tabs" of one origin. It models
 * what the key store relies on and what a fake that commits at once would hide:
 * - a request's success comes first; the transaction commits later, in a task of its own, and
 *   only then do its writes reach the database that other tabs read;
 * - transactions of a database run one at a time, across tabs, in the order they were created
 *   (IndexedDB runs overlapping readwrite transactions so; running reads one at a time too is
 *   allowed);
 * - a tab closed before a commit loses that transaction's writes.
 * `holdCommits()` stops readwrite transactions just before their commit, so a test can close a
 * tab there.
 * One database of object stores with out-of-line keys; get, put and delete.
 */

type Listener = ((event: Event) => void) | null;

interface Database {
  version: number;
  stores: Map<string, Map<string, unknown>>;
  /** Transactions not yet finished, in creation order; the first one runs. */
  queue: FakeTransaction[];
}

const keyOf = (key: IDBValidKey): string => JSON.stringify(key);

class FakeRequest<T = unknown> {
  result: T | undefined = undefined;
  error: DOMException | null = null;
  onsuccess: Listener = null;
  onerror: Listener = null;
  onupgradeneeded: Listener = null;
  onblocked: Listener = null;
}

class FakeObjectStore {
  constructor(
    private readonly tx: FakeTransaction,
    readonly name: string,
  ) {}

  get(key: IDBValidKey): FakeRequest {
    return this.tx.request((view) => view.get(keyOf(key)));
  }

  put(value: unknown, key: IDBValidKey): FakeRequest {
    this.tx.requireWrite();
    return this.tx.request((view) => {
      view.set(keyOf(key), value);
      return key;
    });
  }

  delete(key: IDBValidKey): FakeRequest {
    this.tx.requireWrite();
    return this.tx.request((view) => void view.delete(keyOf(key)));
  }
}

type Operation = (view: Map<string, unknown>) => unknown;

class FakeTransaction {
  oncomplete: Listener = null;
  onabort: Listener = null;
  onerror: Listener = null;
  error: DOMException | null = null;
  /** 'waiting' for earlier transactions, 'running' its requests, then 'committing', 'done'. */
  state: 'waiting' | 'running' | 'committing' | 'done' = 'waiting';
  private readonly pending: { request: FakeRequest; operation: Operation }[] = [];
  /** This transaction's writes, seen by its own reads, applied to the database on commit. */
  private readonly staged = new Map<string, unknown>();
  private readonly removed = new Set<string>();
  private active = true;

  constructor(
    private readonly fake: FakeIndexedDbState,
    readonly tab: number,
    private readonly storeName: string,
    readonly mode: IDBTransactionMode,
  ) {
    // Active while the task that created it runs, as in a browser.
    setTimeout(() => (this.active = false), 0);
  }

  objectStore(name: string): FakeObjectStore {
    if (name !== this.storeName) throw new DOMException(`${name} is not in scope`, 'NotFoundError');
    return new FakeObjectStore(this, name);
  }

  requireWrite(): void {
    if (this.mode !== 'readwrite') throw new DOMException('read-only', 'ReadOnlyError');
  }

  request(operation: Operation): FakeRequest {
    if (!this.active || this.state === 'committing' || this.state === 'done') {
      throw new DOMException('the transaction is not active', 'TransactionInactiveError');
    }
    const request = new FakeRequest();
    this.pending.push({ request, operation });
    return request;
  }

  /** Runs once every earlier transaction of the database has finished. */
  run(): void {
    this.state = 'running';
    this.next();
  }

  private view(): Map<string, unknown> {
    const committed = this.fake.database.stores.get(this.storeName) ?? new Map<string, unknown>();
    const view = new Map(committed);
    for (const key of this.removed) view.delete(key);
    for (const [key, value] of this.staged) view.set(key, value);
    return view;
  }

  private next(): void {
    setTimeout(() => {
      if (this.state !== 'running') return;
      const step = this.pending.shift();
      if (!step) {
        this.state = 'committing';
        this.fake.readyToCommit(this);
        return;
      }
      const view = this.view();
      const before = new Map(view);
      step.request.result = step.operation(view);
      for (const key of before.keys()) {
        if (!view.has(key)) {
          this.removed.add(key);
          this.staged.delete(key);
        }
      }
      for (const [key, value] of view) {
        if (before.get(key) !== value || !before.has(key)) {
          this.staged.set(key, value);
          this.removed.delete(key);
        }
      }
      this.active = true;
      try {
        step.request.onsuccess?.(new Event('success'));
      } finally {
        this.active = false;
      }
      this.next();
    }, 0);
  }

  /** Applies the writes for every tab to see, then says complete. */
  commit(): void {
    const store = this.fake.database.stores.get(this.storeName);
    if (store) {
      for (const key of this.removed) store.delete(key);
      for (const [key, value] of this.staged) store.set(key, value);
    }
    this.state = 'done';
    this.fake.finished(this);
    this.oncomplete?.(new Event('complete'));
  }

  /** The tab went away before the commit: nothing of it is kept, nothing more runs. */
  abort(): void {
    if (this.state === 'done') return;
    this.state = 'done';
    this.error = new DOMException('the tab was closed', 'AbortError');
    this.fake.finished(this);
  }
}

class FakeDatabaseConnection {
  onclose: Listener = null;
  onversionchange: Listener = null;
  private upgrading = false;

  constructor(
    private readonly fake: FakeIndexedDbState,
    readonly tab: number,
  ) {}

  get version(): number {
    return this.fake.database.version;
  }

  withUpgrade(action: () => void): void {
    this.upgrading = true;
    try {
      action();
    } finally {
      this.upgrading = false;
    }
  }

  createObjectStore(name: string): void {
    if (!this.upgrading) throw new DOMException('not in an upgrade', 'InvalidStateError');
    this.fake.database.stores.set(name, new Map());
  }

  transaction(
    storeName: string,
    mode: IDBTransactionMode = 'readonly',
    _options?: { durability?: string },
  ): FakeTransaction {
    if (!this.fake.database.stores.has(storeName)) {
      throw new DOMException(`no object store ${storeName}`, 'NotFoundError');
    }
    const tx = new FakeTransaction(this.fake, this.tab, storeName, mode);
    this.fake.enqueue(tx);
    return tx;
  }

  close(): void {}
}

class FakeIndexedDbState {
  database: Database = { version: 0, stores: new Map(), queue: [] };
  hold = false;
  held: FakeTransaction[] = [];
  closed = new Set<number>();

  enqueue(tx: FakeTransaction): void {
    this.database.queue.push(tx);
    if (this.database.queue.length === 1) tx.run();
  }

  readyToCommit(tx: FakeTransaction): void {
    // A read has nothing to make durable: only writes wait at a hold.
    if (this.hold && tx.mode === 'readwrite') this.held.push(tx);
    else setTimeout(() => tx.state === 'committing' && tx.commit(), 0);
  }

  finished(tx: FakeTransaction): void {
    this.database.queue = this.database.queue.filter((t) => t !== tx);
    this.held = this.held.filter((t) => t !== tx);
    const first = this.database.queue[0];
    if (first?.state === 'waiting') first.run();
  }
}

export interface FakeIndexedDb {
  /** The indexedDB of a new tab of the origin. */
  tab(): IDBFactory;
  /** What other tabs can read now: the committed entries of an object store, by key. */
  committed(storeName: string): ReadonlyMap<string, unknown>;
  /** Stops each readwrite transaction just before its commit, until releaseCommits(). */
  holdCommits(): void;
  /** Commits the held transactions, in order, and stops holding. */
  releaseCommits(): void;
  /** Readwrite transactions that have run their requests and wait to commit (held). */
  readonly waitingToCommit: number;
  /** Closes a tab (0 is the first tab()): its transactions not yet committed are lost. */
  closeTab(tab: number): void;
}

export function createFakeIndexedDb(): FakeIndexedDb {
  const state = new FakeIndexedDbState();
  let tabs = 0;

  function factoryFor(tab: number) {
    return {
      open(_name: string, version = 1): FakeRequest<FakeDatabaseConnection> {
        const request = new FakeRequest<FakeDatabaseConnection>();
        setTimeout(() => {
          if (state.closed.has(tab)) return;
          const connection = new FakeDatabaseConnection(state, tab);
          request.result = connection;
          if (version > state.database.version) {
            state.database.version = version;
            connection.withUpgrade(() => request.onupgradeneeded?.(new Event('upgradeneeded')));
          }
          request.onsuccess?.(new Event('success'));
        }, 0);
        return request;
      },
    };
  }

  return {
    tab() {
      const tab = tabs;
      tabs += 1;
      // A structural stand-in: only the parts the key store calls exist.
      return factoryFor(tab) as unknown as IDBFactory;
    },
    committed(storeName) {
      return new Map(state.database.stores.get(storeName) ?? []);
    },
    holdCommits() {
      state.hold = true;
    },
    releaseCommits() {
      state.hold = false;
      const held = state.held;
      state.held = [];
      for (const tx of held) if (tx.state === 'committing') tx.commit();
    },
    get waitingToCommit() {
      return state.held.length;
    },
    closeTab(tab) {
      state.closed.add(tab);
      for (const tx of [...state.database.queue]) if (tx.tab === tab) tx.abort();
    },
  };
}

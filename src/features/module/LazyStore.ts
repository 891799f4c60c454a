import { makeObservable, observableRef, runInAction } from 'mobx';

/**
 * A store whose code downloads on first use (ARCHITECTURE.md, Budgets: dialogs, providers and
 * what only they need stay out of the initial JS). `load()` builds it once; `current` is null
 * until then and observable, so an overlay that reads it renders once it exists. Components that
 * need it to render at all go through `useLazyStore`, which suspends until it is there.
 */
export class LazyStore<T> {
  current: T | null = null;
  private loading: Promise<T> | null = null;

  constructor(
    /** Named in the error a read before the load throws. */
    readonly name: string,
    private readonly create: () => Promise<T>,
  ) {
    makeObservable(this, { current: observableRef });
  }

  /** Downloads and builds the store once; a failed download may be tried again. */
  load(): Promise<T> {
    this.loading ??= this.create().then(
      (store) => {
        runInAction(() => {
          this.current = store;
        });
        return store;
      },
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  /** The store once loaded. Reading it before is a defect, said with the store's name. */
  get value(): T {
    if (this.current === null) throw new Error(`the ${this.name} store was read before it loaded`);
    return this.current;
  }
}

import { makeObservable, observableRef, runInAction } from 'mobx';
import type { FeatureRoot } from './index';

export interface LazyStoreOptions<T> {
  /** The root a store built by `obtain` receives (the RootStore passes itself). */
  root?: FeatureRoot;
  /**
   * Work after the store is built and before `load()` resolves, e.g. registration waits for
   * social sign-in's Firebase adapter on Firebase SMS tenants. `build()` skips it, so a store
   * that the ready step loads can be built from this one without waiting on itself.
   */
  ready?: (store: T) => Promise<void>;
}

/**
 * A store whose code downloads on first use (ARCHITECTURE.md, Budgets: dialogs, providers and
 * what only they need stay out of the initial JS). `load()` builds it once; `current` is null
 * until then and observable, so an overlay that reads it renders once it exists. Components that
 * need it to render at all go through `useLazyStore`, which suspends until it is there. A
 * feature whose own lazy chunk already holds the store's code builds it with `obtain`.
 */
export class LazyStore<T> {
  current: T | null = null;
  private building: Promise<T> | null = null;
  private loading: Promise<T> | null = null;

  constructor(
    /** Named in the error a read before the load throws. */
    readonly name: string,
    private readonly create: () => Promise<T>,
    private readonly options: LazyStoreOptions<T> = {},
  ) {
    makeObservable(this, { current: observableRef });
  }

  /** Downloads and builds the store once, without the ready step; a failure may be retried. */
  build(): Promise<T> {
    this.building ??= this.create().catch((error: unknown) => {
      this.building = null;
      throw error;
    });
    return this.building;
  }

  /** Downloads and builds the store once; a failed download may be tried again. */
  load(): Promise<T> {
    this.loading ??= this.build()
      .then(async (store) => {
        await this.options.ready?.(store);
        return store;
      })
      .then(
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

  /**
   * The store, built at once by `create` from code the caller's chunk already holds (a widget
   * and its store download together). Every later caller, `load()` too, gets the same one.
   */
  obtain(create: (root: FeatureRoot) => T): T {
    if (this.current !== null) return this.current;
    const { root } = this.options;
    if (!root) throw new Error(`the ${this.name} store has no root to be built with`);
    const store = create(root);
    this.building ??= Promise.resolve(store);
    this.loading ??= this.building;
    runInAction(() => {
      this.current = store;
    });
    return store;
  }

  /** The store once loaded. Reading it before is a defect, said with the store's name. */
  get value(): T {
    if (this.current === null) throw new Error(`the ${this.name} store was read before it loaded`);
    return this.current;
  }
}

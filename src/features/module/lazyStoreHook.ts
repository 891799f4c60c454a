import type { LazyStore } from './LazyStore';

/**
 * The store, suspending the component (to its Suspense boundary) until its code is there.
 * Not a hook in React's sense: it calls none, so it may sit after an early return. Suspending
 * by throwing the load's promise, not by `use()`: the same promise is thrown until it settles,
 * and once loaded the store is read without one, which `use()` would treat as a changed hook
 * order.
 */
export function useLazyStore<T>(store: LazyStore<T>): T {
  if (store.current !== null) return store.current;
  throw store.load();
}

/** spec 7 / 9: at most 10 requests of one path at a time; the game list only 2. */
export const DEFAULT_CONCURRENCY = 10;
export const GAME_LIST_CONCURRENCY = 2;

const GAME_LIST_PATH = '/wps/game/list';
/** The game-list relays (GCSGAME_newGameVendor, GCSGAME_getGameMatchV2) count as the game list. */
const GAME_LIST_RELAY_MARK = 'GCSGAME_';

export function concurrencyFor(path: string): number {
  return path === GAME_LIST_PATH || path.includes(GAME_LIST_RELAY_MARK)
    ? GAME_LIST_CONCURRENCY
    : DEFAULT_CONCURRENCY;
}

/** Gives back a slot; calling it again does nothing. */
export type Release = () => void;

export interface ConcurrencyLimiter {
  /**
   * Resolves with a release once the path has a free slot; waiters get slots in arrival order.
   * Rejects with the signal's reason when it aborts while waiting (the waiter leaves the queue).
   */
  acquire(path: string, signal?: AbortSignal): Promise<Release>;
  /** Requests of the path holding a slot. */
  active(path: string): number;
  /** Requests of the path waiting for one. */
  waiting(path: string): number;
}

interface Waiter {
  grant: () => void;
}

interface PathState {
  active: number;
  queue: Waiter[];
}

export function createConcurrencyLimiter(
  limitFor: (path: string) => number = concurrencyFor,
): ConcurrencyLimiter {
  const paths = new Map<string, PathState>();

  const stateOf = (path: string): PathState => {
    let state = paths.get(path);
    if (!state) {
      state = { active: 0, queue: [] };
      paths.set(path, state);
    }
    return state;
  };

  const releaser = (path: string, state: PathState): Release => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      state.active -= 1;
      const next = state.queue.shift();
      if (next) next.grant();
      else if (state.active === 0) paths.delete(path);
    };
  };

  return {
    acquire(path, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      const state = stateOf(path);
      if (state.active < limitFor(path)) {
        state.active += 1;
        return Promise.resolve(releaser(path, state));
      }
      return new Promise<Release>((resolve, reject) => {
        const onAbort = () => {
          state.queue.splice(state.queue.indexOf(waiter), 1);
          reject(signal?.reason);
        };
        const waiter: Waiter = {
          grant: () => {
            signal?.removeEventListener('abort', onAbort);
            state.active += 1;
            resolve(releaser(path, state));
          },
        };
        state.queue.push(waiter);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
    active: (path) => paths.get(path)?.active ?? 0,
    waiting: (path) => paths.get(path)?.queue.length ?? 0,
  };
}

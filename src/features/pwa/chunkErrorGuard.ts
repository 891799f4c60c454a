import type { Clock } from '../../platform/clock';
import type { Environment } from '../../platform/environment';
import type { KeyValueStore } from '../../platform/storage';
import type { NoticeStore } from '../notices';
import { pwaMessages } from './messages';

/** Session storage: when this tab last reloaded for a missing chunk. */
export const CHUNK_RELOAD_KEY = 'pwaChunkReloadAt';
/**
 * A failure this soon after such a reload is the same failure again: a notice, not a reload. Past
 * it, a later deploy in a long session gets its own one reload.
 */
export const CHUNK_RELOAD_WINDOW_MS = 5 * 60 * 1000;

export interface ChunkErrorGuardDeps {
  session: KeyValueStore;
  clock: Clock;
  env: Pick<Environment, 'reload'>;
  notices: NoticeStore;
}

/**
 * A lazy chunk missing after a deploy: one reload loads the new build. Guarded by a session
 * marker, so a chunk that still fails shows a notice instead of reloading in a loop.
 */
export function createChunkErrorGuard(deps: ChunkErrorGuardDeps): () => void {
  let reloading = false;
  return () => {
    if (reloading) return; // several chunks of one screen fail together: one reload
    const { session, clock, env, notices } = deps;
    const last = session.get(CHUNK_RELOAD_KEY);
    const now = clock.now();
    const recent = last !== null && now - Number(last) < CHUNK_RELOAD_WINDOW_MS;
    // Without a marker that sticks (storage off), a reload could loop: notice instead.
    if (!recent && session.set(CHUNK_RELOAD_KEY, String(now))) {
      reloading = true;
      env.reload();
      return;
    }
    notices.push({ message: pwaMessages.chunkFailed });
  };
}

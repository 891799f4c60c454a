import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../platform/storage';
import { createMemoryStore } from '../../platform/storage';
import { createFakeClock } from '../../testing/createFakeClock';
import { createTestEnvironment } from '../../testing/createTestEnvironment';
import { NoticeStore } from '../notices';
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS, createChunkErrorGuard } from './chunkErrorGuard';
import { pwaMessages } from './messages';

/** One page load in a tab: the session storage is the tab's, kept across reloads. */
function load(session: KeyValueStore, clock = createFakeClock(1_000_000)) {
  const env = createTestEnvironment({ url: 'https://m.demo-casino.test/m/home', document: null });
  const notices = new NoticeStore();
  const chunkFailed = createChunkErrorGuard({ session, clock, env, notices });
  return { chunkFailed, env, notices, clock };
}

describe('a lazy chunk that fails to load (vite:preloadError)', () => {
  it('reloads the page once and leaves a marker in the tab', () => {
    const session = createMemoryStore();
    const page = load(session);
    page.chunkFailed();
    expect(page.env.record.reloads).toBe(1);
    expect(session.get(CHUNK_RELOAD_KEY)).toBe(String(page.clock.now()));
    expect(page.notices.current).toBeNull();
  });

  it('reloads once when several chunks of one screen fail together', () => {
    const page = load(createMemoryStore());
    page.chunkFailed();
    page.chunkFailed();
    expect(page.env.record.reloads).toBe(1);
    expect(page.notices.current).toBeNull();
  });

  describe('when it fails again right after that reload', () => {
    it('shows a notice instead of reloading: never a loop', () => {
      const session = createMemoryStore();
      const clock = createFakeClock(1_000_000);
      load(session, clock).chunkFailed();
      clock.advance(3_000);
      const reloaded = load(session, clock);
      reloaded.chunkFailed();
      expect(reloaded.env.record.reloads).toBe(0);
      expect(reloaded.notices.current?.message).toEqual(pwaMessages.chunkFailed);
    });
  });

  describe('when a later deploy breaks a chunk in a long session', () => {
    it('gets its own one reload', () => {
      const session = createMemoryStore();
      const clock = createFakeClock(1_000_000);
      load(session, clock).chunkFailed();
      clock.advance(CHUNK_RELOAD_WINDOW_MS);
      const later = load(session, clock);
      later.chunkFailed();
      expect(later.env.record.reloads).toBe(1);
    });
  });

  describe('when session storage refuses the marker', () => {
    it('shows the notice rather than risk a reload loop', () => {
      const refusing: KeyValueStore = {
        get: () => null,
        set: () => false,
        remove: () => undefined,
      };
      const page = load(refusing);
      page.chunkFailed();
      expect(page.env.record.reloads).toBe(0);
      expect(page.notices.current?.message).toEqual(pwaMessages.chunkFailed);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { concurrencyFor, createConcurrencyLimiter, type Release } from './concurrencyLimiter';
import { flush } from './testing/testSupport';

async function fill(limiter: ReturnType<typeof createConcurrencyLimiter>, path: string, n: number) {
  const releases: Release[] = [];
  for (let i = 0; i < n; i += 1) releases.push(await limiter.acquire(path));
  return releases;
}

describe('per-path concurrency', () => {
  it('allows 10 requests of a path at a time, 2 for the game list and its relays', () => {
    expect(concurrencyFor('/wps/member/info')).toBe(10);
    expect(concurrencyFor('/wps/game/list')).toBe(2);
    expect(concurrencyFor('/wps/relay/GCSGAME_newGameVendor')).toBe(2);
    expect(concurrencyFor('/wps/relay/GCSGAME_getGameMatchV2')).toBe(2);
  });

  describe('when 10 requests of a path are running', () => {
    it('makes the 11th wait until one ends', async () => {
      const limiter = createConcurrencyLimiter();
      const running = await fill(limiter, '/wps/member/info', 10);
      let eleventh = false;
      void limiter.acquire('/wps/member/info').then(() => (eleventh = true));
      await flush();
      expect(eleventh).toBe(false);
      expect(limiter.waiting('/wps/member/info')).toBe(1);
      running[0]?.();
      await flush();
      expect(eleventh).toBe(true);
      expect(limiter.active('/wps/member/info')).toBe(10);
    });

    it('lets another path through', async () => {
      const limiter = createConcurrencyLimiter();
      await fill(limiter, '/wps/member/info', 10);
      let other = false;
      void limiter.acquire('/wps/system/country').then(() => (other = true));
      await flush();
      expect(other).toBe(true);
    });
  });

  it('runs at most 2 game-list requests, the third in turn', async () => {
    const limiter = createConcurrencyLimiter();
    const running = await fill(limiter, '/wps/game/list', 2);
    const order: string[] = [];
    void limiter.acquire('/wps/game/list').then(() => order.push('third'));
    void limiter.acquire('/wps/game/list').then(() => order.push('fourth'));
    await flush();
    expect(order).toEqual([]);
    running[1]?.();
    await flush();
    expect(order).toEqual(['third']);
  });

  it('frees the slot only once when released twice', async () => {
    const limiter = createConcurrencyLimiter();
    const [first] = await fill(limiter, '/wps/game/list', 2);
    void limiter.acquire('/wps/game/list');
    void limiter.acquire('/wps/game/list');
    first?.();
    first?.();
    await flush();
    expect(limiter.active('/wps/game/list')).toBe(2);
    expect(limiter.waiting('/wps/game/list')).toBe(1);
  });

  it('drops a waiting request whose signal aborts, and its turn goes to the next', async () => {
    const limiter = createConcurrencyLimiter();
    const running = await fill(limiter, '/wps/game/list', 2);
    const controller = new AbortController();
    const aborted = limiter.acquire('/wps/game/list', controller.signal);
    let next = false;
    void limiter.acquire('/wps/game/list').then(() => (next = true));
    controller.abort(new Error('timeout'));
    await expect(aborted).rejects.toThrow('timeout');
    expect(limiter.waiting('/wps/game/list')).toBe(1);
    running[0]?.();
    await flush();
    expect(next).toBe(true);
  });
});

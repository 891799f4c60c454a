import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../testing/createFakeClock';
import { createRateLimiter, RATE_LIMIT_MAX_PATHS } from './rateLimiter';
import { flush } from './testing/testSupport';

function setup() {
  const clock = createFakeClock(0);
  const limiter = createRateLimiter(clock);
  const went: string[] = [];
  const go = (path: string, label = path) => limiter.wait(path).then(() => void went.push(label));
  return { clock, limiter, went, go };
}

describe('the GET rate limiter', () => {
  it('lets the first GET of a path go at once', async () => {
    const { went, go } = setup();
    void go('/wps/member/info');
    await flush();
    expect(went).toEqual(['/wps/member/info']);
  });

  describe('when a second GET of the same /wps/ path follows at once', () => {
    it('waits 150 ms (120 ms plus the 30 ms margin), then goes', async () => {
      const { clock, went, go } = setup();
      void go('/wps/member/info', 'first');
      void go('/wps/member/info', 'second');
      await flush();
      expect(went).toEqual(['first']);
      clock.advance(149);
      await flush();
      expect(went).toEqual(['first']);
      clock.advance(1);
      await flush();
      expect(went).toEqual(['first', 'second']);
    });

    it('spaces a third one another 150 ms later, dropping none', async () => {
      const { clock, went, go } = setup();
      for (const label of ['a', 'b', 'c']) void go('/wps/game/list', label);
      clock.advance(150);
      await flush();
      expect(went).toEqual(['a', 'b']);
      clock.advance(150);
      await flush();
      expect(went).toEqual(['a', 'b', 'c']);
    });
  });

  it('does not hold GETs of other paths', async () => {
    const { went, go } = setup();
    void go('/wps/member/info');
    void go('/wps/system/country');
    await flush();
    expect(went).toEqual(['/wps/member/info', '/wps/system/country']);
  });

  it('does not limit paths outside /wps/', async () => {
    const { went, go } = setup();
    void go('/m/manifest.json', 'a');
    void go('/m/manifest.json', 'b');
    await flush();
    expect(went).toEqual(['a', 'b']);
  });

  it('does not limit paths longer than 200 characters', async () => {
    const { went, go } = setup();
    const long = `/wps/${'x'.repeat(196)}`;
    expect(long.length).toBe(201);
    void go(long, 'a');
    void go(long, 'b');
    await flush();
    expect(went).toEqual(['a', 'b']);
  });

  it('remembers at most 100 paths, forgetting the least recently used', async () => {
    const { went, go } = setup();
    const path = (i: number) => `/wps/p/${i}`;
    for (let i = 0; i <= RATE_LIMIT_MAX_PATHS; i += 1) void go(path(i));
    await flush();
    went.length = 0;
    // Path 0 was pushed out by the 101st; path 1 is still remembered (asked first, as asking
    // for path 0 again pushes out the then least recently used one).
    void go(path(1), 'remembered');
    void go(path(0), 'forgotten');
    await flush();
    expect(went).toEqual(['forgotten']);
  });

  it('rejects a waiting GET whose signal aborts', async () => {
    const { limiter } = setup();
    void limiter.wait('/wps/member/info');
    const controller = new AbortController();
    const waiting = limiter.wait('/wps/member/info', controller.signal);
    controller.abort(new Error('left the page'));
    await expect(waiting).rejects.toThrow('left the page');
  });
});

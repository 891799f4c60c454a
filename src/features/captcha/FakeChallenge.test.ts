import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../testing/createFakeClock';
import { FAKE_TOO_FAST_MS, FakeChallenge } from './FakeChallenge';

function challenge(seed = 0) {
  const clock = createFakeClock(10_000);
  return { clock, challenge: new FakeChallenge(clock, seed) };
}

describe('the fake challenge: tap the tiles in order 1-2-3', () => {
  it('lays the three tiles out never already in order, the same for the same seed', () => {
    for (let seed = 0; seed < 10; seed += 1) {
      const { tiles } = challenge(seed).challenge;
      expect([...tiles].sort()).toEqual([1, 2, 3]);
      expect(tiles).not.toEqual([1, 2, 3]);
      expect(challenge(seed).challenge.tiles).toEqual(tiles);
    }
  });

  it('is solved by 1, 2, 3 after the too-fast threshold', async () => {
    const { clock, challenge: c } = challenge();
    c.tap(1);
    c.tap(2);
    expect(c.done).toBe(2);
    expect(c.isTapped(2)).toBe(true);
    expect(c.isTapped(3)).toBe(false);
    clock.advance(FAKE_TOO_FAST_MS);
    c.tap(3);
    await expect(c.settled).resolves.toBe('solved');
    expect(c.outcome).toBe('solved');
  });

  it('is too fast when finished before the threshold', async () => {
    const { clock, challenge: c } = challenge();
    c.tap(1);
    c.tap(2);
    clock.advance(FAKE_TOO_FAST_MS - 1);
    c.tap(3);
    await expect(c.settled).resolves.toBe('too_fast');
  });

  it('starts the order again after a wrong tile, and ignores a tile tapped already', () => {
    const { challenge: c } = challenge();
    c.tap(1);
    c.tap(1);
    expect(c.done).toBe(1);
    c.tap(3);
    expect(c.done).toBe(0);
    expect(c.wrongTaps).toBe(1);
    expect(c.outcome).toBeNull();
  });

  it('closes once, and taps after an outcome change nothing', async () => {
    const { clock, challenge: c } = challenge();
    c.close();
    clock.advance(FAKE_TOO_FAST_MS);
    c.tap(1);
    c.tap(2);
    c.tap(3);
    c.close();
    await expect(c.settled).resolves.toBe('closed');
    expect(c.done).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { FREE_FAILURES, MAX_WAIT_MS, SignInThrottle } from './throttle.ts';

describe('failed sign-ins slow the next ones', () => {
  it('doubles the wait per account after the free failures, up to a cap', () => {
    const clock = { now: 0 };
    const throttle = new SignInThrottle(() => clock.now);
    const waits: number[] = [];
    for (let i = 0; i < FREE_FAILURES + 4; i++) {
      throttle.failed('a@x.com', `10.0.0.${i}`);
      waits.push(throttle.waitMs('a@x.com', '10.9.9.9'));
    }
    // Three free failures (typos), then 1 s, 2 s, 4 s, 8 s.
    expect(waits).toEqual([0, 0, 0, 1000, 2000, 4000, 8000]);
    for (let i = 0; i < 30; i++) throttle.failed('a@x.com', '10.1.1.1');
    expect(throttle.waitMs('a@x.com', '10.9.9.9')).toBe(MAX_WAIT_MS);
    clock.now += MAX_WAIT_MS;
    expect(throttle.waitMs('a@x.com', '10.9.9.9')).toBe(0);
  });

  it('slows an address that tries many accounts, and a success frees only the account', () => {
    const clock = { now: 0 };
    const throttle = new SignInThrottle(() => clock.now);
    for (let i = 0; i < FREE_FAILURES + 1; i++) throttle.failed(`user${i}@x.com`, '10.0.0.1');
    expect(throttle.waitMs('fresh@x.com', '10.0.0.1')).toBe(1000);
    expect(throttle.waitMs('fresh@x.com', '10.0.0.2')).toBe(0);
    throttle.succeeded('own@x.com', '10.0.0.1');
    expect(throttle.waitMs('fresh@x.com', '10.0.0.1')).toBe(1000);
  });
});

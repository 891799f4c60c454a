import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../testing/createFakeClock';
import { EVENT_CACHE_MS, EventCache } from './EventCache';
import { buildTrackingPayload } from './trackingPayload';

const payload = (eventID: string) =>
  buildTrackingPayload({
    event: 'FirstOpen',
    eventID,
    customer: null,
    currency: 'PHP',
    clickIds: {},
  });

describe('the event cache (spec 9)', () => {
  it('keeps each event 10 minutes, then drops it', () => {
    const clock = createFakeClock(0);
    const cache = new EventCache(clock);
    cache.add('FirstOpen:', payload('a'));
    clock.advance(60_000);
    cache.add('Register:1', payload('b'));
    clock.advance(EVENT_CACHE_MS - 60_000 - 1);
    expect(cache.has('FirstOpen:')).toBe(true);
    clock.advance(1);
    expect(cache.has('FirstOpen:')).toBe(false);
    expect(cache.payloads().map((p) => p.eventID)).toEqual(['b']);
    clock.advance(60_000);
    expect(cache.payloads()).toEqual([]);
  });

  it('clears its timers when cleared', () => {
    const clock = createFakeClock(0);
    const cache = new EventCache(clock);
    cache.add('k', payload('a'));
    cache.clear();
    expect(clock.pending()).toBe(0);
    expect(cache.has('k')).toBe(false);
  });
});

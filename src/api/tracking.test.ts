import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../testing/createFakeClock';
import { createFakeFetch, flush, type FakeRequest } from './testing/testSupport';
import {
  backoffMs,
  BEACON_TRIES,
  createTrackingTransport,
  MAX_BEACON_BYTES,
  PING_PATH,
  type TrackingOutcome,
} from './tracking';

const URL_ = '/wps/system/collect';

function setup(answer?: (request: FakeRequest) => Response | undefined, beaconAnswers?: boolean[]) {
  const clock = createFakeClock(0);
  const fake = createFakeFetch(answer);
  const beacons: Array<{ url: string; data: string; at: number }> = [];
  /** When each POST or GET went, in fake ms. */
  const sentAt: number[] = [];
  const transport = createTrackingTransport({
    fetch: (input, init) => {
      sentAt.push(clock.now());
      return fake.fetch(input, init);
    },
    clock,
    random: () => 0.5,
    merchant: 'demo',
    sendBeacon: (url, data) => {
      beacons.push({ url, data, at: clock.now() });
      return beaconAnswers ? (beaconAnswers[beacons.length - 1] ?? false) : true;
    },
  });
  /** Runs fake time in 10 ms steps until the send settles (or 60 s pass). */
  const run = async (send: Promise<TrackingOutcome>) => {
    let outcome: TrackingOutcome | undefined;
    void send.then((o) => (outcome = o));
    for (let t = 0; t < 60_000 && outcome === undefined; t += 10) {
      await flush();
      clock.advance(10);
    }
    await flush();
    return outcome;
  };
  return { clock, fake, beacons, sentAt, transport, run };
}

const down = () => new Response('', { status: 503 });

describe('backoff with full jitter', () => {
  it('waits up to 500 ms, 1 s, 2 s ... capped at 8 s', () => {
    const top = () => 0.999999;
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffMs(n, top))).toEqual([
      499, 999, 1999, 3999, 7999, 7999,
    ]);
    expect(backoffMs(3, () => 0)).toBe(0);
  });
});

describe('the tracking transport', () => {
  it('POSTs the payload as a JSON string', async () => {
    const { fake, run, transport } = setup(() => new Response('{}'));
    await expect(run(transport.send(URL_, { eventID: 'e1', revenue: 5 }))).resolves.toBe('sent');
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      url: URL_,
      body: '{"eventID":"e1","revenue":5}',
    });
  });

  describe('when the server is down', () => {
    it('retries 3 times after 250, 500 and 1000 ms (random 0.5), then uses the beacon', async () => {
      const { beacons, sentAt, run, transport } = setup(down);
      await expect(run(transport.send(URL_, { a: 1 }))).resolves.toBe('beacon');
      expect(sentAt).toEqual([0, 250, 750, 1750]);
      expect(beacons).toEqual([{ url: URL_, data: '{"a":1}', at: 1750 }]);
    });

    it('tries the beacon up to 5 times, until it is accepted', async () => {
      const { beacons, run, transport } = setup(down, [false, false, true]);
      await expect(run(transport.send(URL_, { a: 1 }))).resolves.toBe('beacon');
      expect(beacons).toHaveLength(3);
    });

    it('gives up after 5 refused beacons', async () => {
      const { beacons, run, transport } = setup(down, []);
      await expect(run(transport.send(URL_, { a: 1 }))).resolves.toBe('failed');
      expect(beacons).toHaveLength(BEACON_TRIES);
    });

    it('refuses a payload of 64 KiB or more for the beacon (never trims it)', async () => {
      const { beacons, run, transport } = setup(down);
      const big = { blob: 'x'.repeat(MAX_BEACON_BYTES) };
      await expect(run(transport.send(URL_, big))).resolves.toBe('tooLarge');
      expect(beacons).toHaveLength(0);
    });

    it('sends a payload just under 64 KiB by beacon', async () => {
      const { beacons, run, transport } = setup(down);
      const body = `"${'x'.repeat(MAX_BEACON_BYTES - 3)}"`; // 65535 bytes
      await expect(run(transport.send(URL_, body))).resolves.toBe('beacon');
      expect(beacons[0]?.data).toHaveLength(MAX_BEACON_BYTES - 1);
    });
  });

  it('retries after no answer at all', async () => {
    let n = 0;
    const { run, transport } = setup((r) => {
      n += 1;
      if (n === 1) {
        r.fail();
        return undefined;
      }
      return new Response('{}');
    });
    await expect(run(transport.send(URL_, {}))).resolves.toBe('sent');
    expect(n).toBe(2);
  });

  it('does not retry a payload the server refused (400)', async () => {
    const { fake, beacons, run, transport } = setup(() => new Response('', { status: 400 }));
    await expect(run(transport.send(URL_, {}))).resolves.toBe('rejected');
    expect(fake.requests).toHaveLength(1);
    expect(beacons).toHaveLength(0);
  });
});

describe('the connectivity ping', () => {
  it('GETs /wps/system/test/ping with Merchant, at low priority', async () => {
    const { fake, transport } = setup(() => new Response('{"success":true}'));
    await expect(transport.ping()).resolves.toBe(true);
    expect(fake.requests[0]).toMatchObject({
      url: PING_PATH,
      method: 'GET',
      headers: { Merchant: 'demo' },
      init: { priority: 'low' },
    });
  });

  it('answers false after 15 s without an answer, and aborts the request', async () => {
    const { clock, fake, transport } = setup();
    let answer: boolean | undefined;
    void transport.ping().then((a) => (answer = a));
    await flush();
    clock.advance(14_999);
    await flush();
    expect(answer).toBeUndefined();
    clock.advance(1);
    await flush();
    expect(answer).toBe(false);
    expect(fake.open()).toHaveLength(0);
  });

  it('answers false on an error status or no network, never throwing', async () => {
    await expect(setup(down).transport.ping()).resolves.toBe(false);
    const offline = setup((r) => {
      r.fail();
      return undefined;
    });
    await expect(offline.transport.ping()).resolves.toBe(false);
  });
});

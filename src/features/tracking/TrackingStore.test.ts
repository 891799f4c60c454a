import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, flush, jsonResponse } from '../../api/testing/testSupport';
import { createTrackingTransport } from '../../api/tracking';
import type { AdAdapter } from './ads/AdAdapter';
import { FBC_COOKIE, FBP_COOKIE } from './fbCookies';
import { NOW, trackingSetup } from './testing/trackingSetup';
import { TRACKING_MEMORY_KEY } from './trackingMemory';
import { ONLINE_POLL_MS, STATUS_PATH } from './TrackingStore';

/** A second page load in the same browser: its storage and cookies, a new store. */
function reload(first: ReturnType<typeof trackingSetup>, url?: string) {
  return trackingSetup({
    url,
    local: { [TRACKING_MEMORY_KEY]: first.platform.local.get(TRACKING_MEMORY_KEY) ?? '' },
    cookies: {
      [FBC_COOKIE]: first.platform.cookies.get(FBC_COOKIE) ?? '',
      [FBP_COOKIE]: first.platform.cookies.get(FBP_COOKIE) ?? '',
    },
  });
}

describe('first open (spec 4)', () => {
  it('fires once per browser, across page loads', () => {
    const first = trackingSetup();
    first.store.start();
    first.store.start();
    expect(first.events().map((e) => e.event)).toEqual(['FirstOpen']);
    const second = reload(first);
    second.store.start();
    expect(second.events()).toEqual([]);
  });

  it('sends the payload of spec 3 through the collect call, with the currency cut', () => {
    const { store, events, sent } = trackingSetup({
      url: 'https://m.demo-casino.test/m/home?fbclid=AbC&utm_source=ads&gps_adid=G-9',
      currency: 'TLB',
    });
    store.start();
    expect(sent[0]?.merchant).toBe('demo');
    expect(events()[0]).toEqual({
      event: 'FirstOpen',
      customerId: null,
      customerName: null,
      revenue: 0,
      amount: 0,
      value: 0,
      currency: 'PHP',
      af_revenue: 0,
      af_currency: 'PHP',
      eventID: 'event-1',
      fbclid: 'AbC',
      utm_source: 'ads',
      gpsAdid: 'G-9',
      fbc: `fb.1.${NOW}.AbC`,
      fbp: `fb.1.${NOW}.1073741823`,
    });
  });
});

describe('the _fbc and _fbp cookies (spec 9)', () => {
  it('are set at start for 90 days, from the fbc in the address', () => {
    const fbc = 'fb.1.1596403881668.XyZ';
    const { store, platform } = trackingSetup({
      url: `https://m.demo-casino.test/m/home?fbc=${fbc}`,
    });
    store.start();
    expect(platform.cookies.get(FBC_COOKIE)).toBe(fbc);
    expect(platform.cookies.options.get(FBC_COOKIE)).toEqual({ maxAgeDays: 90 });
    expect(platform.cookies.options.get(FBP_COOKIE)).toEqual({ maxAgeDays: 90 });
  });
});

describe('register (spec 4)', () => {
  it('fires once per customer, with the customer in the payload', () => {
    const { store, events } = trackingSetup({ tenant: 'th-line' });
    store.registered({ id: 501, customerId: 501, userName: 'newplayer' });
    store.registered({ id: 501, customerId: 501, userName: 'newplayer' });
    expect(events()).toEqual([
      expect.objectContaining({
        event: 'Register',
        customerId: '501',
        customerName: 'newplayer',
        currency: 'THB',
      }),
    ]);
  });

  it('does not fire again for the same customer on a later page load', () => {
    const first = trackingSetup();
    first.store.registered({ customerId: 7, userName: 'x' });
    const second = reload(first);
    second.store.registered({ customerId: 7, userName: 'x' });
    expect(second.events()).toEqual([]);
  });
});

describe('first deposit (spec 4: once per customer)', () => {
  describe('when a member seen with no deposit makes one', () => {
    it('fires once, when the deposit count becomes 1', () => {
      const { store, events, signIn, setDeposits } = trackingSetup();
      store.start();
      signIn(501, 'newplayer', 0);
      setDeposits(1);
      setDeposits(2);
      expect(events().filter((e) => e.event === 'FirstDeposit')).toEqual([
        expect.objectContaining({ customerId: '501', customerName: 'newplayer', currency: 'PHP' }),
      ]);
    });

    it('fires on a later visit too, and only once', () => {
      const first = trackingSetup();
      first.store.start();
      first.signIn(501, 'newplayer', 0);
      const second = reload(first);
      second.store.start();
      second.signIn(501, 'newplayer', 1);
      const third = reload(second);
      third.store.start();
      third.signIn(501, 'newplayer', 1);
      expect(second.events().map((e) => e.event)).toEqual(['FirstDeposit']);
      expect(third.events()).toEqual([]);
    });
  });

  describe('when a regular with deposits signs in', () => {
    it('does not fire', () => {
      const { store, events, signIn, setDeposits } = trackingSetup();
      store.start();
      signIn(9, 'regular', 3);
      setDeposits(4);
      expect(events().filter((e) => e.event === 'FirstDeposit')).toEqual([]);
    });
  });

  it('carries the first deposit amount as its revenue (spec 3: revenue, amount, value)', () => {
    const { store, events, signIn, setDeposits } = trackingSetup();
    store.start();
    signIn(501, 'newplayer', 0);
    setDeposits(1, 500);
    setDeposits(2, 500);
    expect(events().filter((e) => e.event === 'FirstDeposit')).toEqual([
      expect.objectContaining({
        customerId: '501',
        revenue: 500,
        amount: 500,
        value: 500,
        af_revenue: 500,
        currency: 'PHP',
      }),
    ]);
  });

  it('fires for a member who registered here, once the count reaches 1', () => {
    const { store, events, signIn } = trackingSetup();
    store.start();
    store.registered({ customerId: 501, userName: 'newplayer' });
    signIn(501, 'newplayer', 1);
    expect(events().map((e) => e.event)).toEqual(['FirstOpen', 'Register', 'FirstDeposit']);
  });

  it('stops watching once disposed', () => {
    const { store, events, signIn, setDeposits } = trackingSetup();
    store.start();
    signIn(501, 'newplayer', 0);
    store.dispose();
    setDeposits(1);
    expect(events().map((e) => e.event)).toEqual(['FirstOpen']);
  });
});

describe('the performance report (spec 7 and 9)', () => {
  it('is sent as text after 5 s when every metric is in, naming the first visit', () => {
    const { store, clock, platform, reports } = trackingSetup();
    store.start();
    platform.performance.report({ fcp: 812, lcp: 1204, fs: 1530 });
    clock.advance(4_999);
    expect(reports()).toEqual([]);
    clock.advance(1);
    expect(reports()).toContain('report=performance&fcp=812&lcp=1204&fs=1530&visit=first');
  });

  it('waits past 5 s for a metric still missing, and sends once it arrives', () => {
    const { store, clock, platform, reports } = trackingSetup();
    store.start();
    platform.performance.report({ fcp: 812, lcp: 1204 });
    clock.advance(8_000);
    expect(reports().filter((r) => r.includes('performance'))).toEqual([]);
    platform.performance.report({ fs: 9_000 });
    platform.performance.report({ lcp: 9_100 });
    expect(reports().filter((r) => r.includes('performance'))).toEqual([
      'report=performance&fcp=812&lcp=1204&fs=9000&visit=first',
    ]);
  });

  it('is sent at 15 s at the latest, with what is known', () => {
    const { store, clock, platform, reports } = trackingSetup();
    store.start();
    platform.performance.report({ fcp: 812 });
    clock.advance(14_999);
    expect(reports().filter((r) => r.includes('performance'))).toEqual([]);
    clock.advance(1);
    expect(reports().filter((r) => r.includes('performance'))).toEqual([
      'report=performance&fcp=812&visit=first',
    ]);
    expect(platform.performance.watchers).toBe(0);
  });

  it('names a return visit', () => {
    const first = trackingSetup();
    first.store.start();
    const second = reload(first);
    second.store.start();
    second.platform.performance.report({ fcp: 1, lcp: 2, fs: 3 });
    second.clock.advance(5_000);
    expect(second.reports()).toContain('report=performance&fcp=1&lcp=2&fs=3&visit=return');
  });

  it('is not sent for a tenant that turns it off', () => {
    const { store, clock, platform, reports } = trackingSetup({ tenant: 'th-line' });
    store.start();
    platform.performance.report({ fcp: 1, lcp: 2, fs: 3 });
    clock.advance(20_000);
    expect(reports().filter((r) => r.includes('performance'))).toEqual([]);
  });
});

describe('the status timing (spec 9)', () => {
  it('reports the status call after 5 s with the track it sent', () => {
    const { store, clock, platform, reports } = trackingSetup({
      url: 'https://m.demo-casino.test/m/home?from=ad7',
    });
    store.start();
    platform.performance.addResource(STATUS_PATH, { startTime: 300, duration: 183, ttfb: 120 });
    clock.advance(4_999);
    expect(reports()).toEqual([]);
    clock.advance(1);
    expect(reports()).toEqual(['report=status&duration=183&ttfb=120&track=ad7']);
  });

  it('says nothing when the status call was not seen', () => {
    const { store, clock, reports } = trackingSetup();
    store.start();
    clock.advance(6_000);
    expect(reports().filter((r) => r.startsWith('report=status'))).toEqual([]);
  });
});

describe('the tracking transport (spec 7)', () => {
  it('retries an event the server refused with 500, and it arrives once', async () => {
    let answers = 0;
    const fake = createFakeFetch(() =>
      answers++ === 0 ? jsonResponse({ success: false }, 500) : jsonResponse({ success: true }),
    );
    const beacons: string[] = [];
    const { store, clock } = trackingSetup({
      transport: (transportClock) =>
        createTrackingTransport({
          fetch: fake.fetch,
          clock: transportClock,
          random: () => 0.5,
          sendBeacon: (_url, data) => beacons.push(data) > 0,
          merchant: 'demo',
        }),
    });
    store.start();
    await flush();
    clock.advance(250); // the first backoff with random 0.5
    await flush();
    await store.settled();
    expect(fake.requests.map((r) => r.url)).toEqual(['/wps/system/collect', '/wps/system/collect']);
    expect(fake.requests[1]?.body).toBe(fake.requests[0]?.body);
    expect(JSON.parse(fake.requests[1]?.body ?? '{}')).toMatchObject({ merchant: 'demo' });
    expect(beacons).toEqual([]);
  });
});

describe('offline', () => {
  it('holds what is to be sent until the browser is back online', () => {
    const { store, clock, platform, events } = trackingSetup();
    platform.env.setOnline(false);
    store.start();
    clock.advance(3 * ONLINE_POLL_MS);
    expect(events()).toEqual([]);
    platform.env.setOnline(true);
    clock.advance(ONLINE_POLL_MS);
    expect(events().map((e) => e.event)).toEqual(['FirstOpen']);
    clock.advance(5 * ONLINE_POLL_MS);
    expect(events()).toHaveLength(1);
  });
});

describe('ad services', () => {
  function recordingLoader(tracked: string[], services: string[]) {
    return async (configured: readonly { service: string }[]): Promise<AdAdapter[]> => {
      services.push(...configured.map((c) => c.service));
      await flush();
      return configured.map((c): AdAdapter => ({
        service: c.service as AdAdapter['service'],
        track: (payload) => tracked.push(`${c.service}:${payload.event}`),
      }));
    };
  }

  it('load only the services the tenant has an id for, none without', async () => {
    const services: string[] = [];
    const demo = trackingSetup({ loadAdapters: recordingLoader([], services) });
    demo.store.start();
    await flush();
    expect(services).toEqual([]);
    const pk = trackingSetup({ tenant: 'pk-urdu', loadAdapters: recordingLoader([], services) });
    pk.store.start();
    await flush();
    expect(services).toEqual(['tiktok', 'google']);
  });

  it('receive the events fired before their code arrived, and the later ones', async () => {
    const tracked: string[] = [];
    const { store } = trackingSetup({
      tenant: 'ph-maya',
      loadAdapters: recordingLoader(tracked, []),
    });
    store.start();
    expect(tracked).toEqual([]);
    await flush();
    await flush();
    store.registered({ customerId: 5, userName: 'p' });
    expect(tracked).toEqual(['meta:FirstOpen', 'meta:Register']);
  });

  it('are the fakes in the demo, which record what the vendor would be called with', async () => {
    const { store } = trackingSetup({ tenant: 'pk-urdu' });
    store.start();
    // The fakes load as lazy chunks: on a busy machine that takes longer than a few ticks.
    await vi.waitFor(() => expect(store.adCalls.length).toBeGreaterThanOrEqual(4));
    store.registered({ customerId: 5, userName: 'p' });
    expect(store.adCalls.map((c) => [c.service, c.args[0], c.args[1]])).toEqual([
      ['tiktok', 'load', undefined],
      ['google', 'load', undefined],
      ['tiktok', 'track', 'FirstOpen'],
      ['google', 'event', 'first_open_web'],
      ['tiktok', 'track', 'CompleteRegistration'],
      ['google', 'event', 'sign_up'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { TrackingView } from './tracking.ts';
import { call, FIXED_NOW, postFault, testApi } from './testSupport.ts';

const COLLECT = '/wps/system/collect';

function collect(api: ReturnType<typeof testApi>, value: string, merchant = 'demo') {
  // As the tracking transport sends it: JSON, no Merchant header (a beacon cannot set one).
  return call(api, COLLECT, {
    method: 'POST',
    merchant: null,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ merchant, value }),
  });
}

async function tracked(api: ReturnType<typeof testApi>, query = ''): Promise<TrackingView> {
  const res = await call(api, `/__demo/tracking${query}`, { merchant: null });
  expect(res.status).toBe(200);
  return ((await res.json()) as { value: TrackingView }).value;
}

function postAdCall(api: ReturnType<typeof testApi>, body: unknown) {
  return call(api, '/__demo/tracking/ads', {
    method: 'POST',
    merchant: null,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const registerEvent = {
  event: 'Register',
  customerId: '10001',
  customerName: 'newbie',
  revenue: 0,
  currency: 'PHP',
  eventID: 'e-1',
  fbclid: 'AbC',
};

describe('GET /__demo/tracking', () => {
  it('starts empty', async () => {
    expect(await tracked(testApi())).toEqual({ events: [], reports: [], ads: [] });
  });

  it('reads a collected JSON payload as an event and a text value as a report', async () => {
    const api = testApi();
    expect((await collect(api, JSON.stringify(registerEvent))).status).toBe(200);
    await collect(api, 'report=performance&fcp=812&lcp=1204&fs=1530&visit=first');
    await collect(api, 'report=status&duration=183&track=ad7');
    await collect(api, '{"not":"an event"}');
    expect(await tracked(api)).toEqual({
      events: [
        {
          merchant: 'demo',
          at: FIXED_NOW,
          event: 'Register',
          eventID: 'e-1',
          customerId: '10001',
          customerName: 'newbie',
          payload: registerEvent,
        },
      ],
      reports: [
        {
          merchant: 'demo',
          at: FIXED_NOW,
          report: 'performance',
          fields: { fcp: '812', lcp: '1204', fs: '1530', visit: 'first' },
        },
        {
          merchant: 'demo',
          at: FIXED_NOW,
          report: 'status',
          fields: { duration: '183', track: 'ad7' },
        },
      ],
      ads: [],
    });
  });

  it('narrows to one merchant with ?merchant=', async () => {
    const api = testApi();
    await collect(api, JSON.stringify(registerEvent));
    expect((await tracked(api, '?merchant=demo')).events).toHaveLength(1);
    expect((await tracked(api, '?merchant=th-line')).events).toHaveLength(0);
  });
});

describe('POST /__demo/tracking/ads', () => {
  it('keeps what a fake ad service received, shown by GET /__demo/tracking', async () => {
    const api = testApi();
    const args = [
      'track',
      'CompleteRegistration',
      { value: 0, currency: 'PHP' },
      { eventID: 'e-1' },
    ];
    const res = await postAdCall(api, { merchant: 'demo', service: 'meta', id: '123', args });
    expect(res.status).toBe(200);
    expect((await tracked(api)).ads).toEqual([
      { merchant: 'demo', at: FIXED_NOW, service: 'meta', id: '123', args },
    ]);
  });

  it.each([
    ['an unknown merchant', { merchant: 'nobody', service: 'meta', id: '1', args: [] }],
    ['an unknown service', { merchant: 'demo', service: 'myspace', id: '1', args: [] }],
    ['no id', { merchant: 'demo', service: 'meta', args: [] }],
    ['args that are not a list', { merchant: 'demo', service: 'meta', id: '1', args: 'x' }],
  ])('refuses %s with 400', async (_name, body) => {
    const api = testApi();
    expect((await postAdCall(api, body)).status).toBe(400);
    expect((await tracked(api)).ads).toEqual([]);
  });
});

describe('a fault on the collect call', () => {
  it('with times: 1 answers the first POST 500 and lets the retry through, recorded once', async () => {
    const api = testApi();
    const fault = await postFault(api, { path: COLLECT, status: 500, times: 1 });
    expect(await fault.json()).toMatchObject({
      value: { paths: [{ path: COLLECT, status: 500, times: 1 }] },
    });
    const body = JSON.stringify(registerEvent);
    expect((await collect(api, body)).status).toBe(500);
    expect((await tracked(api)).events).toHaveLength(0);
    expect((await collect(api, body)).status).toBe(200);
    expect((await tracked(api)).events).toHaveLength(1);
    const faults = await call(api, '/__demo/faults', { merchant: null });
    expect(await faults.json()).toMatchObject({ value: { paths: [] } });
  });

  it('without times fails every POST', async () => {
    const api = testApi();
    await postFault(api, { path: COLLECT, status: 502 });
    for (let i = 0; i < 3; i += 1) expect((await collect(api, '{}')).status).toBe(502);
  });

  it('counts times down across calls', async () => {
    const api = testApi();
    await postFault(api, { path: COLLECT, errorCode: 'busy', times: 2 });
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(
        ((await (await collect(api, 'report=status')).json()) as { success: boolean }).success,
      );
    }
    expect(answers).toEqual([false, false, true]);
  });

  it.each([
    ['times 0', { path: COLLECT, status: 500, times: 0 }],
    ['a fractional times', { path: COLLECT, status: 500, times: 1.5 }],
    ['times without a path', { times: 1 }],
  ])('refuses %s', async (_name, body) => {
    const res = await postFault(testApi(), body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('Accepted:');
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_CONTEXT_COOKIE, DEMO_CONTEXT_HEADER, demoContextOf } from './demoContext.ts';
import { MAX_FAULT_CONTEXTS } from './faults.ts';
import { call, testApi } from './testSupport.ts';
import type { TrackingView } from './tracking.ts';

const COUNTRY = '/wps/system/country';
const STATUS = '/wps/v2/system/status';
type Api = ReturnType<typeof testApi>;

/** How a test's browser context names itself (the cookie) or its API client (the header). */
const asCookie = (name: string) => ({ cookie: `lang=EN; ${DEMO_CONTEXT_COOKIE}=${name}` });
const asHeader = (name: string) => ({ [DEMO_CONTEXT_HEADER]: name });

function postFault(api: Api, body: unknown, headers: Record<string, string> = {}) {
  return call(api, '/__demo/faults', {
    method: 'POST',
    merchant: null,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function maintenance(api: Api, headers: Record<string, string> = {}): Promise<unknown> {
  const body = (await (await call(api, STATUS, { headers })).json()) as {
    data: { maintenance: boolean };
  };
  return body.data.maintenance;
}

describe('demoContextOf', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://127.0.0.1/wps/x', { headers });

  it('reads the header first, then the cookie among others', () => {
    expect(demoContextOf(request(asCookie('a-1')))).toBe('a-1');
    expect(demoContextOf(request({ ...asCookie('a-1'), ...asHeader('b.2') }))).toBe('b.2');
    expect(demoContextOf(request({}))).toBeUndefined();
  });

  it('names no context for a value outside letters, digits, dot, underscore and dash', () => {
    expect(demoContextOf(request(asHeader('a b')))).toBeUndefined();
    expect(demoContextOf(request(asCookie('x'.repeat(81))))).toBeUndefined();
    expect(demoContextOf(request({ cookie: `${DEMO_CONTEXT_COOKIE}=` }))).toBeUndefined();
  });
});

describe('faults per demo context', () => {
  it('a context sees only its own faults; a request naming none sees the shared set', async () => {
    const api = testApi();
    expect((await postFault(api, { path: COUNTRY, status: 502 }, asHeader('one'))).status).toBe(
      200,
    );
    await postFault(api, { maintenance: true }, asHeader('one'));

    // The same context, from the browser (its cookie): both faults.
    expect((await call(api, COUNTRY, { headers: asCookie('one') })).status).toBe(502);
    expect(await maintenance(api, asCookie('one'))).toBe(true);
    // Another context and a request naming none: neither.
    expect((await call(api, COUNTRY, { headers: asCookie('two') })).status).toBe(200);
    expect(await maintenance(api, asCookie('two'))).toBe(false);
    expect((await call(api, COUNTRY)).status).toBe(200);
    expect(await maintenance(api)).toBe(false);

    // The shared set (QA by hand) is not seen by a context.
    await postFault(api, { regionRestricted: true });
    const shared = (await (await call(api, '/__demo/faults', { merchant: null })).json()) as {
      value: { regionRestricted: boolean; maintenance: boolean };
    };
    expect(shared.value).toMatchObject({ regionRestricted: true, maintenance: false });
    const own = (await (
      await call(api, '/__demo/faults', { merchant: null, headers: asHeader('one') })
    ).json()) as { value: { regionRestricted: boolean; maintenance: boolean } };
    expect(own.value).toMatchObject({ regionRestricted: false, maintenance: true });
  });

  it('DELETE with a context clears that context; without one, every set', async () => {
    const api = testApi();
    await postFault(api, { maintenance: true }, asHeader('one'));
    await postFault(api, { maintenance: true }, asHeader('two'));
    await postFault(api, { maintenance: true });
    const remove = (headers: Record<string, string> = {}) =>
      call(api, '/__demo/faults', { method: 'DELETE', merchant: null, headers });

    expect((await remove(asHeader('one'))).status).toBe(200);
    expect(await maintenance(api, asCookie('one'))).toBe(false);
    expect(await maintenance(api, asCookie('two'))).toBe(true);
    expect(await maintenance(api)).toBe(true);

    await remove();
    expect(await maintenance(api, asCookie('two'))).toBe(false);
    expect(await maintenance(api)).toBe(false);
  });

  it(`keeps at most ${MAX_FAULT_CONTEXTS} contexts, forgetting the oldest`, async () => {
    const api = testApi();
    for (let i = 0; i <= MAX_FAULT_CONTEXTS; i += 1) {
      await postFault(api, { maintenance: true }, asHeader(`c${i}`));
    }
    expect(api.state.contextFaults.size).toBe(MAX_FAULT_CONTEXTS);
    expect(await maintenance(api, asCookie('c0'))).toBe(false);
    expect(await maintenance(api, asCookie(`c${MAX_FAULT_CONTEXTS}`))).toBe(true);
  });
});

describe('tracking per demo context', () => {
  it('a request naming a context sees what that context sent; one naming none sees all', async () => {
    const api = testApi();
    const collect = (value: string, headers: Record<string, string>) =>
      call(api, '/wps/system/collect', {
        method: 'POST',
        merchant: null,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ merchant: 'demo', value }),
      });
    const adCall = (id: string, headers: Record<string, string>) =>
      call(api, '/__demo/tracking/ads', {
        method: 'POST',
        merchant: null,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ merchant: 'demo', service: 'meta', id, args: [] }),
      });
    const tracked = async (headers: Record<string, string> = {}) =>
      (
        (await (await call(api, '/__demo/tracking', { merchant: null, headers })).json()) as {
          value: TrackingView;
        }
      ).value;

    await collect('report=status&track=one', asCookie('one'));
    await collect('report=status&track=two', asCookie('two'));
    await collect('report=status&track=none', {});
    await adCall('1', asCookie('one'));
    await adCall('2', asCookie('two'));

    const one = await tracked(asHeader('one'));
    expect(one.reports.map((r) => r.fields.track)).toEqual(['one']);
    expect(one.ads.map((a) => a.id)).toEqual(['1']);
    const all = await tracked();
    expect(all.reports.map((r) => r.fields.track)).toEqual(['one', 'two', 'none']);
    expect(all.ads.map((a) => a.id)).toEqual(['1', '2']);
  });
});

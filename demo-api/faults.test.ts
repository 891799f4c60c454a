import { describe, expect, it } from 'vitest';
import { call, postFault, testApi } from './testSupport.ts';

const COUNTRY = '/wps/system/country';

async function faultsOf(api: ReturnType<typeof testApi>): Promise<unknown> {
  const body = (await (await call(api, '/__demo/faults', { merchant: null })).json()) as {
    value: unknown;
  };
  return body.value;
}

describe('/__demo/faults', () => {
  it('starts empty, accumulates what is posted, and clears on DELETE', async () => {
    const api = testApi();
    expect(await faultsOf(api)).toEqual({
      maintenance: false,
      regionRestricted: false,
      domainNotAvailable: false,
      sessionExpired: false,
      latencyMs: 0,
      paths: [],
    });
    await postFault(api, { maintenance: true });
    await postFault(api, { regionRestricted: true });
    await postFault(api, { path: '/wps/system/country', status: 502 });
    const last = await postFault(api, { path: '/wps/member/info', errorCode: 'TOO_MANY_REQUEST' });
    expect(last.status).toBe(200);
    const expected = {
      maintenance: true,
      regionRestricted: true,
      domainNotAvailable: false,
      sessionExpired: false,
      latencyMs: 0,
      paths: [
        { path: '/wps/system/country', status: 502 },
        { path: '/wps/member/info', errorCode: 'TOO_MANY_REQUEST' },
      ],
    };
    expect(await last.json()).toMatchObject({ success: true, value: expected });
    expect(await faultsOf(api)).toEqual(expected);

    const cleared = await call(api, '/__demo/faults', { method: 'DELETE', merchant: null });
    expect(cleared.status).toBe(200);
    expect(await faultsOf(api)).toMatchObject({ maintenance: false, paths: [] });
    expect((await call(api, COUNTRY)).status).toBe(200);
  });

  it.each([
    ['not JSON', '{maintenance'],
    ['an array', [{ maintenance: true }]],
    ['an empty object', {}],
    ['an unknown field', { maintenace: true }],
    ['a non-boolean flag', { maintenance: 'yes' }],
    ['a negative latency', { latencyMs: -1 }],
    ['a status outside 400-599', { path: '/wps/system/country', status: 200 }],
    ['a path outside /wps/', { path: '/m/home', status: 502 }],
    ['a path with a query', { path: '/wps/system/country?x=1', status: 502 }],
    ['two kinds on one path', { path: '/wps/system/country', status: 502, hang: true }],
    ['a path with no kind', { path: '/wps/system/country' }],
    ['a kind with no path', { status: 502 }],
    ['hang set to false', { path: '/wps/system/country', hang: false }],
  ])('refuses %s with 400 and says what is accepted', async (_name, body) => {
    const api = testApi();
    const res = await postFault(api, body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { success: boolean; message: string };
    expect(answer.success).toBe(false);
    expect(answer.message).toContain('Accepted:');
    expect(await faultsOf(api)).toMatchObject({ maintenance: false, paths: [] });
  });
});

describe('path faults', () => {
  it('answer with the HTTP status and an http.<status> envelope, on that exact path only', async () => {
    const api = testApi();
    await postFault(api, { path: COUNTRY, status: 502 });
    const res = await call(api, `${COUNTRY}?lang=EN`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      success: false,
      errorCode: 'http.502',
      message: 'Demo fault: HTTP 502',
      value: null,
    });
    expect((await call(api, '/wps/system/test/ping')).status).toBe(200);
  });

  it('answer 200 with the errorCode and message', async () => {
    const api = testApi();
    await postFault(api, { path: COUNTRY, errorCode: 'TOO_MANY_REQUEST', message: 'Slow down' });
    const res = await call(api, COUNTRY);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: false,
      errorCode: 'TOO_MANY_REQUEST',
      message: 'Slow down',
      value: null,
    });
  });

  it('apply before the merchant check and on paths not implemented yet', async () => {
    const api = testApi();
    await postFault(api, { path: '/wps/member/info', status: 401 });
    const res = await call(api, '/wps/member/info', { merchant: null });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ errorCode: 'http.401' });
  });

  it('answer 200 with a body that is not JSON when malformed', async () => {
    const api = testApi();
    await postFault(api, { path: COUNTRY, malformed: true });
    const res = await call(api, COUNTRY);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
  });

  it('hang until the client gives up', async () => {
    const api = testApi();
    await postFault(api, { path: COUNTRY, hang: true });
    const controller = new AbortController();
    let settled = false;
    const pending = Promise.resolve(call(api, COUNTRY, { signal: controller.signal })).then(
      (res) => {
        settled = true;
        return res;
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    controller.abort();
    await pending;
    expect(settled).toBe(true);
  });

  it('hang at most the hang timeout, then answer 504', async () => {
    const api = testApi({ hangTimeoutMs: 30 });
    await postFault(api, { path: COUNTRY, hang: true });
    const res = await call(api, COUNTRY);
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'http.504' });
  });
});

describe('latency', () => {
  it('delays every /wps call by latencyMs', async () => {
    const api = testApi();
    await postFault(api, { latencyMs: 80 });
    const started = performance.now();
    const res = await call(api, '/wps/system/test/ping');
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(70);
    expect(await faultsOf(api)).toMatchObject({ latencyMs: 80 });
  });
});

describe('expired sessions', () => {
  it('answer every call carrying a session 401 customer.not.login, and leave visitors alone', async () => {
    const api = testApi();
    const member = { headers: { Authorization: 'demo-token.demo.member1' } };
    expect((await call(api, '/wps/member/info', member)).status).toBe(200);
    await postFault(api, { sessionExpired: true });
    expect(await faultsOf(api)).toMatchObject({ sessionExpired: true });
    for (const path of ['/wps/member/info', '/wps/relay/MCSFE_getMerchantAvailablePromotions']) {
      const res = await call(api, path, { ...member, method: 'POST' });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ success: false, errorCode: 'customer.not.login' });
    }
    expect((await call(api, COUNTRY)).status).toBe(200);
    await postFault(api, { sessionExpired: false });
    expect((await call(api, '/wps/member/info', member)).status).toBe(200);
  });
});

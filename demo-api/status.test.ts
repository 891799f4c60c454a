import { describe, expect, it } from 'vitest';
import { call, FIXED_NOW, postFault, testApi } from './testSupport.ts';

const STATUS =
  '/wps/v2/system/status?device=MOBILE&track=&originalDomain=localhost&url=%2Fm%2Fhome';

describe('GET /wps/v2/system/status', () => {
  it('answers normal status data, uncached', async () => {
    const res = await call(testApi(), STATUS);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      errorCode: null,
      message: null,
      data: {
        maintenance: false,
        regionRestricted: false,
        serverTime: FIXED_NOW,
        countryCode: 'PH',
      },
    });
  });

  it('takes the merchant from a lower-case header or the merchantCode query', async () => {
    const api = testApi();
    const byHeader = await call(api, STATUS, { merchant: null, headers: { merchant: 'demo' } });
    expect(byHeader.status).toBe(200);
    const byQuery = await call(api, `${STATUS}&merchantCode=demo`, { merchant: null });
    expect(byQuery.status).toBe(200);
  });

  it('reports maintenance when that fault is on', async () => {
    const api = testApi();
    await postFault(api, { maintenance: true });
    const body: unknown = await (await call(api, STATUS)).json();
    expect(body).toMatchObject({
      errorCode: null,
      data: { maintenance: true, regionRestricted: false },
    });
  });

  it('reports region restriction when that fault is on', async () => {
    const api = testApi();
    await postFault(api, { regionRestricted: true });
    const body: unknown = await (await call(api, STATUS)).json();
    expect(body).toMatchObject({ data: { maintenance: false, regionRestricted: true } });
  });

  it('answers domain_not_available with no data when that fault is on', async () => {
    const api = testApi();
    await postFault(api, { domainNotAvailable: true });
    const res = await call(api, STATUS);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      errorCode: 'domain_not_available',
      message: 'This domain is not available. Please use another domain.',
      data: null,
    });
  });

  it('answers 400 merchant.not.found for an unknown merchant', async () => {
    const res = await call(testApi(), STATUS, { merchant: 'nobody' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      errorCode: 'merchant.not.found',
      message: 'Unknown merchant',
      value: null,
    });
  });
});

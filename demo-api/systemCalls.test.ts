import { describe, expect, it } from 'vitest';
import type { DomainRoute, GeetestRegister } from '../src/api/calls/system.ts';
import { createDemoApi } from './createDemoApi.ts';
import { relayStateOf } from './data/relayState.ts';
import { getCall, valueOf } from './relayTestSupport.ts';
import { call, FIXED_NOW, repoTenants } from './testSupport.ts';

const tenants = repoTenants();
const api = createDemoApi({ tenants, now: () => FIXED_NOW });
const perTenant = tenants.map((t) => [t.merchantCode, t] as const);

describe.each(perTenant)('system calls of %s', (merchant, tenant) => {
  it('routes to every public domain as an https origin, never a wildcard or a local host', async () => {
    const route = valueOf(
      await getCall<DomainRoute>(
        api,
        '/wps/system/domainRoute',
        { device: 'MOBILE' },
        { merchant },
      ),
    );
    const expected = tenant.domains
      .filter((d) => !d.startsWith('*.') && d !== 'localhost' && !/^\d+(\.\d+){3}$/.test(d))
      .map((d) => ({ domainName: `https://${d}` }));
    expect(route.domainList).toEqual(expected);
    expect(route.domainList.length).toBeGreaterThan(0);
  });

  it('registers a captcha with the tenant GeeTest id and a fresh challenge', async () => {
    const first = await getCall<GeetestRegister>(
      api,
      '/wps/captcha/geetest',
      { t: '1' },
      { merchant },
    );
    const id = tenant.captcha?.geetestId;
    if (!id) {
      expect(first.body).toMatchObject({ success: false, errorCode: 'captcha.not.enabled' });
      return;
    }
    const second = await getCall<GeetestRegister>(
      api,
      '/wps/captcha/geetest',
      { t: '2' },
      { merchant },
    );
    expect(valueOf(first)).toEqual({
      gt: id,
      challenge: expect.stringMatching(/^[0-9a-f]{32}$/),
      newCaptcha: true,
      success: 1,
    });
    expect(valueOf(second).challenge).not.toBe(valueOf(first).challenge);
  });
});

describe('POST /wps/system/collect', () => {
  const beacon = (body: string, merchant: string | null = null) =>
    call(api, '/wps/system/collect', {
      method: 'POST',
      merchant,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body,
    });

  it('accepts a beacon naming its merchant in the body and records it', async () => {
    const res = await beacon(JSON.stringify({ merchant: 'vn-lotto', value: '{"event":"open"}' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    expect(relayStateOf(api.state).collected.at(-1)).toEqual({
      merchant: 'vn-lotto',
      value: '{"event":"open"}',
      at: FIXED_NOW,
    });
  });

  it('refuses an unknown merchant and a beacon without a value', async () => {
    const unknown = await beacon(JSON.stringify({ merchant: 'nobody', value: 'x' }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ errorCode: 'merchant.not.found' });
    const empty = await beacon(JSON.stringify({ merchant: 'demo' }));
    expect(await empty.json()).toMatchObject({ errorCode: 'param.invalid' });
  });

  it('keeps the earlier system calls as they were', async () => {
    const res = await call(api, '/wps/system/test/ping', { merchant: 'demo' });
    expect(await res.json()).toMatchObject({ success: true, value: 'pong' });
  });
});

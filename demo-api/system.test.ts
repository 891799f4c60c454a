import { describe, expect, it } from 'vitest';
import { createDemoApi } from './createDemoApi.ts';
import { call, repoTenants, testApi } from './testSupport.ts';

describe('GET /wps/system/manifest.json', () => {
  const tenants = repoTenants();
  const api = createDemoApi({ tenants });

  it.each(tenants.map((t) => [t.merchantCode, t] as const))(
    'serves the web app manifest of %s',
    async (code, tenant) => {
      const res = await call(api, `/wps/system/manifest.json?merchantCode=${code}`, {
        merchant: null,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/manifest+json');
      const manifest: unknown = await res.json();
      const m = tenant.manifest;
      expect(manifest).toEqual({
        id: `/m/?merchant=${code}`,
        name: m.name,
        short_name: m.short_name,
        start_url: '/m/home',
        scope: '/m/',
        display: m.display,
        theme_color: m.theme_color,
        background_color: m.background_color ?? tenant.theme.background,
        icons: [
          { src: m.icons['192'], sizes: '192x192', type: 'image/png' },
          { src: m.icons['256'], sizes: '256x256', type: 'image/png' },
          { src: m.icons['384'], sizes: '384x384', type: 'image/png' },
          { src: m.icons['512'], sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
        ],
        related_applications: m.related_applications ?? [],
        prefer_related_applications: m.prefer_related_applications ?? false,
      });
    },
  );

  it('answers 400 for an unknown merchantCode', async () => {
    const res = await call(api, '/wps/system/manifest.json?merchantCode=nobody', {
      merchant: null,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'merchant.not.found' });
  });
});

describe('GET /wps/system/country', () => {
  it.each(repoTenants().map((t) => [t.merchantCode, t] as const))(
    'answers the region of %s with its own country first',
    async (code, tenant) => {
      const api = createDemoApi({ tenants: [tenant] });
      const res = await call(api, '/wps/system/country', { merchant: code });
      const body = (await res.json()) as {
        success: boolean;
        value: { countries: { countryCode: string; countryDialingCode: string }[] };
      };
      expect(body).toMatchObject({
        success: true,
        errorCode: null,
        message: null,
        value: {
          countryCode: tenant.region.countryCode,
          countryDialingCode: tenant.region.countryDialingCode,
          currency: tenant.region.currency,
          currencySymbol: tenant.region.currencySymbol,
          currencyPosition: tenant.region.currencyPosition ?? 'before',
        },
      });
      const [own, ...others] = body.value.countries;
      expect(own).toMatchObject({
        countryCode: tenant.region.countryCode,
        countryDialingCode: tenant.region.countryDialingCode,
      });
      expect(others.length).toBeGreaterThan(0);
      expect(others.map((c) => c.countryCode)).not.toContain(tenant.region.countryCode);
    },
  );
});

describe('GET /wps/system/test/ping', () => {
  it('answers pong to a request with the Merchant header', async () => {
    const res = await call(testApi(), '/wps/system/test/ping');
    expect(await res.json()).toEqual({
      success: true,
      errorCode: null,
      message: null,
      value: 'pong',
    });
  });

  it('answers 400 without the Merchant header, even with merchantCode in the query', async () => {
    const res = await call(testApi(), '/wps/system/test/ping?merchantCode=demo', {
      merchant: null,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'merchant.not.found' });
  });

  it('answers 400 Unknown merchant for a merchant with no tenant file', async () => {
    const res = await call(testApi(), '/wps/system/test/ping', { merchant: 'nobody' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      errorCode: 'merchant.not.found',
      message: 'Unknown merchant',
      value: null,
    });
  });
});

describe('an unknown /wps path', () => {
  it('answers 404 not.found naming the path, with or without a merchant', async () => {
    for (const merchant of ['demo', null]) {
      const res = await call(testApi(), '/wps/no/such/call?x=1', { merchant });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        success: false,
        errorCode: 'not.found',
        message: 'No such call: /wps/no/such/call',
        value: null,
      });
    }
  });
});

describe('createDemoApi', () => {
  it('gives each call its own state', async () => {
    const first = testApi();
    const second = testApi();
    await call(first, '/__demo/faults', {
      method: 'POST',
      merchant: null,
      body: JSON.stringify({ maintenance: true }),
    });
    expect(first.state.faults.maintenance).toBe(true);
    expect(second.state.faults.maintenance).toBe(false);
  });

  it('refuses two tenants with the same merchantCode', () => {
    const [tenant] = repoTenants();
    if (!tenant) throw new Error('no tenants');
    expect(() => createDemoApi({ tenants: [tenant, tenant] })).toThrow(/Duplicate merchantCode/);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { relayStateOf } from '../../../demo-api/data/relayState';
import { trackingView } from '../../../demo-api/tracking';
import { tenantByCode } from '../../testing/tenants';
import { createTenantRoot } from '../../testing/createTenantRoot';
import { httpsOrigin } from './SiteSettingsStore';

describe('the shared settings (country info, domain route)', () => {
  it("read the server's country and domains; the tenant file's values until then", async () => {
    const { root } = await createTenantRoot({ tenant: 'pk-urdu' });
    const settings = root.siteSettings.value;
    // Loaded, not started: the tenant file's values.
    expect(settings.country).toBeNull();
    expect(settings.dialingCodes).toEqual(['+92']);
    expect(settings.currency).toBe('PKR');
    await settings.load();
    expect(settings.country?.countryDialingCode).toBe('+92');
    // pk-urdu turns UPDATEMOBILEICC3 on: the member may pick another country's code.
    expect(settings.dialingCodes[0]).toBe('+92');
    expect(settings.dialingCodes).toEqual(expect.arrayContaining(['+63', '+84']));
    expect(settings.domainList.length).toBeGreaterThan(0);
    expect(settings.domainList.every((origin) => origin.startsWith('https://'))).toBe(true);
  });

  it('leave out the domain the page is on, and keep the tenant values when the calls fail', async () => {
    const { root } = await createTenantRoot({
      tenant: 'demo',
      connect: () => () => Promise.reject(new TypeError('Failed to fetch')),
      start: false,
    });
    const settings = root.siteSettings.value;
    await settings.load();
    expect(settings.country).toBeNull();
    expect(settings.dialingCodes).toEqual(['+63']);
    expect(settings.alternativeDomains).toEqual([]);
    expect(root.notices.current).toBeNull();
    const live = (await createTenantRoot({ tenant: 'demo' })).root;
    const route = live.siteSettings.value;
    await route.load();
    const here = live.platform.env.location().origin;
    expect(route.domainList).toContain(here);
    expect(route.alternativeDomains).toEqual(route.domainList.filter((o) => o !== here));
  });

  it('take only https origins from the domain route', () => {
    expect(httpsOrigin('m.example.com')).toBe('https://m.example.com');
    expect(httpsOrigin('https://m.example.com/')).toBe('https://m.example.com');
    expect(httpsOrigin('http://m.example.com')).toBeNull();
    expect(httpsOrigin('javascript:alert(1)')).toBeNull();
    expect(httpsOrigin('https://user:pw@m.example.com')).toBeNull();
    expect(httpsOrigin(' ')).toBeNull();
  });
});

describe('the mobile forms read the calling codes from the shared settings', () => {
  it('pk-urdu (UPDATEMOBILEICC3 on): the login and register forms offer the countries', async () => {
    const { root } = await createTenantRoot({ tenant: 'pk-urdu' });
    const login = await root.auth.form.load();
    const register = await root.registerStore.load();
    expect(login.dialingCodes).toEqual(['+92']);
    await root.siteSettings.value.load();
    expect(login.dialingCodes).toEqual(root.siteSettings.value.dialingCodes);
    expect(login.dialingCodes.length).toBeGreaterThan(1);
    expect(register.rules.countryDialingCodes).toEqual(login.dialingCodes);
  });

  it('demo (flag off): one code, fixed, whatever the country call lists', async () => {
    const { root } = await createTenantRoot({ tenant: 'demo' });
    await root.siteSettings.value.load();
    expect(root.siteSettings.value.country?.countries.length).toBeGreaterThan(1);
    expect((await root.auth.form.load()).dialingCodes).toEqual(['+63']);
    expect((await root.registerStore.load()).rules.countryDialingCodes).toEqual(['+63']);
  });
});

describe('tracking sends the currency of the shared settings', () => {
  it("the country call's currency, the tenant file's until it answers", async () => {
    const file = tenantByCode('pk-urdu');
    const tenantConfig = { ...file, region: { ...file.region, currency: 'USD' } };
    const { root, api } = await createTenantRoot({ tenantConfig });
    await root.siteSettings.value.load();
    await root.startServices();
    await (await root.tracking.load()).settled();
    const events = trackingView(relayStateOf(api.state).collected, []).events;
    // The demo server's country info is pk-urdu's file: PKR, not the patched USD.
    expect(events[0]?.payload).toMatchObject({ currency: 'PKR' });
    root.dispose();
  });
});

describe('the image CDN list of the shared settings', () => {
  /** A failed image of the page with its own error handler, as a component's onError. */
  function failedImage(src: string) {
    const img = document.createElement('img');
    img.src = src;
    const ownHandler = vi.fn();
    img.addEventListener('error', ownHandler);
    document.body.append(img);
    img.dispatchEvent(new Event('error'));
    img.remove();
    return { src: img.src, ownHandler };
  }

  it("the tenant file's origins: a failed image is asked of the next, from the start on", async () => {
    const tenantConfig = {
      ...tenantByCode('demo'),
      // The generated type is a tuple of at most 8 (the schema's maxItems).
      imageCdns: ['https://img1.test', 'https://img2.test/'] as [string, string],
    };
    const { root } = await createTenantRoot({ tenantConfig, start: false });
    const settings = root.siteSettings.value;
    expect(settings.imageCdns).toEqual(['https://img1.test', 'https://img2.test']);
    // Not started: the page's own handling only.
    expect(failedImage('https://img1.test/banner.webp').src).toBe('https://img1.test/banner.webp');
    settings.start();
    const retried = failedImage('https://img1.test/banner.webp');
    expect(retried.src).toBe('https://img2.test/banner.webp');
    expect(retried.ownHandler).not.toHaveBeenCalled();
    root.dispose();
    expect(failedImage('https://img1.test/banner.webp').src).toBe('https://img1.test/banner.webp');
  });

  it('none listed (the default): nothing is asked again', async () => {
    const { root } = await createTenantRoot({ tenant: 'demo', start: false });
    const settings = root.siteSettings.value;
    expect(settings.imageCdns).toEqual([]);
    settings.start();
    const image = failedImage('https://img1.test/banner.webp');
    expect(image.src).toBe('https://img1.test/banner.webp');
    expect(image.ownHandler).toHaveBeenCalledTimes(1);
    root.dispose();
  });
});

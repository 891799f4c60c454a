import { describe, expect, it } from 'vitest';
import { createTestEnvironment } from '../testing/createTestEnvironment';
import { tenantByCode } from '../testing/tenants';
import { applyTenantChrome, linkTenantIcons, manifestHref } from './tenantChrome';

describe('the merchant chrome applied at start', () => {
  it('links the merchant manifest, sets theme colour, icons and splash image', () => {
    const tenant = tenantByCode('th-line');
    const env = createTestEnvironment({ url: 'https://m.lannaplay.test/m/home', document: null });
    applyTenantChrome(tenant, env);
    expect(env.record.manifestLink).toBeNull();
    linkTenantIcons(tenant, env);
    expect(env.record.manifestLink).toBe('/wps/system/manifest.json?merchantCode=th-line');
    expect(env.record.themeColor).toBe(tenant.manifest.theme_color);
    expect(env.record.splashImage).toBe(tenant.template.splash);
    expect(env.record.linkIcons).toEqual({
      icon: tenant.template.favicon,
      'apple-touch-icon': tenant.template.apple_touch_icon,
    });
  });

  it('links no manifest when the template turns pwa off', () => {
    const demo = tenantByCode('demo');
    const tenant = { ...demo, template: { ...demo.template, pwa: false } };
    const env = createTestEnvironment({ url: 'https://m.demo-casino.test/m/home', document: null });
    applyTenantChrome(tenant, env);
    linkTenantIcons(tenant, env);
    expect(env.record.manifestLink).toBeNull();
  });

  it('encodes the merchant code in the manifest address', () => {
    expect(manifestHref('a&b')).toBe('/wps/system/manifest.json?merchantCode=a%26b');
  });
});

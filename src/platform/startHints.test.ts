import { describe, expect, it } from 'vitest';
import { takeEarlyTenant } from './startHints';

describe('the tenant request the start loader began', () => {
  it('is handed to the app once', async () => {
    const response = Promise.resolve(new Response('{}'));
    const win = { mobileWebStart: { tenant: { source: '/m/tenants/demo.json', response } } };
    const early = takeEarlyTenant(win as unknown as Window);
    expect(early?.source).toBe('/m/tenants/demo.json');
    expect(await early?.response).toBeInstanceOf(Response);
    expect(takeEarlyTenant(win as unknown as Window)).toBeNull();
  });

  it('is null without the loader (dev server, tests) or with something else on the global', () => {
    expect(takeEarlyTenant({} as Window)).toBeNull();
    const odd = { mobileWebStart: { tenant: { source: 1 } } };
    expect(takeEarlyTenant(odd as unknown as Window)).toBeNull();
  });
});

import type { ProviderCsp } from '../../../config/providerCsp.ts';

/** AppsFlyer web SDK (INTEGRATIONS.md 7): the loader from websdk, events to wa.appsflyer.com. */
export const appsFlyerCsp: ProviderCsp = {
  id: 'appsflyer',
  uses: (tenant) => tenant.tracking?.appsFlyerWebDevKey !== undefined,
  hosts: {
    script: ['https://websdk.appsflyer.com'],
    connect: ['https://wa.appsflyer.com', 'https://websdk.appsflyer.com'],
  },
};

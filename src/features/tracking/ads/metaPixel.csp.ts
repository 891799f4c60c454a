import type { ProviderCsp } from '../../../config/providerCsp.ts';

/** Meta Pixel (INTEGRATIONS.md 7): fbevents.js and its config, then beacons to facebook.com. */
export const metaPixelCsp: ProviderCsp = {
  id: 'meta-pixel',
  uses: (tenant) => tenant.tracking?.facebookPixelId !== undefined,
  hosts: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
    img: ['https://www.facebook.com'],
  },
};

import type { ProviderCsp } from '../../../config/providerCsp.ts';

/** TikTok pixel: events.js and the events it posts, both on analytics.tiktok.com. */
export const tiktokPixelCsp: ProviderCsp = {
  id: 'tiktok-pixel',
  uses: (tenant) => tenant.tracking?.tiktokPixelId !== undefined,
  hosts: {
    script: ['https://analytics.tiktok.com'],
    connect: ['https://analytics.tiktok.com'],
  },
};

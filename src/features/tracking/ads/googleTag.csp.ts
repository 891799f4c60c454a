import type { ProviderCsp } from '../../../config/providerCsp.ts';

/** Google tag: gtag.js from the tag manager; hits go to Google Analytics and Ads. */
export const googleTagCsp: ProviderCsp = {
  id: 'google-tag',
  uses: (tenant) => tenant.tracking?.googleTagId !== undefined,
  hosts: {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
      'https://www.google.com',
    ],
    img: ['https://www.googletagmanager.com', 'https://www.google.com'],
  },
};

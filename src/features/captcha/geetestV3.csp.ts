import type { ProviderCsp } from '../../config/providerCsp.ts';
import { captchaAdapterKind, captchaApplies, captchaSettings } from './captchaRules.ts';

/**
 * GeeTest v3 (INTEGRATIONS.md 3): gt.js from static.geetest.com, then JSONP calls (scripts) to
 * the API servers, api-na for overseas; the puzzle images come from static.geetest.com.
 */
export const geetestV3Csp: ProviderCsp = {
  id: 'geetest-v3',
  uses: (tenant) =>
    captchaApplies(tenant) && captchaAdapterKind(captchaSettings(tenant)) === 'geetest-v3',
  hosts: {
    script: ['https://static.geetest.com', 'https://api.geetest.com', 'https://api-na.geetest.com'],
    connect: ['https://api.geetest.com', 'https://api-na.geetest.com'],
    img: ['https://static.geetest.com'],
  },
};

import type { ProviderCsp } from '../../config/providerCsp.ts';
import { captchaAdapterKind, captchaApplies, captchaSettings } from './captchaRules.ts';

/**
 * GeeTest v4 (INTEGRATIONS.md 3): gt4.js from static.geetest.com, JSONP calls (scripts) to its
 * default API server gcaptcha4.geetest.com, images from static.geetest.com.
 */
export const geetestV4Csp: ProviderCsp = {
  id: 'geetest-v4',
  uses: (tenant) =>
    captchaApplies(tenant) && captchaAdapterKind(captchaSettings(tenant)) === 'geetest-v4',
  hosts: {
    script: ['https://static.geetest.com', 'https://gcaptcha4.geetest.com'],
    connect: ['https://gcaptcha4.geetest.com'],
    img: ['https://static.geetest.com'],
  },
};

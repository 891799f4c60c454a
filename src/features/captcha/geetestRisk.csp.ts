import type { ProviderCsp } from '../../config/providerCsp.ts';
import { captchaSettings, riskAdapterKind, riskEnabled } from './captchaRules.ts';

/** The GeeTest risk check (Geelab device fingerprint, INTEGRATIONS.md 3): gld.js and its calls. */
export const geetestRiskCsp: ProviderCsp = {
  id: 'geetest-risk',
  uses: (tenant) =>
    riskEnabled(tenant) && riskAdapterKind(captchaSettings(tenant)) === 'geetest-risk',
  hosts: {
    script: ['https://static.geelabapi.com'],
    connect: ['https://*.geelabapi.com'],
  },
};

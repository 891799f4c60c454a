import type { ProviderCsp } from '../../../../config/providerCsp.ts';
import { httpsOrigin } from '../../../../config/providerCsp.ts';

/**
 * Firebase phone auth (INTEGRATIONS.md 4a): the SDK is bundled, but its invisible reCAPTCHA
 * loads Google's script and frames, it calls the Identity Toolkit, and it frames the project's
 * auth domain, which the tenant file names.
 */
export const firebasePhoneCsp: ProviderCsp = {
  id: 'firebase-phone',
  uses: (tenant) => tenant.auth.sms?.provider === 'firebase' && tenant.auth.firebase !== undefined,
  hosts: {
    script: ['https://www.google.com', 'https://www.gstatic.com', 'https://apis.google.com'],
    connect: [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://www.googleapis.com',
    ],
    frame: ['https://www.google.com', 'https://recaptcha.google.com'],
  },
  tenantHosts: (tenant) => {
    const origin = httpsOrigin(tenant.auth.firebase?.authDomain);
    return origin ? { frame: [origin] } : {};
  },
};

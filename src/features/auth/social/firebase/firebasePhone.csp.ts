import type { ProviderCsp } from '../../../../config/providerCsp.ts';
import { httpsOrigin } from '../../../../config/providerCsp.ts';

/**
 * Firebase phone auth (INTEGRATIONS.md 4a): the SDK is bundled, but its invisible reCAPTCHA
 * loads Google's script and frames, it calls the Identity Toolkit, and it frames the project's
 * auth domain, which the tenant file names.
 *
 * Frames and calls by path where Google names one: reCAPTCHA's frames live under `/recaptcha/`
 * (Google's reCAPTCHA FAQ gives exactly these for CSP), the older Identity Toolkit API under
 * `/identitytoolkit/` of www.googleapis.com, Firebase's auth pages under `/__/auth/` of the
 * auth domain. The scripts (reCAPTCHA's api.js, gapi) are listed for the report-only policy
 * only: the enforced one names no host (scripts/serve/csp.ts, 'strict-dynamic').
 */
export const firebasePhoneCsp: ProviderCsp = {
  id: 'firebase-phone',
  uses: (tenant) => tenant.auth.sms?.provider === 'firebase' && tenant.auth.firebase !== undefined,
  hosts: {
    script: ['https://www.google.com', 'https://www.gstatic.com', 'https://apis.google.com'],
    connect: [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://www.googleapis.com/identitytoolkit/',
    ],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  },
  tenantHosts: (tenant) => {
    const origin = httpsOrigin(tenant.auth.firebase?.authDomain);
    return origin ? { frame: [`${origin}/__/auth/`] } : {};
  },
};

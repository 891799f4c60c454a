import type { ProviderCsp } from '../../../../config/providerCsp.ts';
import { httpsOrigin } from '../../../../config/providerCsp.ts';

/**
 * Telegram (spec 2): a hidden frame of the platform's own page on the tenant's auth domain; that
 * page talks to Telegram itself, so this site needs only the frame.
 */
export const telegramCsp: ProviderCsp = {
  id: 'telegram',
  uses: (tenant) => tenant.flags.TELEGRAMLOGIN3 && tenant.auth.telegram !== undefined,
  hosts: {},
  tenantHosts: (tenant) => {
    const origin = httpsOrigin(tenant.auth.telegram?.authDomain);
    return origin ? { frame: [origin] } : {};
  },
};

import type { ProviderCsp } from '../../../../config/providerCsp.ts';

/** Maya: the wallet session comes from the platform (/wps), so no vendor host is needed. */
export const mayaCsp: ProviderCsp = {
  id: 'maya',
  uses: (tenant) => tenant.auth.maya?.enabled === true,
  hosts: {},
};

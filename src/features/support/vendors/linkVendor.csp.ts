import type { ProviderCsp } from '../../../config/providerCsp.ts';

/** TX-CHAT, AICAN, MIDUOKE and the platform chat open their own page in a window: no source. */
export const linkVendorCsp: ProviderCsp = {
  id: 'chat-link',
  uses: (tenant) =>
    tenant.flags.CBS3 ||
    tenant.customerService.some((entry) => ['TX-CHAT', 'AICAN', 'MIDUOKE'].includes(entry.csType)),
  hosts: {},
};

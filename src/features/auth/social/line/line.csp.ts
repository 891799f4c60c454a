import type { ProviderCsp } from '../../../../config/providerCsp.ts';

/** LINE Login leaves the page for access.line.me and comes back: a navigation needs no source. */
export const lineCsp: ProviderCsp = {
  id: 'line',
  uses: (tenant) => tenant.flags.LINELOGIN3 && tenant.auth.line !== undefined,
  hosts: {},
};

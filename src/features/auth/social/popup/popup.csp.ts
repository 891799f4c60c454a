import type { ProviderCsp } from '../../../../config/providerCsp.ts';

/**
 * Google, Facebook and X sign in through a popup window on their own sites; the result comes
 * back by a message from our return page, so this page loads nothing of theirs.
 */
export const popupCsp: ProviderCsp = {
  id: 'popup-sign-in',
  uses: (tenant) =>
    (tenant.flags.GOOGLELOGIN3 && tenant.auth.google !== undefined) ||
    (tenant.flags.FACEBOOKLOGIN3 && tenant.auth.facebook !== undefined) ||
    (tenant.flags.TWITTERLOGIN3 && tenant.auth.twitter !== undefined),
  hosts: {},
};

import type { TenantConfig } from '../../../config/tenant.gen';
import type { ButtonProvider } from './types';

/** The sign-in buttons a tenant shows, in display order: flag on and provider configured. */
export function providersOf(tenant: TenantConfig): ButtonProvider[] {
  const { flags, auth } = tenant;
  const list: ButtonProvider[] = [];
  if (flags.LINELOGIN3 && auth.line) list.push('line');
  if (flags.TELEGRAMLOGIN3 && auth.telegram) list.push('telegram');
  if (auth.maya?.enabled) list.push('maya');
  if (flags.GOOGLELOGIN3 && auth.google) list.push('google');
  if (flags.FACEBOOKLOGIN3 && auth.facebook) list.push('facebook');
  if (flags.TWITTERLOGIN3 && auth.twitter) list.push('twitter');
  return list;
}

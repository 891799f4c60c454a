import type { TenantConfig } from '../../../config/tenant.gen';
import { readLineReturn } from './line/lineReturn';
import { MAYA_SESSION_PARAM } from './maya/MayaAdapter';

/**
 * Whether the page address carries a provider's return for this tenant (a LINE code or error
 * with its state, a Telegram #tgAuthResult= hash, a Maya Mini App landing), so social sign-in
 * must load at start. Cheap and synchronous: the rest of social sign-in loads only then.
 */
export function hasProviderReturn(tenant: TenantConfig, url: URL): boolean {
  if (tenant.flags.LINELOGIN3 && tenant.auth.line && readLineReturn(url)) return true;
  if (url.hash.includes('tgAuthResult')) return true;
  return Boolean(tenant.auth.maya?.enabled && url.searchParams.get(MAYA_SESSION_PARAM));
}

import type { ChatVendor, VendorDeps } from './ChatVendor';
import { createLinkVendor } from './linkVendor';

/**
 * MIDUOKE (米多客): public code opens its chat as a page,
 * `https://<sub>.miduoke.net/Web/im.aspx?_=t&accountid=<id>` (INTEGRATIONS.md 6, observed), so
 * the decoded address is that page, opened with the member's chat auth key added.
 */
export function createMiduoke(deps: VendorDeps): ChatVendor {
  return createLinkVendor(deps, { addAuthKey: true });
}

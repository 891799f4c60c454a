import type { ChatVendor, VendorDeps } from './ChatVendor';
import { createLinkVendor } from './linkVendor';

/**
 * TX-CHAT: no public documentation or script was found (INTEGRATIONS.md 6), so its entry's
 * decoded address is its hosted chat page, opened with the member's chat auth key; the vendor
 * resolves the key to the member saved by WPSCORE_saveMemberInfoByAuthKey.
 */
export function createTxChat(deps: VendorDeps): ChatVendor {
  return createLinkVendor(deps, { addAuthKey: true });
}

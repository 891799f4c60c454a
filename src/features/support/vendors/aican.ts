import type { ChatVendor, VendorDeps } from './ChatVendor';
import { createLinkVendor } from './linkVendor';

/**
 * AICAN: no public documentation or script was found (INTEGRATIONS.md 6); like TX-CHAT its
 * decoded address is its hosted chat page, opened with the member's chat auth key.
 */
export function createAican(deps: VendorDeps): ChatVendor {
  return createLinkVendor(deps, { addAuthKey: true });
}

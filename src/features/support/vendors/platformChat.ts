import type { ChatVendor, VendorDeps } from './ChatVendor';
import { createLinkVendor } from './linkVendor';

/**
 * The platform's own chat (CBS3): CBS_launchChat answers an address made for this member at
 * each open (the target's `address`), so no key is added to it.
 */
export function createPlatformChat(deps: VendorDeps): ChatVendor {
  return createLinkVendor(deps, { addAuthKey: false });
}

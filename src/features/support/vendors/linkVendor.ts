import type { PopupWindow } from '../../../platform/authPopup';
import { openWithoutOpener } from '../../../platform/openWithoutOpener';
import type { ChatIdentity } from '../../member';
import type { ChatVendor, VendorDeps } from './ChatVendor';

/** The query parameter that carries the chat auth key when the address has no placeholder. */
export const AUTH_KEY_PARAM = 'authKey';

const PLACEHOLDERS = ['authKey', 'customerName', 'language'] as const;
type Placeholder = (typeof PLACEHOLDERS)[number];

/**
 * The chat page's address for this member (docs/customer-service-paths.md, "Link vendors"):
 * `{authKey}`, `{customerName}` and `{language}` in the decoded address are replaced (URL-encoded,
 * empty for a visitor); without an `{authKey}` placeholder a member's key is added as `authKey`.
 * The name travels to the vendor through WPSCORE_saveMemberInfoByAuthKey, not the address,
 * unless the operator asks for it. Throws unless the result is https.
 */
export function linkAddress(
  address: string,
  identity: ChatIdentity | null,
  language: string,
  options: { addAuthKey: boolean } = { addAuthKey: true },
): string {
  const values: Record<Placeholder, string> = {
    authKey: identity?.authKey ?? '',
    customerName: identity?.customerName ?? '',
    language,
  };
  const hasKeyPlaceholder = address.includes('{authKey}');
  let text = address;
  for (const name of PLACEHOLDERS) {
    text = text.split(`{${name}}`).join(encodeURIComponent(values[name]));
  }
  const url = new URL(text);
  if (url.protocol !== 'https:') throw new Error(`not an https chat address: ${url.protocol}`);
  if (identity && options.addAuthKey && !hasKeyPlaceholder) {
    url.searchParams.set(AUTH_KEY_PARAM, identity.authKey);
  }
  return url.href;
}

/**
 * Sends the chat window this vendor opened (its opener already cut) to `address` and brings it
 * forward, so a second tap brings the same chat back; false when that window cannot be steered.
 * Both are allowed on a window showing another origin.
 */
function reuseWindow(popup: PopupWindow, address: string): boolean {
  const steerable = popup as PopupWindow & {
    location?: { replace?: (url: string) => void };
    focus?: () => void;
  };
  try {
    if (typeof steerable.location?.replace !== 'function') return false;
    steerable.location.replace(address);
    steerable.focus?.();
    return true;
  } catch {
    return false;
  }
}

export interface LinkVendorOptions {
  /** Add the member's auth key to the address (not for the platform chat, whose is per member). */
  addAuthKey: boolean;
}

/**
 * A vendor whose chat is its own page (TX-CHAT, AICAN, MIDUOKE, the platform chat, and LiveChat
 * or Comm100 entries without a widget id): opened in a window with no opener (the same window
 * again while it is open), or in this tab when the browser blocks the window. Signing out closes
 * the window it opened with the member's key.
 */
export function createLinkVendor(deps: VendorDeps, options: LinkVendorOptions): ChatVendor {
  let identity: ChatIdentity | null = null;
  let language: string | null = null;
  let opened: PopupWindow | null = null;
  const close = () => {
    if (opened && !opened.closed) opened.close();
    opened = null;
  };
  return {
    kind: deps.target.kind,
    mode: 'link',
    async open() {
      const windows = deps.windows;
      if (!windows) throw new Error('no browser window to open the chat in');
      const address = linkAddress(
        await deps.target.address(),
        identity,
        language ?? deps.language(),
        options,
      );
      if (opened && !opened.closed && reuseWindow(opened, address)) return;
      // No opener (openWithoutOpener): the chat page, or anything it is sent on to, cannot steer
      // this tab to a fake sign-in page.
      const popup = openWithoutOpener(windows.open, address);
      if (!popup) {
        // Blocked (the tap's activation ran out while the chat loaded), or a window that could
        // not be cut loose (then closed): the chat in this tab.
        windows.assign(address);
        return;
      }
      opened = popup;
    },
    setIdentity(next) {
      identity = next;
    },
    clear() {
      identity = null;
      close();
    },
    setLanguage(code) {
      language = code;
    },
    dispose: close,
  };
}

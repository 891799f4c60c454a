import type { OpenWindow } from './authPopup';
import type { WindowMessages } from './messages';
import { createWindowMessages, originOf } from './messages';

/** Other windows: leaving the app for a provider, popups, and what frames and popups post. */
export interface BrowserWindows {
  /** Leaves the app for an http(s) address (a provider's sign-in page); other schemes throw. */
  assign(url: string): void;
  open: OpenWindow;
  messages: WindowMessages;
  /** The screen, to centre popups on. */
  screen: { width: number; height: number };
}

export function createBrowserWindows(win: Window): BrowserWindows {
  return {
    assign(url) {
      // location.assign would run a javascript: address (ARCHITECTURE.md, Security rules).
      if (originOf(url) === null) throw new Error(`not an http(s) address: ${url}`);
      win.location.assign(url);
    },
    open: (url, name, features) => win.open(url, name, features),
    messages: createWindowMessages(win),
    screen: { width: win.screen?.width ?? 0, height: win.screen?.height ?? 0 },
  };
}

import type { PopupWindow } from '../../../../platform/authPopup';
import type { FakeWindowMessages } from '../../../../platform/messages';
import { createFakeWindowMessages } from '../../../../platform/messages';
import type { BrowserWindows } from '../../../../platform/windows';

export interface FakePopup extends PopupWindow {
  url: string;
  /** The member closes the popup. */
  closeByMember(): void;
}

export interface FakeWindows extends BrowserWindows {
  messages: FakeWindowMessages;
  /** Every address the app left for (location.assign). */
  readonly assigned: string[];
  readonly popups: FakePopup[];
  /** The browser blocks the next popups. */
  blockPopups: boolean;
}

/** Windows for tests and stories: records where the app goes and what it opens. */
export function createFakeWindows(): FakeWindows {
  const assigned: string[] = [];
  const popups: FakePopup[] = [];
  const windows: FakeWindows = {
    messages: createFakeWindowMessages(),
    assigned,
    popups,
    blockPopups: false,
    screen: { width: 390, height: 844 },
    assign: (url) => void assigned.push(url),
    open(url) {
      if (windows.blockPopups) return null;
      let closed = false;
      const popup: FakePopup = {
        url,
        get closed() {
          return closed;
        },
        close: () => void (closed = true),
        closeByMember: () => void (closed = true),
      };
      popups.push(popup);
      return popup;
    },
  };
  return windows;
}

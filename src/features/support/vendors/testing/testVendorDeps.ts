import type { PopupWindow } from '../../../../platform/authPopup';
import type { Clock } from '../../../../platform/clock';
import { createSystemClock } from '../../../../platform/clock';
import type { ChatKind } from '../../supportEntries';
import type { VendorDeps } from '../ChatVendor';

/** A window as window.open answers it: its opener is the app until cut; it can be sent on. */
export interface RecordedPopup extends PopupWindow {
  closed: boolean;
  opener: unknown;
  location: { replace(url: string): void };
  focus(): void;
  /** Times it was brought forward. */
  focused: number;
}

export interface RecordedWindow {
  /** Where the window is now: what window.open was asked for, until it is sent on. */
  url: string;
  /** What window.open was asked to show. */
  asked: string;
  name: string;
  features: string;
  /** Each address the window was sent on to, with its opener at that moment. */
  sent: Array<{ url: string; opener: unknown }>;
  popup: RecordedPopup;
}

export interface RecordingWindows {
  opened: RecordedWindow[];
  assigned: string[];
  /** The next open is blocked (returns null). */
  block: boolean;
  open: NonNullable<VendorDeps['windows']>['open'];
  assign: NonNullable<VendorDeps['windows']>['assign'];
}

/** Windows that record what a link vendor opens; a popup can be blocked. */
export function recordingWindows(): RecordingWindows {
  const windows: RecordingWindows = {
    opened: [],
    assigned: [],
    block: false,
    open(url, name, features) {
      if (windows.block) return null;
      const popup: RecordedPopup = {
        closed: false,
        opener: 'the app',
        focused: 0,
        location: {
          replace(next) {
            record.url = next;
            record.sent.push({ url: next, opener: popup.opener });
          },
        },
        focus() {
          popup.focused += 1;
        },
        close() {
          popup.closed = true;
        },
      };
      const record: RecordedWindow = { url, asked: url, name, features, sent: [], popup };
      windows.opened.push(record);
      return popup;
    },
    assign(url) {
      windows.assigned.push(url);
    },
  };
  return windows;
}

/** Deps for one vendor adapter in a unit test. */
export function vendorDeps(
  kind: ChatKind,
  address: string,
  overrides: Partial<VendorDeps> & { clock?: Clock } = {},
): VendorDeps {
  return {
    target: { kind, name: `${kind} desk`, address: () => Promise.resolve(address) },
    clock: overrides.clock ?? createSystemClock(),
    language: () => 'EN',
    ...overrides,
  };
}

import type { PopupWindow } from '../../../../platform/authPopup';
import type { Clock } from '../../../../platform/clock';
import { createSystemClock } from '../../../../platform/clock';
import type { ChatKind } from '../../supportEntries';
import type { VendorDeps } from '../ChatVendor';

export interface RecordingWindows {
  opened: Array<{ url: string; name: string; popup: PopupWindow & { opener?: unknown } }>;
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
    open(url, name) {
      if (windows.block) return null;
      const popup = {
        closed: false,
        opener: 'the app' as unknown,
        close() {
          popup.closed = true;
        },
      };
      windows.opened.push({ url, name, popup });
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

import type { OpenWindow, PopupWindow } from './authPopup';

/** The parts of a window this opens that it needs: its opener, and where it is. */
interface SteerableWindow extends PopupWindow {
  opener: unknown;
  location: { replace(url: string): void };
}

function isSteerable(popup: PopupWindow): popup is SteerableWindow {
  const { location } = popup as Partial<SteerableWindow>;
  return 'opener' in popup && typeof location?.replace === 'function';
}

/**
 * Opens `url` in a new window that has no `opener`, so the page there cannot navigate this tab
 * (reverse tabnabbing), and still tells a blocked window apart: window.open with 'noopener'
 * answers null whether or not the window opened, so this opens about:blank (same origin, ours to
 * change), cuts its opener, then sends it to the address.
 *
 * Returns the window, or null when the browser blocked it or it could not be cut loose (then it
 * is closed: a window that could still reach this tab is never left open). `url` must already be
 * checked (outboundUrl): this only opens.
 */
export function openWithoutOpener(open: OpenWindow, url: string): PopupWindow | null {
  const popup = open('about:blank', '_blank', '');
  if (!popup) return null;
  try {
    if (!isSteerable(popup)) throw new Error('the window cannot be steered');
    popup.opener = null;
    if (popup.opener !== null) throw new Error('the window kept its opener');
    popup.location.replace(url);
    return popup;
  } catch {
    popup.close();
    return null;
  }
}

import { describe, expect, it, vi } from 'vitest';
import type { PopupWindow } from './authPopup';
import { openWithoutOpener } from './openWithoutOpener';

const GAME = 'https://games.vendor.test/play?id=1';

/** A window as window.open answers it: its opener is this tab until cut. */
function aWindow() {
  const replaced: string[] = [];
  const popup = {
    closed: false,
    opener: { tab: 'the merchant' } as unknown,
    location: { replace: (url: string) => void replaced.push(url) },
    close: vi.fn(() => void (popup.closed = true)),
  };
  return { popup, replaced };
}

describe('openWithoutOpener', () => {
  it('opens about:blank, cuts its opener, then sends it to the address', () => {
    const { popup, replaced } = aWindow();
    const order: string[] = [];
    const open = vi.fn((url: string, name: string, features: string) => {
      order.push(`open ${url} ${name} "${features}"`);
      return popup;
    });
    expect(openWithoutOpener(open, GAME)).toBe(popup);
    expect(order).toEqual(['open about:blank _blank ""']);
    expect(popup.opener).toBeNull();
    expect(replaced).toEqual([GAME]);
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('answers null when the browser blocked the window', () => {
    expect(openWithoutOpener(() => null, GAME)).toBeNull();
  });

  it('closes a window whose opener cannot be cut, and never sends it anywhere', () => {
    const { popup, replaced } = aWindow();
    const stubborn = Object.defineProperty(popup, 'opener', {
      get: () => ({ tab: 'the merchant' }),
      set: () => undefined,
    });
    expect(openWithoutOpener(() => stubborn, GAME)).toBeNull();
    expect(replaced).toEqual([]);
    expect(popup.close).toHaveBeenCalled();
  });

  it('closes a window it cannot steer (no location to set)', () => {
    const close = vi.fn();
    const bare: PopupWindow = { closed: false, close };
    expect(openWithoutOpener(() => bare, GAME)).toBeNull();
    expect(close).toHaveBeenCalled();
  });
});

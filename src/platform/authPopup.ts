import type { Clock } from './clock';
import type { WindowMessages } from './messages';
import { listenFrom, originOf } from './messages';

/** The part of a window opened by window.open that the sign-in popup uses. */
export interface PopupWindow {
  readonly closed: boolean;
  close(): void;
}

/** window.open; null when the browser blocked the popup. */
export type OpenWindow = (url: string, name: string, features: string) => PopupWindow | null;

/** spec 4, third-party sign-in popup states, plus the two ends: a result, or no popup at all. */
export type AuthPopupResult =
  /** The return page posted its result (the provider's redirect parameters). */
  | { status: 'success'; data: unknown }
  /** spec 8: the browser blocked the popup (popup_blocked). */
  | { status: 'blocked' }
  /** Another sign-in popup started, or the app cancelled this one. */
  | { status: 'cancelled' }
  /** The member closed the popup; reported CLOSE_DELAY_MS after it closed. */
  | { status: 'closed' }
  /** A redirect sign-in is under way in this tab: no popup is opened. */
  | { status: 'redirect-pending' };

/** spec 9: popup window 500 by 600; popup poll 2 s to 10 s; close delay 8 s. */
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;
export const POPUP_POLL_SHORT_MS = 2_000;
export const POPUP_POLL_LONG_MS = 10_000;
export const POPUP_CLOSE_DELAY_MS = 8_000;

export interface AuthPopupDeps {
  open: OpenWindow;
  messages: WindowMessages;
  clock: Clock;
  /** Mobile browsers are polled every 10 s, others every 2 s (spec 9). */
  mobile: boolean;
  /** The screen to centre the popup on; default: no position given. */
  screen?: { width: number; height: number };
}

export interface AuthPopupRequest {
  /** The provider's sign-in address: https (http only for a local demo page). */
  url: string;
  /** The origin of the page the provider returns to; its message is the result. */
  resultOrigin: string;
  /** A redirect sign-in is under way in this tab. */
  redirectPending?: boolean;
  /** Window name; default 'social-sign-in'. */
  name?: string;
}

export interface AuthPopups {
  open(request: AuthPopupRequest): Promise<AuthPopupResult>;
  /** Ends the popup under way with 'cancelled' and closes its window. */
  cancel(): void;
}

/** The window.open features of a 500 by 600 popup, centred when the screen is known. */
export function popupFeatures(screen?: { width: number; height: number }): string {
  const features = [`width=${POPUP_WIDTH}`, `height=${POPUP_HEIGHT}`];
  if (screen) {
    const left = Math.max(0, Math.round((screen.width - POPUP_WIDTH) / 2));
    const top = Math.max(0, Math.round((screen.height - POPUP_HEIGHT) / 2));
    features.push(`left=${left}`, `top=${top}`);
  }
  return [...features, 'resizable=yes', 'scrollbars=yes'].join(',');
}

/**
 * One sign-in popup at a time: opening another cancels the one under way. The result is the
 * first message from the popup window on the return page's origin. A closed popup is noticed by
 * polling (browsers send no event across origins) and reported only CLOSE_DELAY_MS later, as
 * its result message may still be on the way.
 */
export function createAuthPopups(deps: AuthPopupDeps): AuthPopups {
  let finishCurrent: ((result: AuthPopupResult) => void) | null = null;
  const pollMs = deps.mobile ? POPUP_POLL_LONG_MS : POPUP_POLL_SHORT_MS;

  return {
    open(request) {
      finishCurrent?.({ status: 'cancelled' });
      if (request.redirectPending) return Promise.resolve({ status: 'redirect-pending' });
      // A javascript: or data: address never reaches window.open (ARCHITECTURE.md, Security).
      if (originOf(request.url) === null) {
        return Promise.reject(new Error(`not an http(s) address: ${request.url}`));
      }
      const popup = deps.open(
        request.url,
        request.name ?? 'social-sign-in',
        popupFeatures(deps.screen),
      );
      if (!popup) return Promise.resolve({ status: 'blocked' });
      const opened: PopupWindow = popup;

      return new Promise<AuthPopupResult>((resolve) => {
        const { clock } = deps;
        let closeTimer: number | null = null;
        const stopListening = listenFrom(
          deps.messages,
          { origin: request.resultOrigin, source: () => opened },
          (data) => finish({ status: 'success', data }),
        );
        const poll = clock.setInterval(() => {
          if (!opened.closed || closeTimer !== null) return;
          closeTimer = clock.setTimeout(() => finish({ status: 'closed' }), POPUP_CLOSE_DELAY_MS);
        }, pollMs);
        function finish(result: AuthPopupResult): void {
          if (finishCurrent !== finish) return;
          finishCurrent = null;
          stopListening();
          clock.clearInterval(poll);
          if (closeTimer !== null) clock.clearTimeout(closeTimer);
          if (!opened.closed) opened.close();
          resolve(result);
        }
        finishCurrent = finish;
      });
    },
    cancel() {
      finishCurrent?.({ status: 'cancelled' });
    },
  };
}

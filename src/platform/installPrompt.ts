/** The answer to the browser's install prompt (BeforeInstallPromptEvent.userChoice). */
export interface InstallChoice {
  outcome: 'accepted' | 'dismissed';
  platform?: string;
}

/** The parts of BeforeInstallPromptEvent the app uses (Chromium only; not in the DOM types). */
export interface InstallPromptEvent {
  /** Shows the browser's install dialog; only once per event, from a user gesture. */
  prompt(): Promise<unknown>;
  userChoice: Promise<InstallChoice>;
}

export interface InstallPromptPort {
  /** The browser's offer to install, once it came; null before, and after it was taken. */
  current(): InstallPromptEvent | null;
  /** Takes the offer out (an event prompts once). */
  take(): InstallPromptEvent | null;
  /** appinstalled; an install seen before anyone listened is told at once. */
  onInstalled(listener: () => void): () => void;
}

function isInstallPromptEvent(event: Event): event is Event & InstallPromptEvent {
  const e = event as Event & Partial<InstallPromptEvent>;
  return typeof e.prompt === 'function' && typeof e.userChoice?.then === 'function';
}

/**
 * Captures beforeinstallprompt from the moment the platform is built (at boot, before any
 * store): the browser may fire it before the app is ready to offer it.
 */
export function captureInstallPrompt(win: Window): InstallPromptPort {
  let captured: InstallPromptEvent | null = null;
  let installedEarly = false;
  const listeners = new Set<() => void>();
  win.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPromptEvent(event)) return;
    // The app offers it with its own dialog (spec 4), not the browser's mini-infobar.
    event.preventDefault();
    captured = event;
  });
  win.addEventListener('appinstalled', () => {
    captured = null;
    if (listeners.size === 0) installedEarly = true;
    for (const listener of listeners) listener();
  });
  return {
    current: () => captured,
    take() {
      const event = captured;
      captured = null;
      return event;
    },
    onInstalled(listener) {
      listeners.add(listener);
      if (installedEarly) {
        installedEarly = false;
        listener();
      }
      return () => void listeners.delete(listener);
    },
  };
}

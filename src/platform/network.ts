/** The browser's own view of the connection (online/offline events). */
export interface NetworkPort {
  /** Called each time the browser goes offline. */
  onOffline(listener: () => void): () => void;
  /** Called each time the browser is back online (optional in fakes). */
  onOnline?(listener: () => void): () => void;
}

export function createBrowserNetwork(win: Window): NetworkPort {
  return {
    onOffline(listener) {
      win.addEventListener('offline', listener);
      return () => win.removeEventListener('offline', listener);
    },
    onOnline(listener) {
      win.addEventListener('online', listener);
      return () => win.removeEventListener('online', listener);
    },
  };
}

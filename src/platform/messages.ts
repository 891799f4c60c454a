/** A message posted to this window by a frame or a popup (window.postMessage). */
export interface WindowMessage {
  /** The sender's origin as the browser reports it ('null' for opaque origins). */
  origin: string;
  data: unknown;
  /** The sending window; compared by identity only. */
  source: unknown;
}

export type WindowMessageListener = (message: WindowMessage) => void;

/** The messages posted to this window, behind an interface so tests can post their own. */
export interface WindowMessages {
  /** Calls `listener` for every message from now on; returns the unsubscribe. */
  listen(listener: WindowMessageListener): () => void;
}

export interface AcceptFrom {
  /** The only origin accepted, e.g. 'https://tg.example.com'. */
  origin: string;
  /** When given, also the only sending window accepted (a popup we opened). */
  source?: () => unknown;
}

/**
 * ARCHITECTURE.md, Security rules: messages from frames and popups are accepted only from the
 * expected origin. Everything else is dropped without a word: extensions and other frames post
 * messages to every page.
 */
export function listenFrom(
  messages: WindowMessages,
  accept: AcceptFrom,
  listener: (data: unknown) => void,
): () => void {
  const expected = originOf(accept.origin);
  return messages.listen((message) => {
    if (expected === null || message.origin !== expected) return;
    if (accept.source && message.source !== accept.source()) return;
    listener(message.data);
  });
}

/** The origin of an address ('https://host:port'), or null when it is not an http(s) URL. */
export function originOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** A memory message bus for tests and stories: `post` delivers as the browser would. */
export interface FakeWindowMessages extends WindowMessages {
  post(message: WindowMessage): void;
  listeners(): number;
}

export function createFakeWindowMessages(): FakeWindowMessages {
  const listeners = new Set<WindowMessageListener>();
  return {
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    post(message) {
      for (const listener of [...listeners]) listener(message);
    },
    listeners: () => listeners.size,
  };
}

export function createWindowMessages(win: Window): WindowMessages {
  return {
    listen(listener) {
      const onMessage = (event: MessageEvent) =>
        listener({ origin: event.origin, data: event.data as unknown, source: event.source });
      win.addEventListener('message', onMessage);
      return () => win.removeEventListener('message', onMessage);
    },
  };
}

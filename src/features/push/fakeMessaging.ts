import type { ForegroundMessage, MessagingErrorCode, MessagingProvider } from './MessagingProvider';
import { MessagingError } from './MessagingProvider';

/** The fake provider, with what a test or story may do to it. */
export interface FakeMessaging extends MessagingProvider {
  /** The next getToken (or every one, `times` omitted) fails with this code; null: none. */
  failWith(code: MessagingErrorCode | null, times?: number): void;
  /** The provider hands out a new token from now on (as Firebase does after an expiry). */
  rotate(): void;
  /** A message arrives while the page is visible. */
  deliver(message: ForegroundMessage): void;
  /** How many tokens were asked for and deleted. */
  readonly calls: { getToken: number; deleteToken: number };
}

/**
 * Stands in for Firebase in the demo, Storybook and tests (tenant push.provider 'fake', or
 * wherever providers are faked). The token is deterministic: the merchant, this browser's
 * installation id and a generation that moves on rotate() and deleteToken().
 */
export function createFakeMessaging(options: {
  merchantCode: string;
  installationId: string;
}): FakeMessaging {
  let generation = 1;
  let failure: { code: MessagingErrorCode; times: number } | null = null;
  const listeners = new Set<(message: ForegroundMessage) => void>();
  const calls = { getToken: 0, deleteToken: 0 };
  const token = () => `fake-fcm.${options.merchantCode}.${options.installationId}.${generation}`;
  return {
    kind: 'fake',
    calls,
    getToken() {
      calls.getToken += 1;
      if (failure) {
        const { code } = failure;
        failure.times -= 1;
        if (failure.times <= 0) failure = null;
        return Promise.reject(new MessagingError(code, `fake provider: ${code}`));
      }
      return Promise.resolve(token());
    },
    deleteToken() {
      calls.deleteToken += 1;
      generation += 1;
      return Promise.resolve();
    },
    onMessage(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    failWith(code, times = Infinity) {
      failure = code ? { code, times } : null;
    },
    rotate: () => void (generation += 1),
    deliver: (message) => listeners.forEach((listener) => listener(message)),
  };
}

import type { ForegroundMessage } from '../../platform/pushMessage';

/**
 * The cloud messaging service behind web push (INTEGRATIONS.md 4b), behind a small interface:
 * Firebase Cloud Messaging for merchants, a fake for the demo, Storybook and tests. What the
 * provider does with its own servers is not product behaviour (spec 7); what the product does
 * when it fails is (spec 8, installation errors: installationErrors.ts).
 */
export interface MessagingProvider {
  readonly kind: 'firebase' | 'fake';
  /**
   * This browser's push token, once notifications are allowed. Asks the provider for a new one
   * when its own has expired; rejects with a MessagingError.
   */
  getToken(): Promise<string>;
  /** Drops the token at the provider: nothing is delivered to this browser any more. */
  deleteToken(): Promise<void>;
  /** Messages that arrive while the page is visible (the worker shows the others). */
  onMessage(listener: (message: ForegroundMessage) => void): () => void;
}

/** The part of a message a member sees (shared with the service worker). */
export type { ForegroundMessage } from '../../platform/pushMessage';

/**
 * Why the provider failed, in the product's words. The first six are spec 8's installation
 * errors; what the product does for each is the table in installationErrors.ts.
 */
export type MessagingErrorCode =
  /** The provider could not be reached (offline). */
  | 'app-offline'
  /** The provider no longer knows this browser's installation. */
  | 'installation-not-found'
  /** The installation was never completed. */
  | 'not-registered'
  /** The tenant's push config lacks a value the provider needs. */
  | 'missing-config'
  /** The provider answered 409 when the installation was created. */
  | 'create-conflict'
  /** The provider answered 401 or 404 when the installation's token was refreshed. */
  | 'refresh-rejected'
  /** The browser refuses notifications to this site. */
  | 'permission-denied'
  /** This browser has no web push (or no IndexedDB for the SDK). */
  | 'unsupported'
  /** The app's service worker did not become active in time. */
  | 'no-worker'
  /** The provider's code did not download. */
  | 'sdk-unavailable'
  /** Anything else the provider refused. */
  | 'failed';

export class MessagingError extends Error {
  constructor(
    readonly code: MessagingErrorCode,
    message: string = code,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MessagingError';
  }
}

/**
 * A push message as the page and the service worker both read it (FCM payload in, what a member
 * sees out). Here on the platform floor so that src/sw and features/push share it.
 */

/** The part of a message a member sees. */
export interface ForegroundMessage {
  title: string;
  body: string;
}

/** The parts of an FCM message payload read here (notification or data-only message). */
export interface PushPayload {
  notification?: { title?: string; body?: string; icon?: string };
  data?: Record<string, string>;
  fcmOptions?: { link?: string };
}

/**
 * What a member sees of a message: the notification's title and body, or for a data-only
 * message its data.title and data.body. Null when there is nothing to show.
 */
export function readMessage(payload: PushPayload): ForegroundMessage | null {
  const title = payload.notification?.title ?? payload.data?.title ?? '';
  const body = payload.notification?.body ?? payload.data?.body ?? '';
  return title || body ? { title, body } : null;
}

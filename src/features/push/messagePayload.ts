import type { ForegroundMessage } from './MessagingProvider';

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

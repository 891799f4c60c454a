import { seededRandom } from './seeded.ts';

/**
 * The platform chat (CBS3) of one member, as the demo plays it: a few messages wait (1 to 3,
 * seeded) until the member first opens the chat; after each opening the agent replies once every
 * REPLY_EVERY_MS, up to MAX_WAITING, so the app's unread badge can be seen coming back.
 */
export interface PlatformChat {
  seeded: number;
  /** When CBS_launchChat last opened it; null before the first opening. */
  openedAt: number | null;
}

export const REPLY_EVERY_MS = 2 * 60_000;
export const MAX_WAITING = 3;

/** `key` is `${merchantCode}:${memberId}`: the same member always starts with the same count. */
export function newPlatformChat(key: string): PlatformChat {
  return { seeded: seededRandom(`unread:${key}`).int(1, MAX_WAITING), openedAt: null };
}

/** CBS_unreadCount: the messages waiting at `now`. */
export function waitingMessages(chat: PlatformChat, now: number): number {
  if (chat.openedAt === null) return chat.seeded;
  const replies = Math.floor((now - chat.openedAt) / REPLY_EVERY_MS);
  return Math.min(MAX_WAITING, Math.max(0, replies));
}

/** CBS_launchChat: opening the chat reads every waiting message. */
export function openPlatformChat(chat: PlatformChat, now: number): void {
  chat.openedAt = now;
}

import type { Messages } from '../i18n/withFallback';

/** A message's text as stories and tests see it (dev catalogues are strings), or the fallback. */
export function messageText(messages: Messages | null, id: string, fallback: string): string {
  const message = messages?.[id];
  return typeof message === 'string' ? message : fallback;
}

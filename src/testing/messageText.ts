import { isLiteralElement } from '@formatjs/icu-messageformat-parser';
import type { Messages } from '../i18n/withFallback';

/**
 * A message's text as stories and tests see it, or the fallback: a dev catalogue's string, or a
 * compiled catalogue's plain text (a built Storybook's, whose messages are ASTs: literals only).
 */
export function messageText(messages: Messages | null, id: string, fallback: string): string {
  const message = messages?.[id];
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && message.every(isLiteralElement))
    return message.map((part) => part.value).join('');
  return fallback;
}

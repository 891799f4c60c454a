import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * A catalogue: message strings (dev server, tests, Storybook), or their ASTs in the production
 * build, which compiles each catalogue and keeps only usable translations (messagesPlugin).
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

const LOADING = /^loading[.…]*$/i;

/**
 * spec 5: a translation falls back to English when it is empty, starts with its key, or reads
 * Loading (what translation tools leave behind for an entry nobody translated).
 */
export function isTranslated(
  id: string,
  translation: unknown,
): translation is string | MessageFormatElement[] {
  // Compiled by the build, which kept only the usable translations.
  if (Array.isArray(translation)) return true;
  if (typeof translation !== 'string') return false;
  const text = translation.trim();
  return text !== '' && !text.startsWith(id) && !LOADING.test(text);
}

/**
 * Every English message, replaced by the translation where there is a usable one.
 * Ids English does not know are dropped: no code asks for them.
 */
export function withFallback<M extends Messages>(
  messages: Readonly<Record<string, unknown>>,
  english: M,
): M {
  const merged: Record<string, unknown> = {};
  for (const [id, fallback] of Object.entries(english)) {
    const translation = messages[id];
    merged[id] = isTranslated(id, translation) ? translation : fallback;
  }
  // Both catalogues come from the same build, so each value is of English's kind.
  return merged as M;
}

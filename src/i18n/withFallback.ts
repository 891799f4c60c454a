export type Messages = Record<string, string>;

const LOADING = /^loading[.…]*$/i;

/**
 * spec 5: a translation falls back to English when it is empty, starts with its key, or reads
 * Loading (what translation tools leave behind for an entry nobody translated).
 */
export function isTranslated(id: string, translation: unknown): translation is string {
  if (typeof translation !== 'string') return false;
  const text = translation.trim();
  return text !== '' && !text.startsWith(id) && !LOADING.test(text);
}

/**
 * Every English message, replaced by the translation where there is a usable one.
 * Ids English does not know are dropped: no code asks for them.
 */
export function withFallback(
  messages: Readonly<Record<string, unknown>>,
  english: Messages,
): Messages {
  const merged: Messages = {};
  for (const [id, fallback] of Object.entries(english)) {
    const translation = messages[id];
    merged[id] = isTranslated(id, translation) ? translation : fallback;
  }
  return merged;
}

const MAX_SHOWN = 80;

/** A value as a message shows it after "got": strings quoted and shortened, containers named. */
export function showValue(value: unknown): string {
  if (typeof value === 'string') {
    const text = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN - 3)}...` : value;
    return JSON.stringify(text);
  }
  if (Array.isArray(value)) return 'an array';
  if (value !== null && typeof value === 'object') return 'an object';
  if (value === undefined) return 'nothing';
  return String(value);
}

/** The value with its JSON type, for type errors: 'string "yes"', 'number 3', 'null'. */
export function showTypedValue(value: unknown): string {
  if (value === null || Array.isArray(value) || typeof value === 'object') return showValue(value);
  const type = typeof value === 'number' && Number.isInteger(value) ? 'integer' : typeof value;
  return `${type} ${showValue(value)}`;
}

/** 'a, b and c' */
export function listWords(words: readonly string[], conjunction = 'or'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}

/**
 * A template text of the tenant file (template.app_desc, login_prompt_text, or languages.texts'
 * own) as the member reads it (docs/i18n.md, "Merchant texts"): the sentence itself, or, when it
 * names a merchant text (`merchant.appDesc`), that text from the messages in the member's language
 * (merged by the locale store, rewritten in the pseudo-locales). An id no text answers gives '',
 * never the id. The template's texts take no values: only their words are kept.
 */
export function templateText(value: string, messages: Readonly<Record<string, unknown>>): string {
  if (!/^merchant\.[A-Za-z][A-Za-z0-9_.-]*$/.test(value.trim())) return value;
  const message = messages[value.trim()];
  // A catalogue of strings (development, tests, stories), or of ASTs (the build): literal parts.
  if (typeof message === 'string') return message.replace(/''/g, "'");
  if (!Array.isArray(message)) return '';
  return message
    .map((part: { type?: unknown; value?: unknown }) =>
      part.type === 0 && typeof part.value === 'string' ? part.value : '',
    )
    .join('');
}

import type { LanguageCode } from './languages';
import { withFallback } from './withFallback';
import type { Messages } from './withFallback';

// One chunk per language: a member downloads English and their own language only.
const catalogues = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

function catalogue(code: LanguageCode): Promise<Messages> {
  const file = `./messages/${code.toLowerCase()}.json`;
  const load = catalogues[file];
  if (!load) return Promise.reject(new Error(`No message catalogue ${file} for language ${code}`));
  return load();
}

/**
 * The messages for a language, complete: English fills every id the language lacks or leaves
 * untranslated (spec 5). Rejects when a catalogue chunk cannot be fetched.
 */
export async function loadMessages(code: LanguageCode): Promise<Messages> {
  const english = catalogue('EN');
  if (code === 'EN') return english;
  const [messages, fallback] = await Promise.all([catalogue(code), english]);
  return withFallback(messages, fallback);
}

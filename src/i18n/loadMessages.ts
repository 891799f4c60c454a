import type { LanguageCode } from './languages';
import type { PseudoLocale } from './pseudoLocales';
import { resolveSpecKeys } from './specKeys';
import { withFallback } from './withFallback';
import type { Messages } from './withFallback';

// One chunk per language: a member downloads English and their own language only.
const catalogues = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

// The pseudo-locales: English rewritten by the build (scripts/vite/messagesPlugin.ts). Each is its
// own chunk, fetched only on QA's hosts when ?lang= asks for it (LocaleStore).
const pseudoCatalogues: Record<PseudoLocale, Record<string, () => Promise<Messages>>> = {
  'EN-XA': import.meta.glob<Messages>('./messages/en.json', {
    query: { pseudo: 'en-XA' },
    import: 'default',
  }),
  'AR-XB': import.meta.glob<Messages>('./messages/en.json', {
    query: { pseudo: 'ar-XB' },
    import: 'default',
  }),
};

/** Every English message in a pseudo-locale: complete, no fallback needed. */
export function loadPseudoMessages(locale: PseudoLocale): Promise<Messages> {
  const load = Object.values(pseudoCatalogues[locale])[0];
  if (!load) return Promise.reject(new Error(`No pseudo catalogue for ${locale}`));
  return load();
}

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
  // The production build fills each catalogue's gaps with English itself (messagesPlugin): a
  // member downloads their own language only (decision 0012).
  if (code === 'EN' || import.meta.env.COMPLETE_CATALOGUES === true) return catalogue(code);
  const english = catalogue('EN');
  const [messages, fallback] = await Promise.all([catalogue(code), english]);
  return withFallback(resolveSpecKeys<unknown>(messages), fallback);
}

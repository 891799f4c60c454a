import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { parsePseudoLocale, pseudoTag } from '../../src/i18n/pseudoLocales.ts';
import { resolveSpecKeys } from '../../src/i18n/specKeys.ts';
import { isTranslated } from '../../src/i18n/withFallback.ts';
import { pseudoCatalogue } from '../lib/pseudoLocalize.ts';

/**
 * The message catalogues ship pre-parsed (ICU message ASTs, as `formatjs compile --ast` writes
 * them), so the browser never parses a message and the build drops the ICU parser: about 8 KB gzip
 * less JS at start (docs/i18n.md, "Catalogues ship as ASTs").
 *
 * Only the production build: dev, tests and Storybook keep the plain catalogues and the parser.
 *
 * The build also fills each language's gaps with English (spec 5), so a catalogue is complete
 * on its own and a member downloads only their language (decision 0012). It says so to the app
 * with `import.meta.env.COMPLETE_CATALOGUES` (src/i18n/loadMessages.ts).
 */
export const MESSAGES_PLUGIN = 'mobile-web:messages-ast';

const CATALOGUE = /\/src\/i18n\/messages\/[^/]+\.json$/;

/**
 * A catalogue's messages as ASTs; a message that does not parse fails the build, naming it.
 * Other languages keep only usable translations (spec 5): English fills the rest at run time.
 */
export function compileCatalogue(
  messages: Record<string, string>,
  file: string,
  fallback?: Record<string, string>,
) {
  const english = basename(file) === 'en.json';
  const usable = Object.entries(resolveSpecKeys(messages)).filter(
    ([id, message]) => english || isTranslated(id, message),
  );
  // As withFallback does at run time: every English id, in the language where it is usable.
  const translated = new Map(usable);
  const entries = fallback
    ? Object.entries(fallback).map(([id, text]): [string, string] => [
        id,
        translated.get(id) ?? text,
      ])
    : usable;
  return Object.fromEntries(
    entries.map(([id, message]) => {
      try {
        return [id, parse(message)];
      } catch (error) {
        throw new Error(`${file}: message ${id} is not valid ICU: ${String(error)}`, {
          cause: error,
        });
      }
    }),
  );
}

export function messagesPlugin(): Plugin {
  return {
    name: MESSAGES_PLUGIN,
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      // Each catalogue is complete (English fills the gaps above): loadMessages needs no English.
      define: { 'import.meta.env.COMPLETE_CATALOGUES': 'true' },
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOGUE.test(file) || PSEUDO_QUERY.test(id)) return null;
      const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      const englishFile = join(dirname(file), 'en.json');
      let fallback: Record<string, string> | undefined;
      if (file !== englishFile) {
        this.addWatchFile(englishFile);
        fallback = JSON.parse(await readFile(englishFile, 'utf8')) as Record<string, string>;
      }
      // Still JSON: Vite's JSON plugin turns it into the module, as for any catalogue.
      return JSON.stringify(compileCatalogue(messages, file, fallback));
    },
  };
}

export const PSEUDO_LOCALES_PLUGIN = 'mobile-web:pseudo-locales';

const PSEUDO_QUERY = /[?&]pseudo=([^&]+)/;

/**
 * `src/i18n/messages/en.json?pseudo=en-XA` (and `ar-XB`): the English catalogue in a
 * pseudo-locale, as ASTs, in the dev server, Storybook and the build alike. loadMessages imports
 * them only when the page may use them (docs/i18n.md, "Pseudo-locales").
 */
/** The virtual module of a pseudo-locale's catalogue: `${PSEUDO_MESSAGES_MODULE}en-XA.js`. */
export const PSEUDO_MESSAGES_MODULE = '\0mobile-web:pseudo-messages/';

export function pseudoLocalesPlugin(): Plugin {
  const VIRTUAL = PSEUDO_MESSAGES_MODULE;
  // The English catalogue each virtual module reads (one per app; the id must not look like JSON).
  let english = '';
  return {
    name: PSEUDO_LOCALES_PLUGIN,
    enforce: 'pre',
    async resolveId(source, importer) {
      const locale = parsePseudoLocale(PSEUDO_QUERY.exec(source)?.[1]);
      if (!locale || !/(^|\/)en\.json\?/.test(source)) return null;
      const resolved = await this.resolve(source.split('?')[0] ?? source, importer, {
        skipSelf: true,
      });
      if (!resolved || !resolved.id.endsWith('/src/i18n/messages/en.json')) return null;
      english = resolved.id;
      // A module of its own, not JSON to Vite (its JSON plugin would parse it again).
      return `${VIRTUAL}${pseudoTag(locale)}.js`;
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const pseudo = parsePseudoLocale(/([a-z]{2}-[A-Z]{2})\.js/.exec(id)?.[1]);
      const file = english;
      if (!pseudo || !file) return null;
      this.addWatchFile(file);
      const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      const catalogue = JSON.stringify(pseudoCatalogue(compileCatalogue(messages, file), pseudo));
      // JSON.parse of a string literal: V8 reads it faster than the same object literal.
      return `export default JSON.parse(${JSON.stringify(catalogue)});`;
    },
  };
}

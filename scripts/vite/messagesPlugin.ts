import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { isTranslated } from '../../src/i18n/withFallback.ts';

/**
 * The message catalogues ship pre-parsed (ICU message ASTs, as `formatjs compile --ast` writes
 * them), so the browser never parses a message and the build drops the ICU parser: about 8 KB gzip
 * less JS at start (docs/i18n.md, "Catalogues ship as ASTs").
 *
 * Only the production build: dev, tests and Storybook keep the plain catalogues and the parser.
 */
export const MESSAGES_PLUGIN = 'mobile-web:messages-ast';

const CATALOGUE = /\/src\/i18n\/messages\/[^/]+\.json$/;

/**
 * A catalogue's messages as ASTs; a message that does not parse fails the build, naming it.
 * Other languages keep only usable translations (spec 5): English fills the rest at run time.
 */
export function compileCatalogue(messages: Record<string, string>, file: string) {
  const english = basename(file) === 'en.json';
  return Object.fromEntries(
    Object.entries(messages)
      .filter(([id, message]) => english || isTranslated(id, message))
      .map(([id, message]) => {
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
      if (!CATALOGUE.test(file)) return null;
      const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      // Still JSON: Vite's JSON plugin turns it into the module, as for any catalogue.
      return JSON.stringify(compileCatalogue(messages, file));
    },
  };
}

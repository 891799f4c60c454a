import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PADDING_WORDS } from '../../scripts/lib/pseudoLocalize.ts';
import { expect, test } from './fixtures';
import {
  inkCollisions,
  leftToRightLeftovers,
  overflowingTexts,
  untranslatedTexts,
} from './pseudoChecks';

/**
 * The pseudo-locale walk (docs/i18n.md, "Pseudo-locales"): open each screen in en-XA or ar-XB
 * and run the checks of pseudoChecks.ts on it. Used by pseudo-locale.spec.ts and, for the
 * screens only demo faults bring up, pseudo-locale.faults.spec.ts.
 */

export const LOCALES = [
  { lang: 'en-XA', dir: 'ltr' },
  { lang: 'ar-XB', dir: 'rtl' },
] as const;

/**
 * Plain words that may stay plain, lower case, each with why. The merchant's texts from its
 * tenant file and the server's answers are data, allowed as whole texts (below).
 */
const ALLOWED_WORDS = [
  // Sign-in providers' brand names ("Continue with LINE").
  ...['line', 'telegram', 'maya', 'google', 'facebook'],
  // Dates and times of matches are Intl's, in the formatting locale (English for a pseudo-locale).
  ...['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'],
  ...['am', 'pm'],
];

/** Every string in a JSON value. */
function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value.trim()];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}

/**
 * The tenant file's texts: the merchant writes them (download bar, chat names ...). Not its
 * merchant texts (`texts`): the pseudo-locales rewrite those like the catalogue's, so one shown
 * plain is a finding.
 */
function tenantTexts(code: string): string[] {
  const { texts: _merchantTexts, ...rest } = JSON.parse(
    readFileSync(`tenants/${code}.json`, 'utf8'),
  ) as Record<string, unknown>;
  return jsonStrings(rest);
}

/**
 * What the server sent is data, not a message: game and category names, announcements,
 * promotions, VIP labels, the member's name, an error's server message (spec 8).
 */
export function collectServerTexts(page: Page): ServerTexts {
  const texts = new Set<string>();
  const reading = new Set<Promise<void>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/wps/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const read = response
      .json()
      .then((body: unknown) => {
        for (const text of jsonStrings(body)) texts.add(text);
      })
      .catch(() => undefined) // a redirect or an empty answer has no texts
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return {
    // A body is read over the browser's protocol after the page has it: on a loaded machine the
    // page can show a game's name before the test holds it, so each check waits for the reads.
    async all() {
      while (reading.size > 0) await Promise.all(reading);
      return [...texts];
    },
  };
}

export interface ServerTexts {
  /** Every text of the answers so far, once the bodies that have arrived are read. */
  all(): Promise<string[]>;
}

export type Step = (page: Page) => Promise<void>;

export interface Screen {
  name: string;
  /** Address under /m, without tenant and lang; {now} becomes the time (a fresh value). */
  path: string;
  /** Default demo. */
  tenant?: string;
  member?: boolean;
  /** Before the page opens (routes ...). */
  before?: Step;
  /** What the member does once the page is up (open a dialog ...), ending when it shows. */
  then?: Step;
}

async function open(page: Page, screen: Screen, lang: string) {
  const [path = '', query] = screen.path.replace('{now}', String(Date.now())).split('?');
  const params = new URLSearchParams(query);
  const tenant = screen.tenant ?? 'demo';
  params.set('tenant', tenant);
  params.set('lang', lang);
  if (screen.member) params.set('token', `demo-token.${tenant}.member1`);
  await screen.before?.(page);
  await page.goto(`/m${path}?${params}`);
  await expect(page.locator('#splash')).toHaveCount(0);
  await screen.then?.(page);
}

/** Opens each screen in `lang` and checks it; every finding of every screen is reported. */
export async function walk(page: Page, lang: string, screens: readonly Screen[]): Promise<void> {
  const dir = LOCALES.find((l) => l.lang === lang)?.dir;
  const serverTexts = collectServerTexts(page);
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await open(page, screen, lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir ?? 'ltr');
      const soft = expect.configure({ soft: true, timeout: 3_000 });
      if (lang === 'en-XA') {
        await soft
          .poll(
            async () =>
              page.evaluate(untranslatedTexts, {
                allowedWords: ALLOWED_WORDS,
                allowedTexts: [
                  ...tenantTexts(screen.tenant ?? 'demo'),
                  ...(await serverTexts.all()),
                ],
                paddingWords: PADDING_WORDS,
              }),
            { message: `${screen.name}: plain English on screen` },
          )
          .toEqual([]);
      } else {
        await soft
          .poll(() => page.evaluate(leftToRightLeftovers), {
            message: `${screen.name}: left-to-right leftovers`,
          })
          .toEqual([]);
      }
      await soft
        .poll(() => page.evaluate(overflowingTexts), {
          message: `${screen.name}: text that does not fit`,
        })
        .toEqual([]);
      await soft
        .poll(() => page.evaluate(inkCollisions), {
          message: `${screen.name}: lines that run into each other, headings cut`,
        })
        .toEqual([]);
    });
  }
}

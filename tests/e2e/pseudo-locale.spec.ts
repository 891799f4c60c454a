import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PADDING_WORDS } from '../../scripts/lib/pseudoLocalize.ts';
import { expect, test } from './fixtures';
import { leftToRightLeftovers, overflowingTexts, untranslatedTexts } from './pseudoChecks';

/**
 * QA's pseudo-locales walked over the main screens (docs/i18n.md, "Pseudo-locales"):
 * - en-XA (every message accented, bracketed, 40 % longer): no plain English on screen (a text
 *   that bypasses react-intl) and no text clipped or sticking out of its box;
 * - ar-XB (English right to left): no left-to-right leftovers (physical CSS sides, unmirrored
 *   arrows, a carousel running the wrong way), and nothing clipped either.
 */

/**
 * Plain words that may stay plain, lower case, each with why. Only data: the merchant's own
 * texts from its tenant file and the demo API's content are the merchant's words, not messages.
 */
const ALLOWED_WORDS = [
  // Sign-in providers' brand names ("Continue with LINE").
  ...['line', 'telegram', 'maya', 'google', 'facebook'],
];

/**
 * What the server sent is data, not a message: game and category names, announcements,
 * promotions, VIP labels, the member's name, an error's server message (spec 8).
 */
function collectServerTexts(page: Page): Set<string> {
  const texts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/wps/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    response
      .json()
      .then((body: unknown) => {
        for (const text of jsonStrings(body)) texts.add(text);
      })
      .catch(() => undefined); // a redirect or an empty answer has no texts
  });
  return texts;
}

/** Every string in a JSON value. */
function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value.trim()];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}
/** The tenant file's texts: the merchant writes them (download bar, chat names ...). */
const TENANT_TEXTS = jsonStrings(JSON.parse(readFileSync('tenants/demo.json', 'utf8')));

type Step = (page: Page) => Promise<void>;

interface Screen {
  name: string;
  /** Address under /m, without tenant and lang. */
  path: string;
  member?: boolean;
  /** What the member does once the page is up (open a dialog ...), ending when it shows. */
  then?: Step;
}

const loaded: Step = async (page) => {
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.locator('main')).not.toBeEmpty();
};

const SCREENS: Record<string, Screen[]> = {
  visitor: [
    { name: 'login', path: '/login' },
    { name: 'register', path: '/register' },
    { name: 'home', path: '/home' },
    { name: 'invite', path: '/inviteFriends' },
    {
      name: 'login error notice',
      path: '/login',
      then: async (page) => {
        await page.locator('form button[type="submit"]').first().click();
        await expect(page.locator('[role="alert"], .field-error').first()).toBeVisible();
      },
    },
    {
      name: 'download popup',
      path: '/home',
      then: async (page) => {
        await page.locator('.download-bar-button').click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
  ],
  member: [
    { name: 'home', path: '/home', member: true },
    { name: 'invite', path: '/inviteFriends', member: true },
    { name: 'change password', path: '/changePsw', member: true },
    {
      name: 'launch page',
      // DEMO_SLOW… hangs its first launch ({now}: a new code each time): the page stays up.
      path: '/launchGame?vendor=LOTTOHUB&code=DEMO_SLOW{now}',
      member: true,
      then: async (page) => {
        await expect(page.locator('main h1, main [role="status"]').first()).toBeVisible();
      },
    },
    {
      name: 'customer-service list',
      path: '/home',
      member: true,
      then: async (page) => {
        await page.getByTestId('customer-service-button').click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
  ],
};

const LOCALES = [
  { lang: 'en-XA', dir: 'ltr' },
  { lang: 'ar-XB', dir: 'rtl' },
] as const;

async function open(page: Page, screen: Screen, lang: string) {
  const [path = '', query] = screen.path.replace('{now}', String(Date.now())).split('?');
  const params = new URLSearchParams(query);
  params.set('tenant', 'demo');
  params.set('lang', lang);
  if (screen.member) params.set('token', 'demo-token.demo.member1');
  await page.goto(`/m${path}?${params}`);
  await loaded(page);
  await screen.then?.(page);
}

for (const { lang, dir } of LOCALES) {
  for (const [group, screens] of Object.entries(SCREENS)) {
    test(`${lang}: ${group} screens`, async ({ page }) => {
      const serverTexts = collectServerTexts(page);
      for (const screen of screens) {
        await test.step(screen.name, async () => {
          await open(page, screen, lang);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(page.locator('html')).toHaveAttribute('dir', dir);
          const soft = expect.configure({ soft: true, timeout: 3_000 });
          if (lang === 'en-XA') {
            await soft
              .poll(() =>
                page.evaluate(untranslatedTexts, {
                  allowedWords: ALLOWED_WORDS,
                  allowedTexts: [...TENANT_TEXTS, ...serverTexts],
                  paddingWords: PADDING_WORDS,
                }),
              )
              .toEqual([]);
          } else {
            await soft.poll(() => page.evaluate(leftToRightLeftovers)).toEqual([]);
          }
          await soft.poll(() => page.evaluate(overflowingTexts)).toEqual([]);
        });
      }
    });
  }
}

test.describe('on a merchant domain (a production build)', () => {
  test.use({ serviceWorkers: 'block' });

  test('?lang=en-XA is ignored, and the pseudo catalogue is never fetched nor precached', async ({
    page,
    baseURL,
  }) => {
    const local = new URL(baseURL ?? '');
    const fetched: string[] = [];
    // m.demo-casino.test is the demo tenant's domain: serve it from the built app.
    await page.route('http://m.demo-casino.test/**', async (route) => {
      const url = new URL(route.request().url());
      fetched.push(url.pathname);
      url.protocol = local.protocol;
      url.host = local.host;
      await route.fulfill({ response: await route.fetch({ url: url.href }) });
    });
    await page.goto('http://m.demo-casino.test/m/login?lang=en-XA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(fetched.filter((path) => /en-XA|ar-XB/.test(path))).toEqual([]);
    const worker = await (await page.request.get(`${baseURL}/m/sw.js`)).text();
    expect(worker).not.toMatch(/en-XA|ar-XB/);
  });
});

test('the checks find what they look for', async ({ page }) => {
  await page.setContent(`<!doctype html><html dir="rtl"><head><style>
    .tight { width: 40px; overflow: hidden; white-space: nowrap; }
    .pad { margin-left: 8px; }
    .end { text-align: right; }
  </style></head><body>
    <p>[Ļöĝ îñ one]</p>
    <p>Hard-coded text</p>
    <input placeholder="Search">
    <div class="tight">[Ŝöɱé ļöñĝ ţéẋţ one two three]</div>
    <p class="pad end">→</p>
  </body></html>`);
  const texts = await page.evaluate(untranslatedTexts, {
    allowedWords: [],
    allowedTexts: [],
    paddingWords: PADDING_WORDS,
  });
  expect(texts).toEqual(['text "Hard-coded text" in <p>', 'placeholder "Search" on <input>']);
  expect(await page.evaluate(overflowingTexts)).toEqual([
    expect.stringMatching(/^clipped: <div\.tight>/),
  ]);
  expect(await page.evaluate(leftToRightLeftovers)).toEqual([
    'physical CSS: .pad { margin-left: 8px; margin-right: unset }',
    'physical CSS: .end { text-align: right }',
    'unmirrored arrow "→" in <p.pad.end>',
  ]);
});

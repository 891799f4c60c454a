import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { accent, forceRtl, PADDING_WORDS } from '../../scripts/lib/pseudoLocalize.ts';
import { NOTIFICATIONS_TAG } from '../../scripts/lib/chromium.ts';
import { expect, test } from './fixtures';
import { leftToRightLeftovers, overflowingTexts, untranslatedTexts } from './pseudoChecks';
import type { Screen } from './pseudoWalk';
import { LOCALES, walk } from './pseudoWalk';

/**
 * QA's pseudo-locales walked over the main screens (docs/i18n.md, "Pseudo-locales"):
 * - en-XA (every message accented, bracketed, 40 % longer): no plain English on screen (a text
 *   that bypasses react-intl) and no text clipped or sticking out of its box;
 * - ar-XB (English right to left): no left-to-right leftovers (physical CSS sides, unmirrored
 *   arrows, a carousel running the wrong way), and nothing clipped either.
 * Maintenance, access denied and the domain popup: pseudo-locale.faults.spec.ts.
 */

const PASSWORD = 'Passw0rd!';

async function logIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  const form = page.locator('main form').first();
  await form.locator('input[autocomplete="username"], input[type="text"]').first().fill(username);
  await form.locator('input[type="password"]').first().fill(password);
  await form.locator('button[type="submit"]').first().click();
}

const SCREENS: Record<string, Screen[]> = {
  visitor: [
    { name: 'login', path: '/login' },
    { name: 'register', path: '/register' },
    { name: 'home', path: '/home' },
    { name: 'invite', path: '/inviteFriends' },
    {
      name: 'login error',
      path: '/login',
      then: async (page) => {
        await logIn(page, 'member1', 'not-the-password');
        await expect(page.locator('main [role="alert"]')).toBeVisible();
      },
    },
    {
      name: 'second factor',
      path: '/login',
      then: async (page) => {
        await logIn(page, 'twofa1');
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
    {
      name: 'status notice (no answer)',
      path: '/login',
      before: async (page) => {
        await page.route('**/wps/v2/system/status**', (route) => route.abort('failed'));
      },
      then: async (page) => {
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await page.unroute('**/wps/v2/system/status**');
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
    {
      // vn-lotto asks a visitor to log in before downloading: the login dialog.
      name: 'login dialog',
      path: '/home',
      tenant: 'vn-lotto',
      then: async (page) => {
        await page.locator('.download-bar-button').click();
        await expect(page.getByRole('dialog').locator('input[type="password"]')).toBeVisible();
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
  // Each prompt on a page of its own: their scripts and routes stay for the page.
  install: [
    {
      name: 'install prompt',
      path: '/home',
      member: true,
      // The browser's offer, once the page has loaded (as pwa.spec.ts does).
      before: async (page) => {
        await page.addInitScript(() => {
          window.addEventListener('load', () => {
            const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
              prompt: () => Promise.resolve(),
              userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
            });
            window.dispatchEvent(event);
          });
        });
      },
      then: async (page) => {
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
  ],
  push: [
    {
      name: 'push opt-in',
      path: '/home',
      member: true,
      // The modal after 1 s instead of the tenant's 10 (push.promptDelaySeconds).
      before: async (page) => {
        await page.route('**/m/tenants/demo.json', async (route) => {
          const response = await route.fetch();
          const tenant = (await response.json()) as { push: { promptDelaySeconds?: number } };
          tenant.push.promptDelaySeconds = 1;
          await route.fulfill({ response, json: tenant });
        });
      },
      then: async (page) => {
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
  ],
  // Every other merchant's member home: its own lanes (sports, fishing), menu and theme; and the
  // merchants' own texts (docs/i18n.md, "Merchant texts"), rewritten like the catalogue's.
  merchants: [
    ...['vn-lotto', 'ph-maya', 'th-line', 'pk-urdu'].map((tenant) => ({
      name: `${tenant} home`,
      path: '/home',
      tenant,
      member: true,
      then: tenant === 'vn-lotto' ? showsLottoDealsRewritten : undefined,
    })),
    // pk-urdu's own login line is Urdu only: the pseudo-locales (English underneath) show ours.
    { name: 'pk-urdu login', path: '/login', tenant: 'pk-urdu' },
  ],
  // The smallest phones (320 px) for a visitor; the member's header at 320 px is its own work.
  narrow: [
    { name: 'login at 320 px', path: '/login' },
    { name: 'register at 320 px', path: '/register' },
    {
      name: 'download popup at 320 px',
      path: '/home',
      then: async (page) => {
        await page.locator('.download-bar-button').click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
  ],
  // The platform's own app below the tenant's latest version: the upgrade modal.
  app: [
    {
      name: 'upgrade modal',
      path: '/home',
      then: async (page) => {
        await expect(page.getByRole('alertdialog')).toBeVisible();
      },
    },
  ],
};

/**
 * vn-lotto's own menu entry (tenants/vn-lotto.json), rewritten by the locale: en-XA's is the
 * English text accented; ar-XB resolves to the tenant's default language (Vietnamese), its
 * words forced right to left. Never one of the merchant's texts as written.
 */
async function showsLottoDealsRewritten(page: Page): Promise<void> {
  const texts = (
    JSON.parse(readFileSync('tenants/vn-lotto.json', 'utf8')) as {
      texts: Record<string, Record<string, string>>;
    }
  ).texts['merchant.lottoDeals'] as Record<string, string>;
  const lang = new URL(page.url()).searchParams.get('lang');
  const menu = page.locator('.menu-grid');
  await expect(menu).toContainText(
    lang === 'ar-XB' ? forceRtl(texts.VI ?? '') : `[${accent(texts.EN ?? '')}`,
  );
  for (const written of Object.values(texts)) await expect(menu).not.toContainText(written);
}

const USER_AGENTS: Record<string, string | undefined> = {
  app: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 MobileWebApp/2.4.38',
};

for (const { lang } of LOCALES) {
  for (const [group, screens] of Object.entries(SCREENS)) {
    test.describe(() => {
      const userAgent = USER_AGENTS[group];
      if (userAgent) test.use({ userAgent });
      if (group === 'narrow') test.use({ viewport: { width: 320, height: 640 } });
      // The install prompt is offered without a service worker in the way (pwa.spec.ts).
      test.use({ serviceWorkers: 'block' });
      // The push prompt needs a browser that asks for notifications (NOTIFICATIONS_TAG).
      const details = group === 'push' ? { tag: NOTIFICATIONS_TAG } : {};
      test(`${lang}: ${group} screens`, details, async ({ page, consoleErrors }) => {
        // A page load and its checks per screen: the walk's length follows the list.
        test.setTimeout(10_000 + screens.length * 6_000);
        // The status notice screen fails the status call on purpose.
        consoleErrors.allow(/net::ERR_FAILED \(\S+\/wps\/v2\/system\/status/);
        await walk(page, lang, screens);
      });
    });
  }
}

test.describe('on a merchant domain (a production build)', () => {
  test.use({ serviceWorkers: 'block' });

  test('?lang=en-XA is ignored, and the pseudo catalogue is never fetched nor precached', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    // The merchant's domain on plain http here: Chromium ignores (and says it ignores) the pages'
    // Cross-Origin-Opener-Policy on an origin that is not secure. Production pages are https.
    consoleErrors.allow(/Cross-Origin-Opener-Policy header has been ignored/);
    const local = new URL(baseURL ?? '');
    const fetched: string[] = [];
    // m.demo-casino.test is the demo tenant's domain: serve it from the built app.
    await page.route('http://m.demo-casino.test/**', async (route) => {
      const url = new URL(route.request().url());
      fetched.push(url.pathname);
      url.protocol = local.protocol;
      url.host = local.host;
      try {
        await route.fulfill({ response: await route.fetch({ url: url.href }) });
      } catch (error) {
        // A request still on its way when the page closes (an icon after the paint) ends with
        // the test; anything else is a real failure.
        if (!page.isClosed()) throw error;
      }
    });
    await page.goto('http://m.demo-casino.test/m/login?lang=en-XA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(fetched.filter((path) => /en-XA|ar-XB/.test(path))).toEqual([]);
    const worker = await (await page.request.get(`${baseURL}/m/sw.js`)).text();
    expect(worker).not.toMatch(/en-XA|ar-XB/);
    // What the page asks for after its first paint (the update check, the schema check) must
    // not reach the real network once the route is gone: the page closes first.
    await page.close();
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

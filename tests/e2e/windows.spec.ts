import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withTenantPatch } from './tenantFlags';

/**
 * Windows the app opens for games and downloads have no `opener`: the page there cannot send the
 * merchant's tab elsewhere (reverse tabnabbing). And only https addresses are opened at all
 * (ARCHITECTURE.md, Security rules; docs/security.md).
 */

const asMember = (tenant = 'demo') => `tenant=${tenant}&token=demo-token.${tenant}.member1&lang=EN`;
const LAUNCH = `/m/launchGame?${asMember()}&vendor=LOTTOHUB&code=SEA_5D`;

const GAME_HOST = 'https://games.vendor.test';
const HOSTILE_GAME = `${GAME_HOST}/play?game=SEA_5D`;
const PHISHING = 'https://phish.example.test/login';
const APK = 'https://download.demo-casino.test/app/demo-casino.apk';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko)';
/** The platform's own app wrapper, older than the direct-download version 2.4.39. */
const OLDER_APP = `${ANDROID} Chrome/131.0.0.0 Mobile Safari/537.36 MobileWebApp/2.4.38`;

/**
 * A page as a hostile game vendor (or a download host) could serve it: it notes whether it has
 * an opener in its title, then tries to send that opener to a look-alike login page.
 */
const HOSTILE_PAGE = `<!doctype html><html><head><title>loading</title></head><body><script>
  const opener = window.opener;
  document.title = opener === null ? 'no opener' : 'has opener';
  if (opener) opener.location = ${JSON.stringify(PHISHING)};
</script></body></html>`;

/** Serves the hostile page on the game and download hosts; records every phishing request. */
async function hostilePages(page: Page): Promise<{ phished: string[]; asked: string[] }> {
  const phished: string[] = [];
  const asked: string[] = [];
  const context = page.context();
  for (const host of [GAME_HOST, 'https://download.demo-casino.test']) {
    await context.route(`${host}/**`, async (route) => {
      asked.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: HOSTILE_PAGE });
    });
  }
  await context.route('https://phish.example.test/**', async (route) => {
    phished.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<title>phished</title>' });
  });
  return { phished, asked };
}

/** The demo's game launch, answering `gameUrl` instead of the demo game page. */
async function launchAnswers(page: Page, gameUrl: string): Promise<void> {
  await page.route(
    (url) => url.pathname === '/wps/game/launchGame',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { value: Record<string, unknown> | null };
      body.value = { ...body.value, gameUrl };
      await route.fulfill({ response, json: body });
    },
  );
}

/** The merchant opens games in a new window (games.openGameIn). */
const gamesInNewWindow = (page: Page) =>
  withTenantPatch(page, 'demo', (tenant) => {
    (tenant.games as Record<string, unknown>).openGameIn = 'newWindow';
  });

/** Counts the windows the page opens. */
function countPopups(page: Page): () => number {
  let count = 0;
  page.on('popup', () => void (count += 1));
  return () => count;
}

test.describe('a game in a new window', () => {
  test.beforeEach(({ page }) => gamesInNewWindow(page));

  test("has no opener: the game's page cannot move the merchant's tab", async ({ page }) => {
    const { phished } = await hostilePages(page);
    await launchAnswers(page, HOSTILE_GAME);
    const popup = page.waitForEvent('popup');
    await page.goto(LAUNCH);
    const game = await popup;
    await expect(game).toHaveURL(HOSTILE_GAME);
    // The page's script ran, found no opener, and so had no tab to send anywhere.
    await expect(game).toHaveTitle('no opener');
    await expect(page.getByRole('status')).toHaveText('The game is open in a new window.');
    await expect(page).toHaveURL(/\/m\/launchGame\?/);
    expect(phished).toEqual([]);
  });

  test("the demo's own game page, on the merchant's origin, has no opener either", async ({
    page,
  }) => {
    const popup = page.waitForEvent('popup');
    await page.goto(LAUNCH);
    const game = await popup;
    await expect(game).toHaveURL(/\/m\/demo-game\.html\?game=SEA_5D/);
    await expect(game.locator('#game')).toHaveText('SEA_5D');
    expect(await game.evaluate(() => window.opener === null)).toBe(true);
    await expect(page).toHaveURL(/\/m\/launchGame\?/);
  });

  test('a blocked window is still told apart: popup_blocked, and the game can open here', async ({
    page,
  }) => {
    // What a popup blocker does: window.open answers null.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(LAUNCH);
    await expect(page.getByRole('alert')).toHaveText(
      'Your browser blocked the game window. Allow pop-ups for this site, or open the game here.',
    );
    await page.getByRole('button', { name: 'Open the game here' }).click();
    await expect(page).toHaveURL(/\/m\/demo-game\.html\?game=SEA_5D/);
  });
});

test.describe('a game address that is not https', () => {
  for (const [where, gameUrl] of [
    ['a new window', 'http://games.vendor.test/play?game=SEA_5D'],
    ['a new window', '//games.vendor.test/play?game=SEA_5D'],
    ['this tab', 'http://games.vendor.test/play?game=SEA_5D'],
    ['this tab', '//games.vendor.test/play?game=SEA_5D'],
  ] as const) {
    test(`${gameUrl} in ${where}: nothing opens, and the member is told`, async ({ page }) => {
      if (where === 'a new window') await gamesInNewWindow(page);
      const { asked } = await hostilePages(page);
      await page.context().route('http://games.vendor.test/**', async (route) => {
        asked.push(route.request().url());
        await route.fulfill({ contentType: 'text/html', body: HOSTILE_PAGE });
      });
      const popups = countPopups(page);
      await launchAnswers(page, gameUrl);
      await page.goto(LAUNCH);
      await expect(page.getByRole('alert')).toHaveText('The game could not be started right now.');
      // No retry: the same answer would be refused again.
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      await expect(page).toHaveURL(/\/m\/launchGame\?/);
      expect(popups()).toBe(0);
      expect(asked).toEqual([]);
    });
  }
});

test.describe('a download in a new window (an app older than 2.4.39)', () => {
  test.use({ userAgent: OLDER_APP });

  test("has no opener: the download host's page cannot move the merchant's tab", async ({
    page,
  }) => {
    const { phished, asked } = await hostilePages(page);
    await page.goto(`/m/home?${asMember()}`);
    const upgrade = page.getByRole('alertdialog', { name: 'A new version of the app' });
    const popup = page.waitForEvent('popup');
    await upgrade.getByRole('button', { name: 'Upgrade now' }).click();
    const download = await popup;
    await expect(download).toHaveURL(APK);
    await expect(download).toHaveTitle('no opener');
    expect(asked).toEqual([APK]);
    await expect(upgrade).toBeVisible(); // the app stays where it was
    await expect(page).toHaveURL(/\/m\/home\?/);
    expect(phished).toEqual([]);
  });
});

test.describe('a download link that is not https', () => {
  test.use({ userAgent: `${ANDROID} Chrome/131.0.0.0 Mobile Safari/537.36` });

  for (const link of [
    'http://download.demo-casino.test/app.apk',
    '//download.demo-casino.test/app.apk',
  ]) {
    test(`${link}: nothing opens, and the member is told`, async ({ page }) => {
      const { asked } = await hostilePages(page);
      await page.context().route('http://download.demo-casino.test/**', async (route) => {
        asked.push(route.request().url());
        await route.fulfill({ contentType: 'text/html', body: HOSTILE_PAGE });
      });
      // The server's download links win over the tenant file's: the server answers this one.
      await page.route(
        (url) => url.pathname === '/wps/relay/WPSCORE_getDownloadSetting',
        async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as {
            value: { links: Array<{ resourceType: string; url: string }> };
          };
          for (const entry of body.value.links)
            if (entry.resourceType === 'Android') entry.url = link;
          await route.fulfill({ response, json: body });
        },
      );
      const popups = countPopups(page);
      await page.goto('/m/home?tenant=demo&lang=EN');
      const bar = page.getByRole('complementary', { name: 'Get the app' });
      await bar.getByRole('button', { name: 'Download', exact: true }).click();
      const here = page.url();
      await page
        .getByRole('dialog', { name: 'Get the app' })
        .getByRole('button', { name: 'Download for Android' })
        .click();
      await expect(
        page.getByText('This download link cannot be opened. Please try again later.'),
      ).toBeVisible();
      expect(page.url()).toBe(here);
      expect(popups()).toBe(0);
      expect(asked).toEqual([]);
    });
  }
});

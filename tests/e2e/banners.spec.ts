import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

/** A member's home, signed in by the demo's QA token. */
const home = (tenant: string, login: string) =>
  `/m/home?tenant=${tenant}&lang=EN&token=demo-token.${tenant}.${login}`;
const TOKEN = 'demo-token.demo.member1';
/** The launch waits 150 ms, then asks the demo API; allow for a busy machine. */
const LAUNCHED = { timeout: 15_000 };

const gameSlides = (page: Page) => page.locator('.banner-slide[data-linkage="G"]');

/** A member taps a banner (it may be swiped off screen: the tap is the button's click). */
async function tap(page: Page, nth: number): Promise<void> {
  await expect(gameSlides(page)).toHaveCount(2);
  await gameSlides(page)
    .nth(nth)
    .evaluate((button: HTMLButtonElement) => button.click());
}

/**
 * The addresses the page goes through: the launch page is passed on its way to the game, often
 * faster than an assertion on the current address could see it.
 */
function visited(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/** The lottery launch call's query, once the tap has sent it. */
function nextLaunch(page: Page): Promise<URLSearchParams> {
  return page
    .waitForRequest((r) => new URL(r.url()).pathname === '/wps/game/launchGame', LAUNCHED)
    .then((r) => new URL(r.url()).searchParams);
}

test.describe('game banners (spec 3, Banner)', () => {
  test("a lottery banner's roomId reaches that room of the game", async ({ page }) => {
    await page.goto(home('demo', 'member1'));
    const urls = visited(page);
    const launch = nextLaunch(page);
    await tap(page, 0);
    const query = await launch;
    expect(
      urls.some((u) => /\/m\/launchGame\?vendor=LOTTOHUB&code=SEA_5D&roomId=SEA_5D-1/.test(u)),
    ).toBe(true);
    expect(query.get('lottoGameCode')).toBe('SEA_5D');
    expect(query.get('roomId')).toBe('SEA_5D-1');
    expect(query.get('lottoView')).toBe('betting');
    // The demo's game page says which room it opened.
    await expect(page).toHaveURL(/\/m\/demo-game\.html\?/, LAUNCHED);
    await expect(page.locator('#details')).toContainText('room SEA_5D-1');
    await expect(page.locator('#game')).toHaveText('SEA_5D');
  });

  test('a game banner naming a game type and no vendor starts its game', async ({ page }) => {
    await page.goto(home('demo', 'member1'));
    const urls = visited(page);
    const launch = nextLaunch(page);
    await tap(page, 1);
    const query = await launch;
    expect(urls.some((u) => /\/m\/launchGame\?code=\d+&gameType=SLOTS$/.test(u))).toBe(true);
    const node = query.get('lottoGameCode');
    expect(node).toMatch(/^\d+$/);
    expect(query.has('roomId')).toBe(false);
    await expect(page).toHaveURL(/\/m\/demo-game\.html\?/, LAUNCHED);
    await expect(page.locator('#game')).toHaveText(node ?? '');
    // Not the launch page's "cannot start this game" (label_start_game_error).
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('content calls go without the session token (spec 6)', () => {
  const CONTENT = [
    '/wps/relay/MCSFE_getListAnnouncements',
    '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
    '/wps/relay/MCSFE_getBanners',
    '/wps/relay/PROMOFE_getPromoCodeEnable',
  ];

  test("a signed-in member's announcements, promotions, banners and promo-code check", async ({
    page,
  }) => {
    const seen = new Map<string, Request>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!seen.has(pathname)) seen.set(pathname, request);
    });
    await page.goto(home('demo', 'member1'));
    await expect(page.locator('.banner-slide').first()).toBeVisible();
    await expect
      .poll(() => CONTENT.filter((path) => !seen.has(path)), { timeout: 15_000 })
      .toEqual([]);
    for (const path of CONTENT) {
      const headers = await seen.get(path)!.allHeaders();
      expect(headers.authorization, `${path} carries no token`).toBeUndefined();
      expect(headers.merchant, `${path} names the merchant`).toBe('demo');
    }
    // The member's own calls still carry it: the test can tell the two apart.
    await expect.poll(() => seen.has('/wps/member/info')).toBe(true);
    expect((await seen.get('/wps/member/info')!.allHeaders()).authorization).toBe(TOKEN);
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage } from './account';

/**
 * What the member sees of timings and reloads (spec 4, 9): the offline notice on https, the
 * sign-in popup reported closed 8 s after it closed, the download text asked again in a new
 * language, and the modal's 250 ms animation.
 */

/** The demo merchant's own host on https; the browser is answered from the preview server. */
const HTTPS_HOST = 'https://m.demo-casino.test';

test.describe('going offline on https', () => {
  // The app's service worker would answer the merchant's host itself: the routes below are the
  // whole server here.
  test.use({ serviceWorkers: 'block' });

  test('shows the offline notice for 1.5 s', async ({ page, context, baseURL }) => {
    // Every request to the https host is answered with what the preview server answers for
    // the same path: the page's address is https, so the app counts the page as secure.
    await context.route(`${HTTPS_HOST}/**`, async (route) => {
      const { pathname, search } = new URL(route.request().url());
      const response = await route.fetch({ url: `${baseURL}${pathname}${search}` });
      await route.fulfill({ response });
    });
    await page.clock.install();
    await page.goto(`${HTTPS_HOST}/m/login?tenant=demo`);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => location.protocol)).toBe('https:');
    // What listens for the network going away starts after the first paint, on the page's
    // timers: it has come down and started before the clock is stopped.
    await page.waitForLoadState('networkidle');
    // The page's time stands still from here: only the test moves it.
    await page.clock.pauseAt(Date.now() + 2_000);

    await context.setOffline(true);
    const notice = page.getByRole('alertdialog');
    await expect(notice).toContainText('You are offline. Please check your network.');
    await page.clock.runFor(1_400);
    await expect(notice).toBeVisible();
    await page.clock.runFor(200);
    await expect(notice).toBeHidden();
    await context.setOffline(false);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('a sign-in popup the member closes', () => {
  const googleButton = (page: Page) =>
    page
      .getByRole('group', { name: 'Or continue with' })
      .getByRole('button', { name: 'Continue with Google' });

  test('ends quietly 8 s after it is seen closed, and the button is free again', async ({
    page,
  }) => {
    // The provider's page stays open and silent: no answer ever comes back.
    await page.context().route('**/m/social-return.html*', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><link rel="icon" href="data:,"><title>Sign in</title>',
      }),
    );
    await page.clock.install();
    await page.goto('/m/login?tenant=pk-urdu&lang=EN');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    const popupOpened = page.waitForEvent('popup');
    const tappedAt = await page.evaluate(() => Date.now());
    await googleButton(page).click();
    const popup = await popupOpened;
    await expect(googleButton(page)).toHaveAttribute('aria-busy', 'true');

    // The page's time stands still from here: only the test moves it. The pause is set ahead of
    // the page's now by more than a loaded machine takes to send it (at 500 ms, a run at a load
    // of 14 arrived past it: "Cannot fast-forward to the past").
    const pausedAt = (await page.evaluate(() => Date.now())) + 2_000;
    await page.clock.pauseAt(pausedAt);
    await popup.close();
    // A phone looks for the closed window every 10 s from the popup's opening (after the tap,
    // before the pause); the result may still be on its way, so the end comes 8 s after that
    // look: not before 18 s after the tap, and by 18 s after the pause.
    await page.clock.runFor(tappedAt + 17_900 - pausedAt);
    await expect(googleButton(page)).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(pausedAt + 18_000 - (tappedAt + 17_900));
    await expect(googleButton(page)).not.toHaveAttribute('aria-busy');
    await expect(googleButton(page)).toBeEnabled();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test('the download text is asked again in the language the member picks', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/wps/relay/WPSCORE_getDownloadSetting') {
      asked.push(request.headers()['language'] ?? '');
    }
  });
  await page.goto('/m/home?tenant=demo&token=demo-token.demo.member1');
  // The bar's name is in the member's language too.
  const bar = page.getByRole('complementary').filter({ hasText: 'Demo Casino' });
  await expect(bar).toContainText('Get the Demo Casino app for faster games');
  await expect.poll(() => asked).toEqual(['EN']);

  await chooseLanguage(page, 'VI');
  await expect(bar).toContainText('Tải ứng dụng Demo Casino để chơi nhanh hơn');
  await expect.poll(() => asked).toEqual(['EN', 'VI']);
});

test.describe('a modal dialog', () => {
  /** The opacity of `selector` with its animation held at `ms`. */
  async function opacityAt(page: Page, selector: string, ms: number): Promise<number> {
    return page.evaluate(
      ([sel, at]) => {
        const element = document.querySelector(sel) as HTMLElement;
        const [animation] = element.getAnimations();
        if (!animation) return -1;
        animation.pause();
        animation.currentTime = at;
        return Number(getComputedStyle(element).opacity);
      },
      [selector, ms] as const,
    );
  }

  test('fades in over 250 ms, and out over 250 ms once closed', async ({ page }) => {
    await page.goto('/m/register?tenant=demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    // The page's animations run 100 times slower, so each can be read while it runs; their own
    // timing (what the member sees at normal speed) is unchanged.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.01 });
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    const opening = await dialog.evaluate((element) =>
      element.getAnimations().map((a) => ({
        name: (a as CSSAnimation).animationName,
        duration: a.effect?.getComputedTiming().duration,
      })),
    );
    expect(opening).toEqual([{ name: 'modal-fade', duration: 250 }]);
    // Unseen at the start, part seen half-way, fully at 250 ms.
    const open = 'dialog.modal-backdrop[open]';
    expect(await opacityAt(page, open, 0)).toBe(0);
    expect(await opacityAt(page, open, 125)).toBeGreaterThan(0.2);
    expect(await opacityAt(page, open, 125)).toBeLessThan(0.95);
    expect(await opacityAt(page, open, 250)).toBe(1);

    // Closed: the dialog goes at once, and a copy of its last look fades out over 250 ms.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const ghost = page.locator('.modal-closing');
    await expect(ghost).toHaveCount(1);
    const closing = await ghost.evaluate((element) =>
      element.getAnimations().map((a) => a.effect?.getComputedTiming().duration),
    );
    expect(closing).toEqual([250]);
    expect(await opacityAt(page, '.modal-closing', 0)).toBe(1);
    expect(await opacityAt(page, '.modal-closing', 125)).toBeGreaterThan(0.05);
    expect(await opacityAt(page, '.modal-closing', 125)).toBeLessThan(0.95);
    expect(await opacityAt(page, '.modal-closing', 250)).toBe(0);
    // Let it run to its end: then the copy is gone.
    await ghost.evaluate((element) => element.getAnimations()[0]?.finish());
    await expect(ghost).toHaveCount(0);
  });
});

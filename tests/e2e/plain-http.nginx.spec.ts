import { PLAYWRIGHT_CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { expect, test } from './fixtures';

/**
 * A merchant's site served over plain http, as a member's phone reaches it: a real host name,
 * not localhost, so Chromium gives the page no secure context (no crypto.subtle, no
 * crypto.randomUUID). The demo merchant's domain is resolved to this nginx.
 */
const HOST = 'm.demo-casino.test';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('on plain http, Log in tells the member to open the site with https, sends nothing, and throws nothing', async ({
  playwright,
  baseURL,
}) => {
  const port = new URL(baseURL ?? '').port;
  const browser = await playwright.chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...PLAYWRIGHT_CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    const sent: string[] = [];
    page.on('request', (request) => {
      if (/\/wps\/session\/(login|key)/.test(request.url())) sent.push(request.url());
    });

    await page.goto(`http://${HOST}:${port}/m/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(
      await page.evaluate(() => ({
        secure: window.isSecureContext,
        subtle: typeof crypto.subtle,
        randomUUID: typeof crypto.randomUUID,
      })),
    ).toEqual({ secure: false, subtle: 'undefined', randomUUID: 'undefined' });

    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Username' }).fill('member1');
    await form.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await form.getByRole('button', { name: 'Log in', exact: true }).click();

    const notice = page.getByRole('alertdialog', { name: 'Notice' });
    await expect(notice).toContainText('Please open the site with https:// and try again.');
    expect(sent).toEqual([]);
    expect(uncaught).toEqual([]);
    // The device id was made all the same, from getRandomValues.
    expect(await page.evaluate(() => localStorage.getItem('loginDeviceId'))).toMatch(UUID_V4);
  } finally {
    await browser.close();
  }
});

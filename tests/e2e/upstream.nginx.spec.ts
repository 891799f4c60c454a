import type { APIRequestContext, Page } from '@playwright/test';
import { expect, FAILED_RESOURCE, test as base } from './fixtures';
import { startPrivateServe } from './privateServe';
import type { PrivateServe } from './privateServe';

/**
 * What only a real server has: the platform behind nginx goes down mid-session and nginx answers
 * 502 with its own HTML page. The app reacts as spec 8 says for 502 (silently), keeps what the
 * member typed, never shows a blank screen, and works again by itself once the platform is back.
 * npm run serve's control (/__serve/upstream, demo mode only) stops and starts the demo API.
 * Each worker stops its own npm run serve (privateServe.ts), so the other tests run beside it.
 */
const test = base.extend<{ baseURL: string }, { privateServe: PrivateServe }>({
  privateServe: [
    // Playwright reads a fixture's dependencies from its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const serve = await startPrivateServe();
      await use(serve);
      await serve.close();
    },
    // tsx, the demo API's seeding and nginx: slower than a test's own set-up on a busy machine.
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ privateServe }, use) => use(privateServe.url),
});
const UPSTREAM = '/__serve/upstream';

async function setUpstream(request: APIRequestContext, up: boolean): Promise<void> {
  const response = await request.post(UPSTREAM, { data: { up } });
  expect(response.ok(), await response.text()).toBe(true);
  expect(await response.json()).toEqual({ up });
}

const form = (page: Page) => page.getByRole('main');
const username = (page: Page) => form(page).getByRole('textbox', { name: 'Username' });
const password = (page: Page) => form(page).getByLabel('Password', { exact: true });
const logIn = (page: Page) => form(page).getByRole('button', { name: 'Log in', exact: true });

test.afterEach(async ({ request }) => {
  await setUpstream(request, true);
});

test('the platform stops mid-session: 502 from nginx is silent, the form keeps its values, and it works once the platform is back', async ({
  page,
  request,
  consoleErrors,
}) => {
  // The browser's own line for the 502; the app itself logs nothing.
  consoleErrors.allow(FAILED_RESOURCE);
  await page.goto('/m/login?tenant=demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await username(page).fill('member1');
  await password(page).fill('Passw0rd!');

  await setUpstream(request, false);
  // The login flow's first call (the encryption key, then the login) meets nginx's own 502 page.
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/wps/'));
  await logIn(page).click();
  const response = await answered;
  expect(response.status()).toBe(502);
  expect(await response.text()).toContain('<center>nginx</center>');

  // spec 8: HTTP 502 is rejected silently; the page is still the login form with what was typed.
  await expect(logIn(page)).toHaveAttribute('aria-disabled', 'false');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(username(page)).toHaveValue('member1');
  await expect(password(page)).toHaveValue('Passw0rd!');

  // The platform is back: the same form signs in, with no reload.
  await setUpstream(request, true);
  await logIn(page).click();
  await expect(page).toHaveURL(/\/m\/home/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
});

test('a page opened while the platform is down says so, not a blank screen, and the member is still signed in once it is back', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(FAILED_RESOURCE);
  // The browser's own line when it fetches the page's manifest (the platform's, spec 9) while
  // the platform is down: what the member sees is the notice below.
  consoleErrors.allow(/Manifest fetch from .*\/wps\/system\/manifest\.json\S* failed, code 50\d/);
  await page.goto('/m/home?tenant=demo&token=demo-token.demo.member1');
  const banner = page.getByRole('banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Log in' })).toHaveCount(0);

  await setUpstream(request, false);
  await page.reload();
  // spec 8: the status call without an answer it can read says "Network Error / CORS Errors".
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('Network Error / CORS Errors');
  await expect(banner).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();

  await setUpstream(request, true);
  await page.reload();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

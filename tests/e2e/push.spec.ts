import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { NOTIFICATIONS_TAG, PLAYWRIGHT_CHROMIUM_FLAGS } from '../../scripts/lib/chromium.ts';
import { expect, test } from './fixtures';
import { expectLogOutOffered } from './account';

const demo = JSON.parse(readFileSync('tenants/demo.json', 'utf8')) as {
  manifest: { short_name: string };
};
const MEMBER_HOME = '/m/home?tenant=demo&token=demo-token.demo.member1';
const TITLE = `Get notifications from ${demo.manifest.short_name}`;
const TIP = /Notifications are blocked for this site/;
/** What the page stores (src/features/push/pushRecord.ts). */
const REGISTRATION_KEY = 'pushRegistration';
const PROMPT_CLOSED_KEY = 'pushPromptClosed';
/** The prompt delay for these tests; the demo tenant waits 10 s. */
const DELAY_S = 1;

/**
 * What an operator does in the tenant file, for one test: the demo tenant's push modal waits
 * DELAY_S seconds instead of its 10 (push.promptDelaySeconds).
 */
async function withPromptDelay(page: Page, seconds: number): Promise<void> {
  await page.route('**/m/tenants/demo.json', async (route) => {
    const response = await route.fetch();
    const tenant = (await response.json()) as { push: { promptDelaySeconds?: number } };
    tenant.push.promptDelaySeconds = seconds;
    await route.fulfill({ response, json: tenant });
  });
}

/** The bodies of the relay calls the page sends, by name. */
function relayCalls(page: Page): Map<string, unknown[]> {
  const calls = new Map<string, unknown[]>();
  page.on('request', (request: Request) => {
    const name = /\/wps\/relay\/(CSP_fcm\w+)$/.exec(new URL(request.url()).pathname)?.[1];
    if (!name || request.method() !== 'POST') return;
    calls.set(name, [...(calls.get(name) ?? []), request.postDataJSON()]);
  });
  return calls;
}

interface DemoRegistration {
  registrationToken: string;
  memberId: number | null;
  topics: string[];
}

/** What the demo API holds for a token (GET /__demo/push). */
async function registrationOf(
  request: APIRequestContext,
  token: string,
): Promise<DemoRegistration | undefined> {
  const response = await request.get('/__demo/push');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { value: Record<string, DemoRegistration[]> };
  return body.value.demo?.find((r) => r.registrationToken === token);
}

const stored = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

const modal = (page: Page) => page.getByRole('dialog', { name: TITLE });

/** A merchant's own host (ph-maya, real Firebase push), served by the preview server. */
const MERCHANT = 'http://m.pisopanalo.test';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // A service worker needs a secure origin; the merchant's host is plain http here.
    args: [...PLAYWRIGHT_CHROMIUM_FLAGS, `--unsafely-treat-insecure-origin-as-secure=${MERCHANT}`],
  },
});

// The full Chromium, which asks for notifications: tagged (NOTIFICATIONS_TAG), and launched as
// the full browser here whichever project runs the file.
const ASKS = { tag: NOTIFICATIONS_TAG };

test.describe('push opt-in (spec 4)', ASKS, () => {
  test.beforeEach(async ({ page }) => {
    await withPromptDelay(page, DELAY_S);
  });

  test('granted: the token is bound and subscribed to ALL, and the modal does not come back', async ({
    page,
    context,
    request,
  }) => {
    const calls = relayCalls(page);
    await page.goto(MEMBER_HOME);
    await expect(modal(page)).toBeVisible();
    await expect(modal(page).getByRole('button')).toHaveText(['Later', 'Allow']);

    // The member answers the browser's question with "Allow".
    await context.grantPermissions(['notifications']);
    await modal(page).getByRole('button', { name: 'Allow' }).click();
    await expect(modal(page)).toBeHidden();

    await expect
      .poll(async () => JSON.parse((await stored(page, REGISTRATION_KEY)) ?? '{}').status)
      .toBe('registered');
    const { token } = JSON.parse((await stored(page, REGISTRATION_KEY)) ?? '{}') as {
      token: string;
    };
    expect(token).toMatch(/^fake-fcm\.demo\./);
    expect(calls.get('CSP_fcmBind')).toEqual([{ registrationToken: token }]);
    expect(calls.get('CSP_fcmSubscribe')).toEqual([{ registrationToken: token, topic: 'ALL' }]);
    const registration = await registrationOf(request, token);
    expect(registration?.memberId).toEqual(expect.any(Number));
    expect(registration?.topics).toEqual(['ALL']);

    // The same day, a new page: no modal, and nothing bound again.
    await page.reload();
    await expectLogOutOffered(page);
    await page.waitForTimeout(DELAY_S * 1000 + 1000);
    await expect(modal(page)).toHaveCount(0);
    expect(calls.get('CSP_fcmBind')).toHaveLength(1);
  });

  test('denied: the modal closes and the tip says how to allow notifications', async ({
    page,
    context,
  }) => {
    const calls = relayCalls(page);
    await page.goto(MEMBER_HOME);
    await expect(modal(page)).toBeVisible();
    // The member answers the browser's question with "Block".
    const cdp = await context.newCDPSession(page);
    await cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
    });
    await modal(page).getByRole('button', { name: 'Allow' }).click();

    const tip = page.getByRole('alertdialog');
    await expect(tip).toContainText(TIP);
    await expect(modal(page)).toHaveCount(0);
    expect(await stored(page, REGISTRATION_KEY)).toBeNull();
    expect(calls.size).toBe(0);
    await tip.getByRole('button', { name: 'OK' }).click();
    await expect(tip).toBeHidden();
  });

  test('later: not shown again the same day', async ({ page }) => {
    await page.goto(MEMBER_HOME);
    await expect(modal(page)).toBeVisible();
    await modal(page).getByRole('button', { name: 'Later' }).click();
    await expect(modal(page)).toBeHidden();
    expect(await stored(page, PROMPT_CLOSED_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await page.reload();
    await expectLogOutOffered(page);
    await page.waitForTimeout(DELAY_S * 1000 + 1000);
    await expect(modal(page)).toHaveCount(0);

    // The next calendar day (the stored day is an earlier one): it shows again.
    await page.evaluate((key) => window.localStorage.setItem(key, '2000-01-01'), PROMPT_CLOSED_KEY);
    await page.reload();
    await expect(modal(page)).toBeVisible();
  });

  test('a visitor is not asked', async ({ page }) => {
    await page.goto('/m/home?tenant=demo');
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForTimeout(DELAY_S * 1000 + 1000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('a merchant with real push: Firebase messaging in the app’s one worker', ASKS, () => {
  test('shows a notification message (Firebase) and a data-only one (onBackgroundMessage)', async ({
    context,
    baseURL,
  }) => {
    // The merchant's host name, answered by the preview server: the page and the worker see a
    // merchant's domain, so they use the real provider (not the demo's fake).
    // The preview server sends the CSP of the merchant named by X-Forwarded-Host (its own
    // host check refuses other Host headers).
    await context.route(`${MERCHANT}/**`, async (route) => {
      const url = new URL(route.request().url());
      await route.fulfill({
        response: await route.fetch({
          url: `${baseURL}${url.pathname}${url.search}`,
          headers: { ...route.request().headers(), 'x-forwarded-host': url.host },
        }),
      });
    });
    // The merchant's real ad pixel, which its CSP allows, answered offline (not push's concern).
    await context.route('https://connect.facebook.net/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await context.grantPermissions(['notifications'], { origin: MERCHANT });
    const page = await context.newPage();
    await page.goto(`${MERCHANT}/m/home`);
    const script = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '',
    );
    expect(script).toBe(`${MERCHANT}/m/sw.js?env=prod&merchant=ph-maya`);

    // The browser's push service, played by DevTools: a push to the worker of /m/.
    const front = await context.newPage();
    const cdp = await context.newCDPSession(front);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => r.scopeURL === `${MERCHANT}/m/`);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    // No page of the app is open: the message is for the background.
    await page.close();
    const push = async (message: object) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: MERCHANT,
        registrationId: await registrationId,
        data: JSON.stringify({ from: '864781775000', ...message }),
      });
    await push({ notification: { title: 'Draw results', body: 'The 18:00 draw is out.' } });
    await push({ data: { title: 'Daily missions', body: 'New missions today.', link: '/m/news' } });

    const check = await context.newPage();
    await check.goto(`${MERCHANT}/m/demo-game.html`);
    const shown = () =>
      check.evaluate(async () => {
        const notifications = await (await navigator.serviceWorker.ready).getNotifications();
        return notifications.map((n) => ({
          title: n.title,
          body: n.body,
          byFirebase: JSON.stringify(n.data ?? {}).includes('FCM_MSG'),
        }));
      });
    await expect.poll(shown).toHaveLength(2);
    expect(await shown()).toEqual(
      expect.arrayContaining([
        { title: 'Draw results', body: 'The 18:00 draw is out.', byFirebase: true },
        { title: 'Daily missions', body: 'New missions today.', byFirebase: false },
      ]),
    );
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withTenantFlags } from './tenantFlags';
import { accountButton, expectLogOutOffered } from './account';

/**
 * Social sign-in with the fake providers (docs/sign-in.md, Social sign-in): the preview server on
 * 127.0.0.1 runs against the demo API, so LINE, Telegram and Maya are the demo's fakes.
 */

const TELEGRAM_DEMO_ID_KEY = 'demo.telegramId';

async function openLogin(page: Page, tenant: string): Promise<void> {
  await page.goto(`/m/login?tenant=${tenant}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
}

const socialButton = (page: Page, provider: string) =>
  page
    .getByRole('group', { name: 'Or continue with' })
    .getByRole('button', { name: `Continue with ${provider}` });

async function storedSession(page: Page): Promise<{ userName?: string; token?: string }> {
  const raw = await page.evaluate(() => sessionStorage.getItem('sessionInfo'));
  return JSON.parse(raw ?? '{}') as { userName?: string; token?: string };
}

async function expectSignedIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/m\/home/);
  await expectLogOutOffered(page);
}

/** #tgAuthResult=<base64url JSON> as the Telegram auth page posts it. */
function telegramHash(id: number): string {
  const json = JSON.stringify({
    id,
    first_name: 'Demo',
    last_name: 'Telegram',
    auth_date: Math.floor(Date.now() / 1000),
    hash: 'demo-valid',
  });
  const base64 = Buffer.from(json, 'utf8').toString('base64url');
  return `#tgAuthResult=${base64}`;
}

/** A Telegram id no earlier run bound to a member. */
const freshTelegramId = () => 300_000_000 + Math.floor(Math.random() * 600_000_000);

test.describe('LINE on the demo tenant (LINELOGIN3)', () => {
  test('goes to LINE, comes back to /m/home with code and state, and ends signed in', async ({
    page,
  }) => {
    await openLogin(page, 'demo');
    const back = page.waitForURL(/\/m\/home\?code=demo-line-code&state=[\w-]+/);
    await socialButton(page, 'LINE').click();
    await back;
    // The demo answers not.exists.user for a new LINE identity: the demo tenant registers it
    // automatically; once bound, LINE logs that member in.
    await expectSignedIn(page);
    expect(page.url()).not.toContain('code=');
    expect((await storedSession(page)).token).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('lineSessionToken'))).toBe(
      'demo-line-session-token',
    );
  });

  test('a return whose state this tab did not send is ignored', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
    await page.goto('/m/home?tenant=demo&code=demo-line-code&state=not-ours');
    await expect(page).toHaveURL(/\/m\/login/);
    await expect(accountButton(page)).toHaveCount(0);
    expect(warnings.join('\n')).toContain('state does not match');
  });
});

test.describe('Telegram on the demo tenant (TELEGRAMLOGIN3)', () => {
  test('the id bound to member1 signs member1 in', async ({ page }) => {
    await openLogin(page, 'demo');
    await page.evaluate((key) => localStorage.setItem(key, '100000001'), TELEGRAM_DEMO_ID_KEY);
    await socialButton(page, 'Telegram').click();
    await expectSignedIn(page);
    expect((await storedSession(page)).userName).toBe('member1');
  });

  test('an unknown id is registered automatically (auto-registration on)', async ({ page }) => {
    await openLogin(page, 'demo');
    await page.evaluate(([key, id]) => localStorage.setItem(key, id), [
      TELEGRAM_DEMO_ID_KEY,
      String(freshTelegramId()),
    ] as const);
    await socialButton(page, 'Telegram').click();
    await expectSignedIn(page);
    expect((await storedSession(page)).userName).toMatch(/^u\d{8}$/);
  });

  test('with manual SSO registration, an unknown id gets the login-confirm dialog', async ({
    page,
  }) => {
    // The operator switches SSOMANUALREG3 on in the tenant file.
    await withTenantFlags(page, 'demo', { SSOMANUALREG3: true });
    await openLogin(page, 'demo');
    await page.evaluate(([key, id]) => localStorage.setItem(key, id), [
      TELEGRAM_DEMO_ID_KEY,
      String(freshTelegramId()),
    ] as const);
    await socialButton(page, 'Telegram').click();
    const dialog = page.getByRole('dialog', { name: 'Link your Telegram account' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: 'Log in with existing account' }),
    ).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Register new' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(accountButton(page)).toHaveCount(0);
  });

  test('a message from another origin is ignored; the same from the frame signs in', async ({
    page,
    context,
  }) => {
    // The demo Telegram page stays silent, so the messages below are the only ones.
    await page.route('**/m/demo-telegram-auth.html*', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>auth</title>' }),
    );
    await openLogin(page, 'demo');
    await socialButton(page, 'Telegram').click();
    const frame = page.frameLocator('iframe[title="Telegram sign-in"]');
    await expect(frame.locator('title')).toHaveCount(1);

    // Another origin (localhost is not 127.0.0.1) posts valid auth data to the app.
    const other = new URL(page.url());
    other.hostname = 'localhost';
    other.pathname = '/other-origin.html';
    other.search = '';
    await context.route(other.href, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><link rel="icon" href="data:,"><title>other</title>',
      }),
    );
    const opened = context.waitForEvent('page');
    await page.evaluate((url) => void window.open(url, 'other-origin'), other.href);
    const foreign = await opened;
    await foreign.waitForLoadState();
    await foreign.evaluate(
      (hash) => window.opener?.postMessage(hash, '*'),
      telegramHash(100000001),
    );
    await page.waitForTimeout(1_000);
    await expect(accountButton(page)).toHaveCount(0);
    expect(await storedSession(page)).toEqual({});
    await foreign.close();

    // The frame itself, on the expected origin, posts the same data.
    const authFrame = page.frames().find((f) => f.url().includes('demo-telegram-auth.html'));
    expect(authFrame).toBeDefined();
    await authFrame!.evaluate(
      (hash) => window.parent.postMessage(hash, window.location.origin),
      telegramHash(100000001),
    );
    await expectSignedIn(page);
    expect((await storedSession(page)).userName).toBe('member1');
  });
});

test.describe('Maya on ph-maya', () => {
  test('the demo wallet session signs the mobile member in', async ({ page }) => {
    await openLogin(page, 'ph-maya');
    await socialButton(page, 'Maya').click();
    await expectSignedIn(page);
    expect((await storedSession(page)).userName).toBe('09171234567');
  });

  test('a Maya return with a sessionId signs in the tab that started it', async ({ page }) => {
    // The first wallet login stays unanswered, so the tab is still signing in when Maya returns.
    let held = false;
    let heldArrived: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (heldArrived = resolve));
    await page.route('**/wps/session/login/maya', async (route) => {
      if (held) return route.continue();
      held = true;
      heldArrived();
    });
    await openLogin(page, 'ph-maya');
    await socialButton(page, 'Maya').click();
    // Maya answers only once that first login has left: the return's own login is then the
    // second, and goes through.
    await arrived;
    const state = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('socialReturnState')!) as { state: string }).state,
    );
    await page.goto(`/m/home?tenant=ph-maya&sessionId=demo-maya-session&state=${state}`);
    await expectLogOutOffered(page);
    expect(page.url()).not.toContain('sessionId');
    // A landing this tab did not start is refused: tests/e2e/link-signin.spec.ts.
  });
});

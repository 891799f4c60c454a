import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountButton, logOut } from './account';
import { withTenantFlags } from './tenantFlags';

/**
 * Social sign-in's refusals (spec 4, 8) on the demo tenant with its fake providers: the demo API
 * answers the error codes as the platform would (a fault on the call, this test's only).
 * line_invalid_token removes the stored LINE token, at login and at registration;
 * telegram_validate_failed clears the Telegram data and alerts.
 */

const LINE_LOGIN = '/wps/session/login/line';
const TELEGRAM_LOGIN = '/wps/session/login/telegram';
const AUTO_REGISTER = '/wps/member/register/autoUsername';
const TELEGRAM_DEMO_ID_KEY = 'demo.telegramId';

async function openLogin(page: Page): Promise<void> {
  await page.goto('/m/login?tenant=demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
}

const socialButton = (page: Page, provider: string) =>
  page
    .getByRole('group', { name: 'Or continue with' })
    .getByRole('button', { name: `Continue with ${provider}` });

const failure = (page: Page) => page.getByRole('alertdialog', { name: 'Sign-in failed' });

/** What this browser keeps of a LINE sign-in (spec 3, chat-app login state). */
const storedLine = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('lineSessionToken'),
    state: localStorage.getItem('lineLoginState'),
  }));

/** The POSTs the page sends to `path`. */
function countPosts(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

test.describe('line_invalid_token', () => {
  test('at login: the stored LINE token goes, and the member is told to sign in again', async ({
    page,
    faults,
  }) => {
    await faults.set({ path: LINE_LOGIN, errorCode: 'line_invalid_token' });
    const logins = countPosts(page, LINE_LOGIN);
    await openLogin(page);
    // LINE answers with a code; it is exchanged for a LINE token, which the login refuses.
    await socialButton(page, 'LINE').click();
    await expect(failure(page)).toContainText(
      'Your LINE sign-in has expired. Please sign in with LINE again.',
    );
    await expect(failure(page)).toContainText('Code: line_invalid_token');
    expect(logins()).toBe(1);
    expect(await storedLine(page)).toEqual({ token: null, state: null });
    await failure(page).getByRole('button', { name: 'OK' }).click();
    await expect(accountButton(page)).toHaveCount(0);
  });

  test('at registration: the stored LINE token goes as well', async ({ page, faults }) => {
    // A LINE account no member has: the demo tenant registers it automatically, and the
    // registration refuses the token.
    await faults.set({ path: LINE_LOGIN, errorCode: 'not.exists.user' });
    await faults.set({ path: AUTO_REGISTER, errorCode: 'line_invalid_token' });
    const registers = countPosts(page, AUTO_REGISTER);
    await openLogin(page);
    await socialButton(page, 'LINE').click();
    await expect(failure(page)).toContainText(
      'Your LINE sign-in has expired. Please sign in with LINE again.',
    );
    expect(registers()).toBe(1);
    expect(await storedLine(page)).toEqual({ token: null, state: null });
    await expect(accountButton(page)).toHaveCount(0);
  });
});

test('telegram_validate_failed: the Telegram data is dropped, the member is told, and a new try signs in', async ({
  page,
  faults,
}) => {
  await faults.set({ path: TELEGRAM_LOGIN, errorCode: 'telegram_validate_failed' });
  const logins = countPosts(page, TELEGRAM_LOGIN);
  await openLogin(page);
  await page.evaluate((key) => localStorage.setItem(key, '100000001'), TELEGRAM_DEMO_ID_KEY);
  await socialButton(page, 'Telegram').click();
  await expect(failure(page)).toContainText(
    'Telegram could not confirm your account. Please try again.',
  );
  await expect(failure(page)).toContainText('Code: telegram_validate_failed');
  await failure(page).getByRole('button', { name: 'OK' }).click();
  await expect(failure(page)).toBeHidden();
  await expect(accountButton(page)).toHaveCount(0);
  // Nothing of the refused data is kept for a later login or registration: no choice dialog,
  // the button free, and the next try starts afresh and signs member1 in.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(socialButton(page, 'Telegram')).toBeEnabled();
  await faults.clear();
  await socialButton(page, 'Telegram').click();
  await expect(page).toHaveURL(/\/m\/home/);
  expect(logins()).toBe(2);
});

test('telegram_validate_failed in the register dialog: the account chosen before is not bound by the registration', async ({
  page,
  faults,
}) => {
  // Two Telegram sign-ins and a registration through nginx: 26-34 s on a machine half as fast
  // as the one it was written on, past the default 30 s.
  test.setTimeout(60_000);
  // The operator has members choose: an unknown Telegram account opens the link dialog.
  await withTenantFlags(page, 'demo', { SSOMANUALREG3: true });
  await page.clock.install();
  const telegramId = String(300_000_000 + Math.floor(Math.random() * 600_000_000));
  await openLogin(page);
  await page.evaluate(([key, id]) => localStorage.setItem(key, id), [
    TELEGRAM_DEMO_ID_KEY,
    telegramId,
  ] as const);
  await socialButton(page, 'Telegram').click();
  const choice = page.getByRole('dialog', { name: 'Link your Telegram account' });
  await choice.getByRole('button', { name: 'Register new' }).click();
  const register = page.getByRole('dialog', { name: 'Create your account' });
  await expect(register).toBeVisible();

  // In the register dialog the member tries Telegram again, and the platform refuses the data.
  await faults.set({ path: TELEGRAM_LOGIN, errorCode: 'telegram_validate_failed' });
  await register.getByRole('button', { name: 'Continue with Telegram' }).click();
  await expect(failure(page)).toContainText('Code: telegram_validate_failed');
  await failure(page).getByRole('button', { name: 'OK' }).click();
  await faults.clear();

  // The member registers with a username: a plain registration, no Telegram account in it.
  const username = `tg${Date.now().toString(36)}`.slice(0, 16);
  await register.getByLabel(/^Username/).fill(username);
  await register.getByLabel('Password', { exact: true }).fill('Secret12');
  await register.getByLabel('Confirm password', { exact: true }).fill('Secret12');
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  // (the demo tenant's captcha first)
  const captcha = page.getByRole('dialog', { name: 'Security check' });
  await expect(captcha).toBeVisible({ timeout: 15_000 });
  await page.clock.fastForward(900);
  for (const tile of [1, 2, 3]) {
    await captcha.getByRole('button', { name: `Tile ${tile}`, exact: true }).click();
  }
  await expect(page).toHaveURL(/\/m\/home/, { timeout: 15_000 });
  await expect(accountButton(page)).toBeVisible();
  await logOut(page);
  // Signed out before the next page opens: a page opened while the log-out is still on its way
  // would start with the member's session.
  await expect(page).toHaveURL(/\/m\/login/);
  await expect(accountButton(page)).toHaveCount(0);

  // That Telegram account is still nobody's: signing in with it asks again.
  await openLogin(page);
  await socialButton(page, 'Telegram').click();
  await expect(page.getByRole('dialog', { name: 'Link your Telegram account' })).toBeVisible();
  await expect(accountButton(page)).toHaveCount(0);
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountButton } from './account';
import { withTenantFlags, withTenantPatch } from './tenantFlags';

/**
 * spec 4, Registration: "if login was requested and the form is in modal mode, the session is
 * renewed, the form hidden and the user goes home". The /m/register page is not modal: it stores
 * the session and stays, showing the new account in place of the form; Continue goes on. The
 * register dialog still goes home by itself.
 */

const PASSWORD = 'Secret12';
/** A registration is encrypted and answered by the demo API; allow for a busy machine. */
const ANSWERED = { timeout: 15_000 };
const PK = 'tenant=pk-urdu&referralCode=FRIEND1';

const main = (page: Page) => page.getByRole('main');
const done = (page: Page) => main(page).getByRole('heading', { name: 'Your account is ready' });

function newUsername(prefix = 'rp'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
}

/** Fills the pk-urdu form by its fields' names, so it works in any language. */
async function registerOnPage(page: Page, username: string): Promise<void> {
  const form = main(page).locator('form');
  await expect(form.locator('input[name="username"]')).toBeVisible();
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[name="confirmPassword"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
}

const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('sessionInfo') ?? '{}') as object);

test('the page stays on /m/register with the account ready; Continue goes where the member was going', async ({
  page,
}, testInfo) => {
  await page.goto(`/m/register?${PK}&lang=EN&go=%2Fm%2Ffeedback`);
  const username = newUsername();
  await registerOnPage(page, username);

  await expect(done(page)).toBeVisible(ANSWERED);
  await expect(done(page)).toBeFocused();
  await expect(main(page)).toContainText(`Welcome, \u2068${username}\u2069. You are signed in.`);
  // The token and the first-time flag are stored, and the page does not move by itself.
  expect(await storedSession(page)).toMatchObject({ userName: username, firstTimeLogin: true });
  await page.waitForTimeout(1_500);
  await expect(page).toHaveURL(/\/m\/register\?/);
  await expect(main(page).locator('input[name="username"]')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('register-done-en-390.png') });

  await main(page).getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/feedback/, ANSWERED);
  await expect(accountButton(page)).toBeVisible();
});

test('in Urdu the account-ready state reads right to left, the name kept whole', async ({
  page,
}, testInfo) => {
  await page.goto(`/m/register?${PK}&lang=UR`);
  const username = newUsername('ur');
  await registerOnPage(page, username);
  const heading = main(page).getByRole('heading', { name: 'آپ کا اکاؤنٹ تیار ہے' });
  await expect(heading).toBeVisible(ANSWERED);
  await expect(main(page)).toContainText(username);
  await expect(main(page).getByRole('button', { name: 'جاری رکھیں' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/register\?/);
  await page.screenshot({ path: testInfo.outputPath('register-done-ur-390.png') });
  // The heading's ink stays in its box and on screen.
  const box = await heading.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});

test('where the merchant asks no sign-in on registering, the page offers the login instead', async ({
  page,
}) => {
  await withTenantPatch(page, 'pk-urdu', (tenant) => {
    const auth = tenant.auth as { registration: Record<string, unknown> };
    auth.registration.loginAfterRegister = false;
  });
  await page.goto(`/m/register?${PK}&lang=EN`);
  const username = newUsername();
  await registerOnPage(page, username);
  await expect(done(page)).toBeVisible(ANSWERED);
  await expect(main(page)).toContainText(
    `Your user name is \u2068${username}\u2069. Log in to start.`,
  );
  expect(await storedSession(page)).toEqual({});
  await expect(main(page).getByRole('button', { name: 'Continue', exact: true })).toHaveCount(0);
  await main(page).getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('the register dialog still goes home by itself', async ({ page }) => {
  // An unknown Telegram account, where the operator lets members choose: "Register new".
  await withTenantFlags(page, 'demo', { SSOMANUALREG3: true });
  await page.clock.install();
  await page.goto('/m/login?tenant=demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  const telegramId = String(300_000_000 + Math.floor(Math.random() * 600_000_000));
  await page.evaluate((id) => localStorage.setItem('demo.telegramId', id), telegramId);
  await page
    .getByRole('group', { name: 'Or continue with' })
    .getByRole('button', { name: 'Continue with Telegram' })
    .click();
  await page
    .getByRole('dialog', { name: 'Link your Telegram account' })
    .getByRole('button', { name: 'Register new' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Username/).fill(newUsername('dl'));
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  // (the demo tenant's captcha first)
  const captcha = page.getByRole('dialog', { name: 'Security check' });
  await expect(captcha).toBeVisible(ANSWERED);
  await page.clock.fastForward(900);
  for (const tile of [1, 2, 3]) {
    await captcha.getByRole('button', { name: `Tile ${tile}`, exact: true }).click();
  }
  await expect(page).toHaveURL(/\/m\/home/, ANSWERED);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toHaveCount(0);
  await expect(accountButton(page)).toBeVisible();
});

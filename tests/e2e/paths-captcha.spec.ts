import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withTenantPatch } from './tenantFlags';

/**
 * The captcha's paths on the demo tenant (the fake captcha, spec 4, 5, 8): closed before it is
 * solved (verify_first), asked while another is open (busy), and solved anew after a failed
 * registration.
 */

const PASSWORD = 'Secret12';
const ANSWERED = { timeout: 15_000 };
const REGISTER_CALL = '/wps/member/register';
const SMS_CALL = '/wps/verification/sms/noLogin';

const form = (page: Page) => page.getByRole('main');
const captchaDialog = (page: Page) => page.getByRole('dialog', { name: 'Security check' });

/** The POSTs the page sends to `path`. */
function countPosts(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

async function openRegister(page: Page): Promise<void> {
  await page.goto('/m/register?tenant=demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
}

async function fillRegister(page: Page, username: string): Promise<void> {
  await form(page)
    .getByLabel(/^Username/)
    .fill(username);
  await form(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form(page).getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
}

/** The fake's puzzle: tiles 1, 2, 3, not faster than a person (the page clock jumps 900 ms). */
async function solveCaptcha(page: Page): Promise<void> {
  const dialog = captchaDialog(page);
  await expect(dialog).toBeVisible(ANSWERED);
  await page.clock.fastForward(900);
  for (const tile of [1, 2, 3]) {
    await dialog.getByRole('button', { name: `Tile ${tile}`, exact: true }).click();
  }
  await expect(dialog).toBeHidden();
}

test('a registration that failed asks for the captcha again on the next try', async ({ page }) => {
  await page.clock.install();
  const registers = countPosts(page, REGISTER_CALL);
  await openRegister(page);
  await fillRegister(page, 'member1');
  await form(page).getByRole('button', { name: 'Register', exact: true }).click();
  await solveCaptcha(page);
  await expect(form(page).getByRole('alert')).toHaveText(
    'This username is already taken.',
    ANSWERED,
  );
  await page.getByRole('alertdialog').getByRole('button').click();
  expect(registers()).toBe(1);

  // The spent captcha is not sent again: the next Register shows a fresh puzzle first.
  await form(page).getByRole('button', { name: 'Register', exact: true }).click();
  await expect(captchaDialog(page)).toBeVisible();
  expect(registers()).toBe(1);
  await solveCaptcha(page);
  await expect(form(page).getByRole('alert')).toHaveText(
    'This username is already taken.',
    ANSWERED,
  );
  expect(registers()).toBe(2);
});

test('closing the captcha says to complete the check first, and sends nothing', async ({
  page,
}) => {
  const registers = countPosts(page, REGISTER_CALL);
  await openRegister(page);
  await fillRegister(page, 'member1');
  await form(page).getByRole('button', { name: 'Register', exact: true }).click();
  await expect(captchaDialog(page)).toBeVisible(ANSWERED);
  await captchaDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(captchaDialog(page)).toBeHidden();
  await expect(form(page).getByRole('alert')).toHaveText(
    'Please complete the security check first.',
  );
  expect(registers()).toBe(0);
  // The form is usable again: Register asks for the captcha once more.
  await form(page).getByRole('button', { name: 'Register', exact: true }).click();
  await expect(captchaDialog(page)).toBeVisible();
});

test('a second check asked while one is open is refused as busy; the first still works', async ({
  page,
}) => {
  // The operator also puts the captcha on login: two flows that each ask for it.
  await withTenantPatch(page, 'demo', (tenant) => {
    (tenant.captcha as Record<string, unknown>).showLoginGeetest = true;
  });
  await page.clock.install();
  const smsSent = countPosts(page, SMS_CALL);
  await page.goto('/m/login?tenant=demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await form(page).getByRole('radio', { name: 'SMS code' }).check();
  await form(page).getByLabel('Mobile number').fill('09171234567');
  await form(page).getByRole('button', { name: 'Send code' }).click();
  // The SMS check is open over the page.
  await expect(captchaDialog(page)).toBeVisible(ANSWERED);

  // A member cannot reach the form behind the dialog (it is inert); a script, a stray keyboard
  // shortcut or a second flow can: Log in now asks for the login check while the SMS one is open.
  await form(page)
    .getByLabel('Verification code')
    .evaluate((input: HTMLInputElement) => {
      input.value = '123456';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  await form(page)
    .getByRole('button', { name: 'Log in', exact: true })
    .evaluate((button: HTMLButtonElement) => button.click());
  await expect(form(page).getByRole('alert')).toContainText(
    'A security check is already in progress.',
  );
  // Only one dialog: the SMS check, still open and still answering.
  await expect(captchaDialog(page)).toHaveCount(1);
  await solveCaptcha(page);
  await expect.poll(smsSent, ANSWERED).toBe(1);
});

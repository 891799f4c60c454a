import type { Page } from '@playwright/test';
import { expect, FAILED_RESOURCE, test } from './fixtures';

/**
 * The error catalogue (spec 8) on the login page: each fault on the login call ends in its
 * reaction, with no uncaught exception, no console error but the browser's own failed-resource
 * line, and what the member typed still in the fields.
 */
const LOGIN_CALL = '/wps/session/login';
const USERNAME = 'member1';
const PASSWORD = 'Passw0rd!';
/** The browser's own line for a request that got no answer at all. */
const NO_ANSWER_RESOURCE = /Failed to load resource: net::ERR_/;

const form = (page: Page) => page.getByRole('main');
const notice = (page: Page) => page.getByRole('alertdialog', { name: 'Notice' });

async function submitLogin(page: Page): Promise<void> {
  await form(page).getByRole('textbox', { name: 'Username' }).fill(USERNAME);
  await form(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form(page).getByRole('button', { name: 'Log in', exact: true }).click();
}

async function openLogin(page: Page): Promise<void> {
  await page.goto('/m/login?tenant=demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
}

async function expectTypedValuesKept(page: Page): Promise<void> {
  await expect(form(page).getByRole('textbox', { name: 'Username' })).toHaveValue(USERNAME);
  await expect(form(page).getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
}

/** Waits until the login call has answered (or failed) and the form is free again. */
async function expectFormSettled(page: Page): Promise<void> {
  await expect(form(page).getByRole('button', { name: 'Log in', exact: true })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
}

test.describe('the error catalogue on the login page', () => {
  test('HTTP 500 shows a notice with the server message', async ({
    page,
    faults,
    consoleErrors,
  }) => {
    consoleErrors.allow(FAILED_RESOURCE);
    await faults.set({ path: LOGIN_CALL, status: 500 });
    await openLogin(page);
    await submitLogin(page);
    await expect(notice(page)).toContainText('Demo fault: HTTP 500');
    await notice(page).getByRole('button', { name: 'OK' }).click();
    await expect(form(page).getByRole('alert')).toHaveCount(0);
    await expectTypedValuesKept(page);
  });

  test('HTTP 502 is rejected silently and the form stays usable', async ({
    page,
    faults,
    consoleErrors,
  }) => {
    consoleErrors.allow(FAILED_RESOURCE);
    await faults.set({ path: LOGIN_CALL, status: 502 });
    await openLogin(page);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === LOGIN_CALL);
    await submitLogin(page);
    expect((await answered).status()).toBe(502);
    await expectFormSettled(page);
    await expect(notice(page)).toHaveCount(0);
    await expect(form(page).getByRole('alert')).toHaveCount(0);
    await expectTypedValuesKept(page);
    // Still usable: the member can edit and submit again, which now succeeds.
    await faults.clear();
    await form(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home/);
  });

  test('HTTP 401 says "Please login" and stays on /m/login', async ({
    page,
    faults,
    consoleErrors,
  }) => {
    consoleErrors.allow(FAILED_RESOURCE);
    await faults.set({ path: LOGIN_CALL, status: 401 });
    await openLogin(page);
    await submitLogin(page);
    await expect(notice(page)).toContainText('Please login');
    await expect(page).toHaveURL(/\/m\/login/);
    await expectTypedValuesKept(page);
  });

  test('TOO_MANY_REQUEST shows nothing', async ({ page, faults }) => {
    await faults.set({ path: LOGIN_CALL, errorCode: 'TOO_MANY_REQUEST', message: 'Slow down' });
    await openLogin(page);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === LOGIN_CALL);
    await submitLogin(page);
    await answered;
    await expectFormSettled(page);
    await expect(notice(page)).toHaveCount(0);
    await expect(form(page).getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Slow down')).toHaveCount(0);
    await expectTypedValuesKept(page);
  });

  test('a body that is not JSON shows the unknown-error notice', async ({ page, faults }) => {
    await faults.set({ path: LOGIN_CALL, malformed: true });
    await openLogin(page);
    await submitLogin(page);
    await expect(notice(page)).toContainText('Unknown error');
    await expectTypedValuesKept(page);
  });

  test('offline: no answer at all shows the no-response notice', async ({
    page,
    context,
    consoleErrors,
  }) => {
    consoleErrors.allow(NO_ANSWER_RESOURCE);
    await openLogin(page);
    // A first try while online loads the encryption code and key, as a member's earlier try
    // would; the network goes away before the second.
    await form(page).getByRole('textbox', { name: 'Username' }).fill('nobody-at-all');
    await form(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(form(page).getByRole('alert')).toHaveText('This account does not exist.');
    await expectFormSettled(page);
    await context.setOffline(true);
    await submitLogin(page);
    // Plain http in the e2e run: spec 8's "plain http and no response".
    await expect(notice(page)).toContainText('Network Error / CORS Errors');
    await expectTypedValuesKept(page);
    await context.setOffline(false);
  });

  test('a call that hangs past the 30 s timeout gets the no-response reaction', async ({
    page,
    faults,
    consoleErrors,
  }) => {
    consoleErrors.allow(NO_ANSWER_RESOURCE);
    await faults.set({ path: LOGIN_CALL, hang: true });
    // The page's timers on a clock the test can move: the call's 30 s pass at once, not in real
    // time (the page's other timers, such as its popups', pass with them, as they would).
    await page.clock.install();
    await openLogin(page);
    await submitLogin(page);
    await expect(form(page).getByRole('button', { name: 'Logging in…' })).toBeVisible();
    // Still waiting 20 s on (the clock also runs on in real time, seconds on a loaded machine,
    // so the check keeps that margin below the 30 s), answered once the 30 s are past.
    await page.clock.fastForward(20_000);
    await expect(form(page).getByRole('button', { name: 'Logging in…' })).toBeVisible();
    await page.clock.fastForward(11_000);
    await expect(notice(page)).toContainText('Network Error / CORS Errors');
    await expectFormSettled(page);
    await expectTypedValuesKept(page);
  });
});

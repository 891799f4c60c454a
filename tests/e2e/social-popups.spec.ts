import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountButton } from './account';

/**
 * The popup providers (Google, Facebook, X) and the private-browsing rule, on pk-urdu (Google on)
 * in English. docs/sign-in.md: the spec names no call that turns a provider's code into a
 * session, so a popup that comes back with a code ends with exchange_not_available.
 */

async function openLogin(page: Page): Promise<void> {
  await page.goto('/m/login?tenant=pk-urdu&lang=EN');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
}

const googleButton = (page: Page) =>
  page
    .getByRole('group', { name: 'Or continue with' })
    .getByRole('button', { name: 'Continue with Google' });

test('Google opens its 500x600 popup, which returns; the app says it is not available yet', async ({
  page,
}) => {
  await openLogin(page);
  const popupOpened = page.waitForEvent('popup');
  await googleButton(page).click();
  const popup = await popupOpened;
  expect(popup.viewportSize()).toEqual({ width: 500, height: 600 });
  const dialog = page.getByRole('alertdialog', { name: 'Sign-in failed' });
  await expect(dialog).toContainText('Google sign-in is not available on this site yet.');
  await expect(dialog).toContainText('Code: exchange_not_available');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(googleButton(page)).toBeEnabled();
  await expect(accountButton(page)).toHaveCount(0);
});

test('a blocked popup says so, with the popup_blocked code', async ({ page }) => {
  // What a browser that blocks the window does: window.open answers null.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await openLogin(page);
  await googleButton(page).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign-in failed' });
  await expect(dialog).toContainText('The sign-in window was blocked.');
  await expect(dialog).toContainText('Code: popup_blocked');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('in private browsing a provider is refused with not_support_incognito', async ({ page }) => {
  // Chromium's private windows report a storage quota far below the JS heap limit.
  await page.addInitScript(() => {
    Object.defineProperty(navigator.storage, 'estimate', {
      value: () => Promise.resolve({ quota: 100 * 1024 * 1024, usage: 0 }),
    });
  });
  await openLogin(page);
  await googleButton(page).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign-in failed' });
  await expect(dialog).toContainText('Google sign-in does not work in private browsing.');
  await expect(dialog).toContainText('Code: not_support_incognito');
});

import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A member's header has one account button; the member's name, the language and Log out are in
 * the account sheet it opens (src/features/header/AccountSheet.tsx).
 */
export const accountButton = (page: Page, name = 'My account'): Locator =>
  page.getByRole('banner').getByRole('button', { name, exact: true });

/** Opens the account sheet and answers it (a dialog named after the member). */
export async function openAccount(page: Page, name?: string): Promise<Locator> {
  await accountButton(page, name).click();
  // The sheet opens on top of whatever else is open.
  const sheet = page.getByRole('dialog').last();
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Log out, as a member reaches it: through the account sheet. */
export async function logOut(page: Page): Promise<void> {
  const sheet = await openAccount(page);
  await sheet.getByRole('button', { name: 'Log out', exact: true }).click();
}

/** The member can log out (signed in): Log out is in the account sheet, which closes again. */
export async function expectLogOutOffered(page: Page): Promise<void> {
  const sheet = await openAccount(page);
  await expect(sheet.getByRole('button', { name: 'Log out', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
}

/** Picks a language in the account sheet and closes it. */
export async function chooseLanguage(
  page: Page,
  code: string,
  accountName?: string,
): Promise<void> {
  const sheet = await openAccount(page, accountName);
  await sheet.getByRole('combobox').selectOption(code);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
}

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withTenantFlags } from './tenantFlags';
import { expectLogOutOffered, logOut } from './account';

/**
 * "Log in with existing account" in the login-confirm dialog (docs/sign-in.md, pendingSocial):
 * the next login carries the Telegram account, the server binds it to that member, and the same
 * Telegram account signs that member in from then on.
 */

const TELEGRAM_DEMO_ID_KEY = 'demo.telegramId';

const socialButton = (page: Page, provider: string) =>
  page
    .getByRole('group', { name: 'Or continue with' })
    .getByRole('button', { name: `Continue with ${provider}` });

async function storedUserName(page: Page): Promise<string | undefined> {
  const raw = await page.evaluate(() => sessionStorage.getItem('sessionInfo'));
  return (JSON.parse(raw ?? '{}') as { userName?: string }).userName;
}

test('a Telegram account chosen for an existing member is bound by that login', async ({
  page,
}) => {
  // The operator switches SSOMANUALREG3 on: an unknown account is never registered by itself.
  await withTenantFlags(page, 'demo', { SSOMANUALREG3: true });
  await page.goto('/m/login?tenant=demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  const telegramId = String(400_000_000 + Math.floor(Math.random() * 500_000_000));
  await page.evaluate(([key, id]) => localStorage.setItem(key, id), [
    TELEGRAM_DEMO_ID_KEY,
    telegramId,
  ] as const);

  await socialButton(page, 'Telegram').click();
  const choice = page.getByRole('dialog', { name: 'Link your Telegram account' });
  await choice.getByRole('button', { name: 'Log in with existing account' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username' }).fill('agent1');
  await login.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  expect(await storedUserName(page)).toBe('agent1');

  // Logged out, the same Telegram account now signs agent1 in, with no dialog.
  await logOut(page);
  await expect(page).toHaveURL(/\/m\/login/);
  await socialButton(page, 'Telegram').click();
  await expect(page).toHaveURL(/\/m\/home/);
  await expectLogOutOffered(page);
  expect(await storedUserName(page)).toBe('agent1');
  await expect(choice).toHaveCount(0);
});

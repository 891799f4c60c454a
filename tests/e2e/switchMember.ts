import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens a sign-in link (`url`, with `?token=`) of another member in a tab that is signed in
 * already, and answers the account chooser with the link's account, `login` (docs/sign-in.md,
 * Sign-in links): a link never switches the account alone. Works in any language: the switch
 * button is the one naming the link's account. The page then starts again as that member.
 */
export async function switchMember(page: Page, url: string, login: string): Promise<void> {
  await page.goto(url);
  const chooser = page.getByRole('dialog').filter({ hasText: login });
  const switchTo = chooser.getByRole('button', { name: login });
  await switchTo.click();
  await expect(chooser).toHaveCount(0);
}

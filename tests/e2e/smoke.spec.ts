import { expect, test } from './fixtures';

test.describe('when a visitor opens the demo tenant home page', () => {
  test('the app replaces the splash with the page, logging no console error', async ({ page }) => {
    await page.goto('/m/home?tenant=demo');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('#splash')).toBeHidden();
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The demo tenant with the unread-inbox line on its home page (as an operator would mount it). */
async function mountInboxLine(page: Page, widget: Record<string, unknown>): Promise<void> {
  await page.route('**/tenants/demo.json', async (route) => {
    const response = await route.fetch();
    const tenant = (await response.json()) as { widgets: Record<string, unknown>[] };
    tenant.widgets = [...tenant.widgets, { type: 'unreadInbox', ...widget }];
    await route.fulfill({ response, json: tenant });
  });
}

test.describe('unread inbox line', () => {
  test('a member sees their unread messages and opens the inbox page', async ({ page }) => {
    await mountInboxLine(page, { path: '/inbox' });
    await page.goto('/m/home?tenant=demo&token=demo-token.demo.member1');
    const line = page.getByRole('link', { name: '2 unread messages' });
    await expect(line).toBeVisible();
    // The demo's menu names no inbox page, so the app then goes home (a path no menu entry
    // names goes home): the navigation to the tenant's path is caught as it happens, not polled
    // for afterwards (once the menu page's code is cached, the way home is immediate).
    await Promise.all([page.waitForURL(/\/m\/inbox$/), line.click()]);
  });

  test('a visitor sees no line', async ({ page }) => {
    await mountInboxLine(page, {});
    await page.goto('/m/home?tenant=demo');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByText(/unread messages?$/)).toHaveCount(0);
  });
});

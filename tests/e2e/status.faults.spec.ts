import { expect, FAILED_RESOURCE, test } from './fixtures';

const STATUS = '/wps/v2/system/status';

test.describe('the system status call at start', () => {
  test('maintenance replaces the site with "System Maintenance"', async ({ page, faults }) => {
    await faults.set({ maintenance: true });
    await page.goto('/m/login?tenant=demo');
    await expect(page.getByRole('alert')).toContainText('System Maintenance');
  });

  test('a restricted region sees "Access Denied"', async ({ page, faults }) => {
    await faults.set({ regionRestricted: true });
    await page.goto('/m/home?tenant=demo&token=demo-token.demo.member1');
    await expect(page.getByRole('alert')).toContainText('Access Denied');
  });

  test('domain_not_available opens the domain popup, which Escape closes', async ({
    page,
    faults,
  }) => {
    await faults.set({ domainNotAvailable: true });
    await page.goto('/m/login?tenant=demo');
    const dialog = page.getByRole('alertdialog', { name: 'Domain not available' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('another errorCode shows a notice with the server message', async ({ page, faults }) => {
    await faults.set({ path: STATUS, errorCode: 'site.closed', message: 'Closed for the night' });
    await page.goto('/m/login?tenant=demo');
    const notice = page.getByRole('alertdialog', { name: 'Notice' });
    await expect(notice).toContainText('Closed for the night');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
  });

  test('an HTTP error with a server message shows that message', async ({
    page,
    faults,
    consoleErrors,
  }) => {
    consoleErrors.allow(FAILED_RESOURCE);
    await faults.set({ path: STATUS, status: 500 });
    await page.goto('/m/login?tenant=demo');
    await expect(page.getByRole('alertdialog', { name: 'Notice' })).toContainText(
      'Demo fault: HTTP 500',
    );
  });

  test('no answer at all on plain http says "Network Error / CORS Errors"', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/net::ERR_FAILED/);
    await page.route('**/wps/v2/system/status**', (route) => route.abort('failed'));
    await page.goto('/m/login?tenant=demo');
    await expect(page.getByRole('alertdialog', { name: 'Notice' })).toContainText(
      'Network Error / CORS Errors',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test('a slow status call does not hold the page', async ({ page, faults }) => {
    await faults.set({ latencyMs: 3000 });
    await page.goto('/m/login?tenant=demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible({
      timeout: 2500,
    });
  });
});

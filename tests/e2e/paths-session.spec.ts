import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Paths of the member's session that only unit tests had seen (spec 2, 4, 5): what entering
 * /m/home asks again, where the update dialog's Refresh goes, what turns auto-login off, and
 * the first deposit tracked once.
 */

const PASSWORD = 'Passw0rd!';
const MEMBER = 'tenant=demo&token=demo-token.demo.member1';
const INBOX_CALL = '/wps/member/inbox/unread';
const DEPOSIT_CALL = '/wps/member/deposit/settings';
const LOGIN_CALL = '/wps/session/login';
const ASSET_HASH_KEY = 'pwaAssetHash';

/** The header's link home, named after the merchant. */
const homeLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /— Home$/ });

/** The demo tenant with the unread-inbox line on its home page (as an operator would mount it). */
async function mountInboxLine(page: Page): Promise<void> {
  await page.route('**/m/tenants/demo.json', async (route) => {
    const response = await route.fetch();
    const tenant = (await response.json()) as { widgets: Record<string, unknown>[] };
    tenant.widgets = [...tenant.widgets, { type: 'unreadInbox', path: '/inbox' }];
    await route.fulfill({ response, json: tenant });
  });
}

/**
 * What the member's account holds on the server, changed by the test: the demo's answers to
 * the unread inbox and deposit settings with `unread` and `deposits` put in, and each answer
 * counted once it is given.
 */
async function memberData(page: Page) {
  const data = { unread: 2, deposits: 0, inboxCalls: 0, depositCalls: 0 };
  await page.route(`**${INBOX_CALL}*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: Record<string, unknown> };
    body.value = { ...body.value, count: data.unread };
    await route.fulfill({ response, json: body });
    data.inboxCalls += 1;
  });
  await page.route(`**${DEPOSIT_CALL}*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: Record<string, unknown> };
    body.value = { ...body.value, totalDepositSuccessCount: data.deposits };
    await route.fulfill({ response, json: body });
    data.depositCalls += 1;
  });
  return data;
}

/**
 * The start's load of the member data (rank, deposit settings, unread inbox, chat key) is
 * over: a tap on Home while it is still out shares its answers and asks nothing twice
 * (MemberAccount.refreshHome), so a test that counts the entry's calls taps after it.
 */
const memberDataLoaded = (page: Page) => page.waitForLoadState('networkidle');

/** The customers this browser has seen with no deposit yet (tracking's memory, spec 4). */
const seenWithoutDeposit = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('trackingMemory') ?? '{}') as { noDeposit?: string[] })
        .noDeposit ?? [],
  );

/** The first-deposit events this test's pages sent (GET /__demo/tracking, this demo context). */
async function firstDeposits(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/__demo/tracking?merchant=demo');
  expect(response.ok()).toBe(true);
  const { value } = (await response.json()) as {
    value: { events: Array<{ event: string; customerName: string | null }> };
  };
  return value.events.filter((e) => e.event === 'FirstDeposit').map((e) => e.customerName ?? '');
}

test.describe('entering /m/home (spec 2)', () => {
  test('asks the unread inbox and deposit settings again: the line shows the new count', async ({
    page,
  }) => {
    await mountInboxLine(page);
    const data = await memberData(page);
    // Signed in on another page: the start reads the member's data once.
    await page.goto(`/m/feedback?${MEMBER}`);
    await expect(homeLink(page)).toBeVisible();
    await expect.poll(() => data.inboxCalls).toBe(1);
    await expect.poll(() => data.depositCalls).toBe(1);
    await memberDataLoaded(page);

    // Three new messages arrive meanwhile; the member taps Home.
    data.unread = 5;
    await homeLink(page).click();
    await expect(page).toHaveURL(/\/m\/home/);
    await expect(page.getByRole('link', { name: '5 unread messages' })).toBeVisible();
    expect(data.inboxCalls).toBe(2);
    await expect.poll(() => data.depositCalls).toBe(2);
  });

  test('a first deposit made meanwhile is tracked once, and not again on later entries', async ({
    page,
    request,
  }) => {
    const data = await memberData(page);
    await page.goto(`/m/feedback?${MEMBER}`);
    await expect(homeLink(page)).toBeVisible();
    // No deposit yet: this browser sees the member before their first one.
    await expect.poll(() => seenWithoutDeposit(page)).toHaveLength(1);
    await expect.poll(() => data.depositCalls).toBe(1);
    await memberDataLoaded(page);

    // The member deposits (elsewhere), then taps Home: the entry asks the deposit settings.
    data.deposits = 1;
    await homeLink(page).click();
    await expect(page).toHaveURL(/\/m\/home/);
    await expect.poll(() => firstDeposits(request)).toEqual(['member1']);
    expect(data.depositCalls).toBe(2);

    // More deposits, more entries, a new page: still the one event.
    data.deposits = 2;
    await page.goto('/m/feedback?tenant=demo');
    await expect.poll(() => data.depositCalls).toBe(3);
    await memberDataLoaded(page);
    await homeLink(page).click();
    await expect(page).toHaveURL(/\/m\/home/);
    await expect.poll(() => data.depositCalls).toBe(4);
    await page.reload();
    await expect(homeLink(page)).toBeVisible();
    await expect.poll(() => data.depositCalls).toBe(5);
    expect(await firstDeposits(request)).toEqual(['member1']);
  });
});

test.describe('the update dialog (spec 4)', () => {
  test('on a page outside the reload list, Refresh goes to /m/home', async ({ page, context }) => {
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(`/m/feedback?${MEMBER}`);
    // The first check (1.5 s after start) stores the deployed build's hash.
    await expect
      .poll(() => page.evaluate((k) => localStorage.getItem(k), ASSET_HASH_KEY), {
        timeout: 10_000,
      })
      .not.toBeNull();
    const first = await page.evaluate((k) => localStorage.getItem(k), ASSET_HASH_KEY);
    // The next build is deployed; the member comes back to the tab.
    await context.addCookies([
      { name: 'demoNextBuild', value: `next-after-${first}`, url: page.url() },
    ]);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Found new version, click refresh');

    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 10_000 });
    // The address changes as the new page commits; its load event comes after.
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
    await expect(homeLink(page)).toBeVisible();
  });
});

test.describe('auto-login (spec 5)', () => {
  /** Logs member1 in with Remember me, so later tabs of the browser can sign in by themselves. */
  async function rememberMember(page: Page): Promise<void> {
    await page.goto('/m/login?tenant=demo');
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Username' }).fill('member1');
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('checkbox', { name: 'Remember me' }).check();
    await form.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home/);
  }

  function countLogins(page: Page): () => number {
    let count = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === LOGIN_CALL) {
        count += 1;
      }
    });
    return () => count;
  }

  for (const param of ['redirectUrl', 'backUrl']) {
    test(`does not run when the address carries ${param}`, async ({ page, context }) => {
      await rememberMember(page);

      const tab = await context.newPage();
      const logins = countLogins(tab);
      await tab.goto(`/m/login?tenant=demo&${param}=${encodeURIComponent('/m/game')}`);
      // The remembered login is read (the form offers it) ...
      await expect(tab.getByRole('main').getByRole('textbox', { name: 'Username' })).toHaveValue(
        'member1',
      );

      // ... and a tab without the parameter, opened after it, signs itself in.
      const control = await context.newPage();
      const controlLogins = countLogins(control);
      await control.goto('/m/login?tenant=demo');
      await expect(control).toHaveURL(/\/m\/home/);
      expect(controlLogins()).toBe(1);

      // The first tab sent nothing and is still a visitor on the login page.
      expect(logins()).toBe(0);
      await expect(tab).toHaveURL(/\/m\/login/);
      await expect(
        tab.getByRole('banner').getByRole('button', { name: 'My account', exact: true }),
      ).toHaveCount(0);
    });
  }
});

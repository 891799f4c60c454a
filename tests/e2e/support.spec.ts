import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logOut } from './account';

const PASSWORD = 'Passw0rd!';

/** The page as a tenant's visitor, or with a demo account's session (demo-api/seed.ts). */
function open(page: Page, tenant: string, login?: string, query = '') {
  const token = login ? `&token=demo-token.${tenant}.${login}` : '';
  return page.goto(`/m/home?tenant=${tenant}${token}${query}`);
}

/** The floating button (the menu has a customer-service item of its own). */
const button = (page: Page) => page.getByTestId('customer-service-button');
const list = (page: Page) => page.getByRole('dialog', { name: 'Customer service' });
const chat = (page: Page, vendor: string) =>
  page.getByRole('dialog', { name: `${vendor} chat (demo)` });

/** The names in the customer-service list, in order. */
async function listed(page: Page): Promise<string[]> {
  await button(page).click();
  await expect(list(page)).toBeVisible();
  return list(page).locator('.cs-entry-name').allTextContents();
}

test.describe('the customer-service list per VIP label (spec 5)', () => {
  const cases: Array<[tenant: string, login: string | undefined, names: string[]]> = [
    ['demo', undefined, ['Live chat', 'Agent desk']],
    ['demo', 'member1', ['Support chat', 'Live chat', 'Agent desk']],
    ['demo', 'vip1', ['Support chat', 'Gold VIP host']],
    ['ph-maya', undefined, ['Live chat', 'Help bot', 'Cash-in and cash-out desk']],
    ['ph-maya', 'member1', ['Live chat', 'Help bot', 'Cash-in and cash-out desk']],
    ['th-line', 'vip1', ['Support chat', 'ผู้จัดการส่วนตัว VIP เพชร']],
  ];
  for (const [tenant, login, names] of cases) {
    test(`${tenant} as ${login ?? 'a visitor'}`, async ({ page }) => {
      await open(page, tenant, login, '&lang=EN');
      expect(await listed(page)).toEqual(names);
    });
  }

  test("ph-maya's vip1 has one entry: its chat opens at once, naming the member", async ({
    page,
  }) => {
    await open(page, 'ph-maya', 'vip1');
    await button(page).click();
    const vipChat = chat(page, 'COMM100VIP');
    await expect(vipChat).toContainText('Star and Superstar host');
    await expect(vipChat.getByTestId('fake-chat-customer')).toHaveText('vip1');
    await expect(list(page)).toHaveCount(0);
  });
});

test('the chat gets the member after login and is cleared after logout (spec 4)', async ({
  page,
}) => {
  await page.goto('/m/login?tenant=demo');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Username' }).fill('member1');
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home/);

  await button(page).click();
  await list(page).getByRole('button', { name: 'Live chat' }).click();
  const liveChat = chat(page, 'LIVECHAT');
  await expect(liveChat).toContainText('https://chat.demo-casino.test/livechat/general');
  await expect(liveChat.getByTestId('fake-chat-customer')).toHaveText('member1');
  await expect(liveChat.getByTestId('fake-chat-history')).toHaveText(/Signed in as member1/);
  await liveChat.getByRole('button', { name: 'Close' }).click();

  await logOut(page);
  await expect(page).toHaveURL(/\/m\/login/);
  await button(page).click();
  await expect(list(page).locator('.cs-entry-name')).toHaveText(['Live chat', 'Agent desk']);
  await list(page).getByRole('button', { name: 'Live chat' }).click();
  await expect(liveChat.getByTestId('fake-chat-customer')).toHaveText('Not signed in');
  await expect(liveChat.getByTestId('fake-chat-history').getByRole('listitem')).toHaveText([
    'Signed in as member1',
    'Cleared at sign-out',
  ]);
});

test('CBS3: the unread badge, and launching the platform chat reads it', async ({ page }) => {
  await open(page, 'th-line', 'agent1', '&lang=EN');
  await expect(button(page)).toHaveAccessibleName(/^Customer service, [1-3] unread messages?$/);
  const count = (await button(page).innerText()).trim();
  expect(count).toMatch(/^[1-3]$/);

  await button(page).click();
  const platformChat = list(page).getByRole('button', { name: /^Support chat/ });
  await expect(platformChat).toContainText(`${count} unread message`);
  await platformChat.click();
  const cbs = chat(page, 'CBS');
  await expect(cbs).toContainText(/https:\/\/\S+\/cbs\/chat\?merchant=th-line&member=\d+/);
  await expect(cbs.getByTestId('fake-chat-customer')).toHaveText('agent1');
  await cbs.getByRole('button', { name: 'Close' }).click();
  await expect(button(page)).toHaveAccessibleName('Customer service');

  // The server read them too: a new page asks and shows no badge.
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(button(page)).toHaveAccessibleName('Customer service');
  await expect(button(page)).toHaveText('');
});

test("the menu's customer-service item opens the same list", async ({ page }) => {
  await open(page, 'demo', 'member1');
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('button', { name: 'Customer service' })
    .click();
  await expect(list(page).locator('.cs-entry-name')).toHaveText([
    'Support chat',
    'Live chat',
    'Agent desk',
  ]);
});

test.describe('the floating button on a 390x844 phone', () => {
  const cases: Array<[tenant: string, lang: string, side: 'left' | 'right']> = [
    ['demo', 'EN', 'right'], // end, left to right
    ['th-line', 'EN', 'left'], // start, left to right
    ['pk-urdu', 'UR', 'right'], // start, right to left
  ];
  for (const [tenant, lang, side] of cases) {
    test(`${tenant} in ${lang}: a thumb-sized button on the ${side}, over no content`, async ({
      page,
    }) => {
      await open(page, tenant, 'member1', `&lang=${lang}`);
      const fab = page.getByTestId('customer-service-button');
      await expect(fab).toBeVisible();
      // The widget may render once more as the session's data arrives: measure it once it stands.
      let measured = await fab.boundingBox();
      await expect
        .poll(async () => (measured = await fab.boundingBox()) !== null && measured.width > 0)
        .toBe(true);
      const box = measured!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      if (side === 'right') expect(390 - (box.x + box.width)).toBeCloseTo(16, 0);
      else expect(box.x).toBeCloseTo(16, 0);
      expect(844 - (box.y + box.height)).toBeGreaterThanOrEqual(16);

      // Scrolled to the end (once the page's widgets are in), its content stops above the button.
      await page.waitForLoadState('networkidle');
      const overlap = async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const contentBottom = await page.locator('main').evaluate((main) => {
          const padding = parseFloat(getComputedStyle(main).paddingBottom);
          return main.getBoundingClientRect().bottom - padding;
        });
        return contentBottom - (await fab.boundingBox())!.y;
      };
      await expect.poll(overlap).toBeLessThanOrEqual(0);
    });
  }
});

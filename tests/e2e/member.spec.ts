import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { chooseLanguage } from './account';
import { expect, test } from './fixtures';
import { switchMember } from './switchMember';

/** The account button's name in Vietnamese, vn-lotto's default language. */
const VI_ACCOUNT = (
  JSON.parse(readFileSync('src/i18n/messages/vi.json', 'utf8')) as Record<string, string>
)['header.account'];

const home = (tenant: string, login: string) =>
  `/m/home?tenant=${tenant}&token=demo-token.${tenant}.${login}`;

/** Records the member-language calls the page makes. */
function languageCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/wps/member/language')) calls.push(request);
  });
  return calls;
}

test.describe('VIP progress', () => {
  test('the lowest label shows the way to the next; the highest says it is reached', async ({
    page,
  }) => {
    await page.goto(home('demo', 'member1'));
    const vip = page.getByRole('region', { name: 'VIP progress' });
    await expect(vip).toContainText('Bronze');
    await expect(vip).toContainText(/\d of \d conditions for Silver/);
    const value = Number(await vip.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThan(100);
    await switchMember(page, home('demo', 'vip1'), 'vip1');
    await expect(vip).toContainText('Gold');
    await expect(vip).toContainText('Top level reached');
    await expect(vip.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});

test.describe('language change', () => {
  test("a member's new language is sent to the server, and home's texts follow", async ({
    page,
  }) => {
    const calls = languageCalls(page);
    await page.goto(home('vn-lotto', 'member1'));
    const promos = page.locator('.promos-tab').first();
    await expect(promos).toBeVisible();
    const before = await promos.innerText();
    await chooseLanguage(page, 'EN', VI_ACCOUNT);
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]!.postDataJSON()).toEqual({ language: 'EN', merchantCode: 'vn-lotto' });
    // spec 4: promotion categories reload in the new language.
    await expect(promos).not.toHaveText(before);
  });

  test('not for a type 4 member', async ({ page }) => {
    const calls = languageCalls(page);
    await page.goto(home('vn-lotto', 'type4'));
    await expect(page.locator('.promos-tab').first()).toBeVisible();
    await chooseLanguage(page, 'EN', VI_ACCOUNT);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.waitForTimeout(500);
    expect(calls).toHaveLength(0);
  });
});

test.describe('invite friends (public)', () => {
  test('a visitor is asked to log in; a member gets the invite link', async ({ page }) => {
    await page.goto('/m/inviteFriends?tenant=demo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invite friends');
    await expect(page.getByText('Log in to get your invite link.')).toBeVisible();
    await page.goto('/m/inviteFriends?tenant=demo&token=demo-token.demo.member1');
    const link = page.getByLabel('Your invite link');
    await expect(link).toHaveValue(/\/m\/register\?r=member1$/);
  });
});

import { expect, test } from './fixtures';
import { expectLogOutOffered, logOut } from './account';

const path = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

test.describe('when a visitor has no token', () => {
  test('a member page sends them to /m/login', async ({ page }) => {
    await page.goto('/m/home?tenant=demo');
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test('/m/launchGame sends them to /m/login, remembering the game to open after login', async ({
    page,
  }) => {
    await page.goto('/m/launchGame?tenant=demo&vendor=LOTTO&code=101');
    await expect(page).toHaveURL(/\/m\/login\?go=/);
    const go = new URL(page.url()).searchParams.get('go');
    expect(go).toBe('/m/launchGame?tenant=demo&vendor=LOTTO&code=101');
  });

  for (const open of ['/m/inviteFriends', '/m/login', '/m/register']) {
    test(`${open} stays open`, async ({ page }) => {
      await page.goto(`${open}?tenant=demo`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(path(page.url())).toBe(`${open}?tenant=demo`);
    });
  }

  test('/m/feedback goes to /m/home, which then asks them to log in', async ({ page }) => {
    const seen: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && seen.push(path(f.url())));
    await page.goto('/m/feedback?tenant=demo');
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test('an unknown path goes to /m/home (and so to login)', async ({ page }) => {
    await page.goto('/m/no-such-page?tenant=demo');
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('the site root opens the app under /m', async ({ page }) => {
    await page.goto('/?tenant=demo');
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});

test.describe('when the page is opened with a token', () => {
  test('?token= signs the member in and leaves the address bar without it', async ({ page }) => {
    await page.goto('/m/home?tenant=demo&token=demo-token.demo.member1');
    await expectLogOutOffered(page);
    expect(path(page.url())).toBe('/m/home?tenant=demo');
    const stored = await page.evaluate(() => sessionStorage.getItem('sessionInfo'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      token: 'demo-token.demo.member1',
      merchantCode: 'demo',
    });
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(
      'demo-token.demo.member1',
    );
  });

  test('?tokens= works too, and the session survives a reload', async ({ page }) => {
    await page.goto('/m/home?tenant=demo&tokens=demo-token.demo.member1');
    await expectLogOutOffered(page);
    await page.reload();
    await expectLogOutOffered(page);
    await expect(page).toHaveURL(/\/m\/home/);
  });

  test('member pages open: /m/launchGame, /m/feedback, /m/changePsw', async ({ page }) => {
    await page.goto('/m/home?tenant=demo&token=demo-token.demo.member1');
    await expectLogOutOffered(page);
    for (const [to, title] of [
      ['/m/launchGame?vendor=LOTTO', 'Starting game'],
      ['/m/feedback', 'Feedback'],
      ['/m/changePsw', 'Change password'],
    ] as const) {
      await page.goto(`${to}${to.includes('?') ? '&' : '?'}tenant=demo`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
  });

  test('logging out sends the member to /m/login', async ({ page }) => {
    await page.goto('/m/home?tenant=demo&token=demo-token.demo.member1');
    await logOut(page);
    await expect(page).toHaveURL(/\/m\/login/);
    expect(await page.evaluate(() => sessionStorage.getItem('sessionInfo'))).toBeNull();
  });
});

import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountButton, openAccount } from './account';

/**
 * Links that sign in (docs/sign-in.md, Sign-in links; docs/security.md): a `?token=` link never
 * replaces another member's session without the member's choice, and a Telegram or Maya return
 * signs in only in the tab that started it. Against the demo API, with its fake providers.
 */

const VIP1 = 'demo-token.demo.vip1';
const MEMBER1 = 'demo-token.demo.member1';

async function storedSession(page: Page): Promise<{ userName?: string; token?: string } | null> {
  const raw = await page.evaluate(() => sessionStorage.getItem('sessionInfo'));
  return raw ? (JSON.parse(raw) as { userName?: string; token?: string }) : null;
}

/** The account sheet, named after the member, says who the tab is signed in as. */
async function expectSignedInAs(page: Page, account: string): Promise<void> {
  const sheet = await openAccount(page);
  await expect(sheet).toHaveAccessibleName(account);
  await expect(sheet.getByRole('button', { name: 'Log out', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect.poll(async () => (await storedSession(page))?.userName).toBe(account);
}

/** The page address as the member sees it: path and query (no origin). */
const address = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search + url.hash;
};

/** Signs the tab in as vip1 with a link, as the native app would. */
async function signInAsVip1(page: Page): Promise<void> {
  await page.goto(`/m/home?tenant=demo&token=${VIP1}`);
  await expectSignedInAs(page, 'vip1');
}

const chooser = (page: Page) => page.getByRole('dialog', { name: 'Which account?' });

test.describe('a ?token= link while signed in as another member', () => {
  test('asks, naming both accounts; keeping the current account leaves the tab vip1', async ({
    page,
  }) => {
    await signInAsVip1(page);
    await page.goto(`/m/home?tenant=demo&token=${MEMBER1}`);
    const dialog = chooser(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You are signed in as vip1');
    await expect(dialog).toContainText('signs in as member1');
    const keep = dialog.getByRole('button', { name: 'Stay signed in as vip1' });
    await expect(keep).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Switch to member1' })).toBeVisible();
    // The tab is still vip1's while the member chooses, and the token left the address.
    expect(address(page)).toBe('/m/home?tenant=demo');
    expect((await storedSession(page))?.token).toBe(VIP1);

    await keep.click();
    await expect(dialog).toBeHidden();
    await expectSignedInAs(page, 'vip1');
    expect((await storedSession(page))?.token).toBe(VIP1);
    // Nothing of the link is left to ask about again.
    await page.reload();
    await expectSignedInAs(page, 'vip1');
    await expect(chooser(page)).toHaveCount(0);
  });

  test('Escape keeps the current account too', async ({ page }) => {
    await signInAsVip1(page);
    await page.goto(`/m/home?tenant=demo&token=${MEMBER1}`);
    await expect(chooser(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chooser(page)).toBeHidden();
    expect((await storedSession(page))?.token).toBe(VIP1);
  });

  test('choosing the link account signs in as member1', async ({ page }) => {
    await signInAsVip1(page);
    await page.goto(`/m/home?tenant=demo&token=${MEMBER1}`);
    await chooser(page).getByRole('button', { name: 'Switch to member1' }).click();
    await expectSignedInAs(page, 'member1');
    expect((await storedSession(page))?.token).toBe(MEMBER1);
    expect(address(page)).toBe('/m/home?tenant=demo');
    await expect(chooser(page)).toHaveCount(0);
  });

  test('the same member’s link signs in without asking', async ({ page }) => {
    await signInAsVip1(page);
    await page.goto(`/m/home?tenant=demo&lang=EN&token=${VIP1}`);
    await expectSignedInAs(page, 'vip1');
    await expect(chooser(page)).toHaveCount(0);
  });

  test('a link whose token names no one changes nothing', async ({ page }) => {
    await signInAsVip1(page);
    await page.goto('/m/home?tenant=demo&token=demo-token.demo.nobody');
    await expectSignedInAs(page, 'vip1');
    await expect(chooser(page)).toHaveCount(0);
    expect(address(page)).toBe('/m/home?tenant=demo');
  });
});

test.describe('a ?token= link in a tab without a session', () => {
  test('signs in at once, as the native app expects', async ({ page }) => {
    await page.goto(`/m/home?tenant=demo&token=${MEMBER1}`);
    await expectSignedInAs(page, 'member1');
    await expect(chooser(page)).toHaveCount(0);
    expect(address(page)).toBe('/m/home?tenant=demo');
  });

  test('the token leaves the address at start: no history entry, tracking call or other site gets it', async ({
    page,
  }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto(`/m/home?tenant=demo&token=${MEMBER1}`);
    await expectSignedInAs(page, 'member1');
    expect(address(page)).toBe('/m/home?tenant=demo');
    // The first-open tracking event goes out once the first screen is up.
    await expect
      .poll(() => requests.some((r) => new URL(r.url()).pathname === '/wps/system/collect'))
      .toBe(true);

    const inAddress: string[] = [];
    const inReferer: string[] = [];
    for (const request of requests.slice(1)) {
      const url = new URL(request.url());
      if (request.url().includes(MEMBER1) || (request.postData() ?? '').includes(MEMBER1))
        inAddress.push(`${request.method()} ${url.pathname}`);
      const referer = (await request.allHeaders())['referer'] ?? '';
      if (referer.includes(MEMBER1)) inReferer.push(url.pathname);
    }
    expect(requests[0]!.url()).toContain(MEMBER1);
    // No call carries it in its address or body: tracking included.
    expect(inAddress).toEqual([]);
    // Nor as Referer: the page's policy sends its origin only, so what the page asks for before
    // the start has cleaned the address (its own files, the tenant file, a member's first-screen
    // calls) does not carry it either (docs/security.md).
    expect(inReferer).toEqual([]);

    // The only history entry is the cleaned address: going back leaves the app.
    await page.goBack();
    expect(page.url()).not.toContain(MEMBER1);
  });
});

/** #tgAuthResult=<base64url JSON> as the Telegram auth page posts it (social.spec.ts). */
function telegramHash(id: number): string {
  const json = JSON.stringify({
    id,
    first_name: 'Demo',
    last_name: 'Telegram',
    auth_date: Math.floor(Date.now() / 1000),
    hash: 'demo-valid',
  });
  return `#tgAuthResult=${Buffer.from(json, 'utf8').toString('base64url')}`;
}

const refusal = (page: Page) => page.getByRole('alertdialog', { name: 'Sign-in failed' });

async function expectRefused(page: Page, provider: 'Telegram' | 'Maya'): Promise<void> {
  const alert = refusal(page);
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(
    `This ${provider} sign-in was not started in this window, so it was not used and nothing changed.`,
  );
  await expect(alert).toContainText('Code: return_not_started');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
}

test.describe('a forged Telegram #tgAuthResult= return', () => {
  test('in a tab that never started the sign-in is refused with the message', async ({ page }) => {
    // The demo's id 100000001 is member1: the link would sign the tab into member1.
    await page.goto(`/m/home?tenant=demo${telegramHash(100000001)}`);
    await expectRefused(page, 'Telegram');
    await expect(page).toHaveURL(/\/m\/login/);
    await expect(accountButton(page)).toHaveCount(0);
    expect(await storedSession(page)).toBeNull();
    expect(page.url()).not.toContain('tgAuthResult');
  });

  test('with a session, the tab stays signed in as it was', async ({ page }) => {
    await signInAsVip1(page);
    await page.goto(`/m/home?tenant=demo&lang=EN${telegramHash(100000001)}`);
    await expectRefused(page, 'Telegram');
    await expectSignedInAs(page, 'vip1');
    expect(page.url()).not.toContain('tgAuthResult');
  });

  test('a return to the tab that started the sign-in, with its state, signs in', async ({
    page,
  }) => {
    // The demo Telegram page stays silent: the answer comes back as a return instead.
    await page.route('**/m/demo-telegram-auth.html*', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>auth</title>' }),
    );
    await page.goto('/m/login?tenant=demo');
    await page
      .getByRole('group', { name: 'Or continue with' })
      .getByRole('button', { name: 'Continue with Telegram' })
      .click();
    // Tapping started the sign-in: the tab keeps its state, as the provider would echo it.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('socialReturnState')))
      .not.toBeNull();
    const kept = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('socialReturnState')!) as { state: string }).state,
    );
    await page.goto(`/m/home?tenant=demo&lang=EN&state=${kept}${telegramHash(100000001)}`);
    await expectSignedInAs(page, 'member1');
    await expect(refusal(page)).toHaveCount(0);
    expect(address(page)).not.toContain('state=');
    expect(address(page)).not.toContain('tgAuthResult');
  });
});

test.describe('a forged Maya ?sessionId= return (ph-maya)', () => {
  test('in a tab that never started the sign-in is refused with the message', async ({ page }) => {
    await page.goto('/m/home?tenant=ph-maya&sessionId=demo-maya-session');
    await expectRefused(page, 'Maya');
    await expect(accountButton(page)).toHaveCount(0);
    expect(await storedSession(page)).toBeNull();
    expect(page.url()).not.toContain('sessionId');
  });

  test('with a session, the tab stays signed in as it was', async ({ page }) => {
    await page.goto('/m/home?tenant=ph-maya&token=demo-token.ph-maya.vip1');
    await expectSignedInAs(page, 'vip1');
    await page.goto('/m/home?tenant=ph-maya&lang=EN&sessionId=demo-maya-session');
    await expectRefused(page, 'Maya');
    await expectSignedInAs(page, 'vip1');
    expect(page.url()).not.toContain('sessionId');
  });
});

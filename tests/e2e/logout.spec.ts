import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountButton, expectLogOutOffered, logOut } from './account';

/**
 * ARCHITECTURE.md, Security rules: logout leaves nothing in storage that signs the member in
 * without typing. Everything the browser keeps for the site is listed after a logout and opened
 * as the page itself could open it (the sealed remembered login too); none of it may sign in.
 */

const PASSWORD = 'Passw0rd!';
const LOGIN_CALLS = ['/wps/session/login', '/wps/session/lineLogin', '/wps/session/telegramLogin'];
const LINE_SESSION_TOKEN = 'demo-line-session-token';

const form = (page: Page) => page.getByRole('main');
const usernameField = (page: Page) => form(page).getByRole('textbox', { name: 'Username' });
const passwordField = (page: Page) => form(page).getByLabel('Password', { exact: true });

/** Every sign-in call the page sends, with its body. */
function recordSignIns(page: Page): Array<{ path: string; body: string }> {
  const sent: Array<{ path: string; body: string }> = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && (LOGIN_CALLS.includes(path) || /login/i.test(path))) {
      sent.push({ path, body: request.postData() ?? '' });
    }
  });
  return sent;
}

/** What the browser keeps for the site, each sealed value opened as the page could open it. */
interface Stored {
  local: Record<string, string>;
  session: Record<string, string>;
  /** Each `sealed1:` value of local storage, opened with the page's own key. */
  opened: Record<string, string | null>;
  /** Every IndexedDB database, store and value (CryptoKeys described). */
  indexedDb: Record<string, Record<string, string>>;
  cookies: string;
}

async function storedFor(page: Page, context: BrowserContext): Promise<Stored> {
  const inPage = await page.evaluate(async () => {
    const entries = (storage: Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, i) => storage.key(i)!).map((key) => [
          key,
          storage.getItem(key) ?? '',
        ]),
      );
    const request = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    const describe = (value: unknown): string =>
      value instanceof CryptoKey
        ? `CryptoKey(${value.type}, extractable ${value.extractable})`
        : JSON.stringify(value);

    const indexedDb: Record<string, Record<string, string>> = {};
    const keys: CryptoKey[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      const stores: Record<string, string> = {};
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await request(db.transaction(store).objectStore(store).getAll());
        for (const value of values) if (value instanceof CryptoKey) keys.push(value);
        stores[store] = values.map(describe).join(', ');
      }
      indexedDb[name] = stores;
      db.close();
    }

    // A sealed value is AES-GCM: 12 bytes of IV, then the ciphertext; its name is bound in.
    const opened: Record<string, string | null> = {};
    for (const [name, value] of Object.entries(entries(localStorage))) {
      if (!value.startsWith('sealed1:')) continue;
      const bytes = Uint8Array.from(atob(value.slice('sealed1:'.length)), (c) => c.charCodeAt(0));
      opened[name] = null;
      for (const key of keys) {
        try {
          const plain = await crypto.subtle.decrypt(
            {
              name: 'AES-GCM',
              iv: bytes.slice(0, 12),
              additionalData: new TextEncoder().encode(name),
            },
            key,
            bytes.slice(12),
          );
          opened[name] = new TextDecoder().decode(plain);
        } catch {
          // another key
        }
      }
    }
    return {
      local: entries(localStorage),
      session: entries(sessionStorage),
      opened,
      indexedDb,
    };
  });
  const cookies = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  return { ...inPage, cookies };
}

/** Nothing the browser keeps holds a password, a session token or a LINE token. */
function expectNothingThatSignsIn(stored: Stored, secrets: string[]): void {
  const everything = JSON.stringify(stored);
  for (const secret of secrets) {
    expect(everything, `storage holds ${secret}`).not.toContain(secret);
    expect(everything, `storage holds ${secret}, base64`).not.toContain(btoa(secret));
  }
  expect(stored.local.lineSessionToken).toBeUndefined();
  expect(stored.local.lineLoginState).toBeUndefined();
  expect(stored.session.sessionInfo).toBeUndefined();
  expect(stored.local.autoLogin).toBe('0');
}

/** The login page, signed out, with only the login name filled in. */
async function expectSignedOutWithName(page: Page, name: string | null): Promise<void> {
  await expect(page).toHaveURL(/\/m\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(accountButton(page)).toBeHidden();
  if (name !== null) await expect(usernameField(page)).toHaveValue(name);
  await expect(passwordField(page)).toHaveValue('');
}

test('after a remembered login and Log out, nothing stored signs the member in', async ({
  page,
  context,
}) => {
  await page.goto('/m/login?tenant=demo&lang=EN');
  await usernameField(page).fill('member1');
  await passwordField(page).fill(PASSWORD);
  await form(page).getByRole('checkbox', { name: 'Remember me' }).check();
  await form(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  await expectLogOutOffered(page);
  const token = (
    JSON.parse((await page.evaluate(() => sessionStorage.getItem('sessionInfo'))) ?? '{}') as {
      token: string;
    }
  ).token;
  expect(token.length).toBeGreaterThan(10);
  // Before the logout the sealed record opens to the password: the listing below can see it.
  const before = await storedFor(page, context);
  expect(before.opened.rememberedLogin).toContain(PASSWORD);

  await logOut(page);
  await expectSignedOutWithName(page, null);
  const after = await storedFor(page, context);
  expectNothingThatSignsIn(after, [PASSWORD, token]);
  // The remembered login still opens, with the login name and no password.
  expect(JSON.parse(after.opened.rememberedLogin ?? 'null')).toMatchObject({
    username: 'member1',
    merchant: 'demo',
  });
  expect(after.opened.rememberedLogin).not.toContain('password');

  // The next visit: a reload, and a new tab. No sign-in call goes out; the name is prefilled.
  const sent = recordSignIns(page);
  await page.goto('/m/home?tenant=demo&lang=EN');
  await expectSignedOutWithName(page, 'member1');
  await page.reload();
  await expectSignedOutWithName(page, 'member1');
  const tab = await context.newPage();
  const sentByTab = recordSignIns(tab);
  await tab.goto('/m/home?tenant=demo&lang=EN');
  await expectSignedOutWithName(tab, 'member1');
  // Auto-login's switch turned back on still finds nothing to send.
  await tab.evaluate(() => localStorage.setItem('autoLogin', '1'));
  await tab.reload();
  await expectSignedOutWithName(tab, 'member1');
  expect([...sent, ...sentByTab]).toEqual([]);

  // Typing the password signs in again, and remember me keeps it for the next visit.
  await passwordField(tab).fill(PASSWORD);
  await form(tab).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(tab).toHaveURL(/\/m\/home/);
  await expectLogOutOffered(tab);
  expect(sentByTab.map((call) => call.path)).toEqual(['/wps/session/login']);
});

test('after a LINE sign-in and Log out, the LINE keys are gone', async ({ page, context }) => {
  await page.goto('/m/login?tenant=demo&lang=EN');
  const back = page.waitForURL(/\/m\/home\?code=demo-line-code&state=[\w-]+/);
  await page
    .getByRole('group', { name: 'Or continue with' })
    .getByRole('button', { name: 'Continue with LINE' })
    .click();
  await back;
  await expectLogOutOffered(page);
  expect(await page.evaluate(() => localStorage.getItem('lineSessionToken'))).toBe(
    LINE_SESSION_TOKEN,
  );
  const token = (
    JSON.parse((await page.evaluate(() => sessionStorage.getItem('sessionInfo'))) ?? '{}') as {
      token: string;
    }
  ).token;

  await logOut(page);
  await expect(page).toHaveURL(/\/m\/login/);
  const after = await storedFor(page, context);
  expectNothingThatSignsIn(after, [LINE_SESSION_TOKEN, token]);

  const sent = recordSignIns(page);
  await page.goto('/m/home?tenant=demo&lang=EN');
  await expect(page).toHaveURL(/\/m\/login/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(accountButton(page)).toBeHidden();
  expect(sent).toEqual([]);
});

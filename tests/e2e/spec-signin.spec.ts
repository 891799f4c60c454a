import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A registration is encrypted and answered by the demo API; allow for a busy machine. */
const ANSWERED = { timeout: 15_000 };
const PASSWORD = 'Secret12';

const form = (page: Page) => page.getByRole('main');
const field = (page: Page, label: string | RegExp) =>
  form(page).getByLabel(label, { exact: typeof label === 'string' });
const submit = (page: Page) => form(page).getByRole('button', { name: 'Register', exact: true });
/** The register page says the account is ready and stays; Continue goes on (spec 4). */
async function continueAfterRegister(page: Page): Promise<void> {
  await form(page).getByRole('button', { name: 'Continue', exact: true }).click(ANSWERED);
  await expect(page).toHaveURL(/\/m\/home/, ANSWERED);
}

/**
 * The JSON bodies the page encrypted, as the server decrypts them: the register and login
 * bodies go out encrypted (docs/api-encryption.md), so the test reads each one at the moment
 * the page hands it to AES-GCM. Each encrypted call's request is checked to carry the
 * encryption headers, so what is read here is what went on the wire.
 */
async function recordEncryptedBodies(page: Page): Promise<() => Promise<unknown[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __encrypted: string[] }).__encrypted = seen;
    const original = SubtleCrypto.prototype.encrypt;
    SubtleCrypto.prototype.encrypt = function (algorithm, key, data) {
      const name = typeof algorithm === 'string' ? algorithm : algorithm.name;
      if (name === 'AES-GCM') {
        const bytes =
          data instanceof ArrayBuffer
            ? new Uint8Array(data)
            : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
        const text = new TextDecoder().decode(bytes);
        if (text.startsWith('{')) seen.push(text);
      }
      return original.call(this, algorithm, key, data);
    };
  });
  return async () =>
    (await page.evaluate(() => (window as unknown as { __encrypted: string[] }).__encrypted)).map(
      (text) => JSON.parse(text) as unknown,
    );
}

/** The page runs as an installed web app (display-mode standalone): device PWA (spec 3). */
async function runInstalled(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string): MediaQueryList => {
      if (!query.includes('display-mode: standalone')) return original(query);
      const installed = {
        matches: true,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      };
      return installed as MediaQueryList;
    };
  });
}

function newMobile(): string {
  return `09${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

function newUsername(): string {
  return `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
}

test.describe('Firebase registration on the wire (ph-maya, the Firebase fake)', () => {
  test('carries firebaseChannel2, firebaseIdToken2, isOfficialAppLogin and the device', async ({
    page,
  }) => {
    const bodies = await recordEncryptedBodies(page);
    await runInstalled(page);
    const encryptedCalls: string[] = [];
    page.on('request', (request) => {
      const headers = request.headers();
      if (headers['x-encrypt-key']) encryptedCalls.push(new URL(request.url()).pathname);
    });
    await page.goto('/m/register?tenant=ph-maya&lang=EN');
    const mobile = newMobile();
    await field(page, 'Mobile number').fill(mobile);
    await form(page).getByRole('button', { name: 'Send code' }).click();
    await expect(form(page).getByRole('button', { name: /^Resend in \d+ s$/ })).toBeVisible(
      ANSWERED,
    );
    await field(page, 'Verification code').fill('123456');
    await submit(page).click();
    await continueAfterRegister(page);
    expect(encryptedCalls).toContain('/wps/member/register/mobile');
    const register = (await bodies()).find(
      (body) => (body as { mobileNum?: string }).mobileNum === mobile,
    );
    expect(register).toMatchObject({
      mobileNum: mobile,
      // The fake's token for this number, from the tenant's Firebase project.
      firebaseIdToken2: `demo-firebase-id-token.${mobile}`,
      firebaseChannel2: 'piso-panalo-prod',
      isOfficialAppLogin: false,
      device: 'PWA',
      registerMethod: 'PWA',
      login: true,
    });
    expect(register).not.toHaveProperty('smsCode');
  });
});

test.describe('Firebase login on the wire (ph-maya, the Firebase fake)', () => {
  test('the sms form sends its code by Firebase and logs in as type firebase, with channel, device and in-app flag', async ({
    page,
  }) => {
    const bodies = await recordEncryptedBodies(page);
    await runInstalled(page);
    const platformSms: string[] = [];
    const logins: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/wps/verification/sms/noLogin') platformSms.push(pathname);
      if (pathname === '/wps/session/login' && request.headers()['x-encrypt-key']) {
        logins.push(pathname);
      }
    });
    await page.goto('/m/login?tenant=ph-maya&lang=EN');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    // ph-maya's first login form is the sms one; the seeded mobile member's number.
    await expect(form(page).getByRole('radio', { name: 'SMS code' })).toBeChecked();
    await field(page, 'Mobile number').fill('09171234567');
    await form(page).getByRole('button', { name: 'Send code' }).click();
    await expect(form(page).getByRole('button', { name: /^Resend in \d+ seconds$/ })).toBeVisible(
      ANSWERED,
    );
    await field(page, 'Verification code').fill('123456');
    await form(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home/, ANSWERED);
    // The code went by Firebase (the fake), never by the platform's sms call.
    expect(platformSms).toEqual([]);
    expect(logins).toEqual(['/wps/session/login']);
    const login = (await bodies()).find((body) => (body as { type?: string }).type === 'firebase');
    expect(login).toMatchObject({
      type: 'firebase',
      // The fake's token for the seeded number, from the tenant's Firebase project.
      firebaseIdToken: 'demo-firebase-id-token',
      firebaseChannel: 'piso-panalo-prod',
      isOfficialAppLogin: false,
      device: 'PWA',
      loginDeviceId: expect.stringMatching(/^.{36}$/) as unknown,
    });
    expect(login).not.toHaveProperty('password');
  });
});

interface TrackedEvent {
  event: string;
  payload: Record<string, unknown>;
}

async function trackedEvents(request: APIRequestContext, merchant: string) {
  const response = await request.get(`/__demo/tracking?merchant=${merchant}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { value: { events: TrackedEvent[] } }).value.events;
}

test.describe('first deposit (spec 4: once per customer, with the deposit as revenue)', () => {
  test('a new member deposits: the event fires once, with the amount as revenue', async ({
    page,
    request,
  }) => {
    await page.goto('/m/register?tenant=pk-urdu&lang=EN&referralCode=FRIEND1');
    const username = newUsername();
    await field(page, /^Username/).fill(username);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm password').fill(PASSWORD);
    await submit(page).click();
    await continueAfterRegister(page);
    const customerOf = (events: TrackedEvent[], name: string) =>
      events.filter((e) => e.event === name && e.payload.customerName === username);
    // Registered here, with no deposit yet: the first deposit is ahead.
    await expect
      .poll(async () => customerOf(await trackedEvents(request, 'pk-urdu'), 'Register').length, {
        timeout: 15_000,
      })
      .toBe(1);
    const session = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('sessionInfo'))) ?? '{}',
    ) as { token?: string };
    expect(session.token).toBeTruthy();

    // The member deposits 500 (the wallet is outside the app: the demo's control).
    const deposit = await request.post('/__demo/deposit', {
      headers: { Merchant: 'pk-urdu', Authorization: session.token ?? '' },
      data: { amount: 500 },
    });
    expect(deposit.ok()).toBe(true);

    // The next visit reads the count and the amount.
    await page.reload();
    await expect(page).toHaveURL(/\/m\/home/);
    await expect
      .poll(
        async () => customerOf(await trackedEvents(request, 'pk-urdu'), 'FirstDeposit').length,
        { timeout: 15_000 },
      )
      .toBe(1);
    const [first] = customerOf(await trackedEvents(request, 'pk-urdu'), 'FirstDeposit');
    expect(first?.payload).toMatchObject({
      revenue: 500,
      amount: 500,
      value: 500,
      af_revenue: 500,
      currency: 'PKR',
    });

    // A second deposit and another visit: no second first deposit.
    await request.post('/__demo/deposit', {
      headers: { Merchant: 'pk-urdu', Authorization: session.token ?? '' },
      data: { amount: 900 },
    });
    const settled = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/wps/member/deposit/settings',
    );
    await page.reload();
    await settled;
    await page.waitForTimeout(1_500);
    expect(customerOf(await trackedEvents(request, 'pk-urdu'), 'FirstDeposit')).toHaveLength(1);
  });
});

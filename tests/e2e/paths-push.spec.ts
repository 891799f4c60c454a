import type { Page } from '@playwright/test';
import { NOTIFICATIONS_TAG } from '../../scripts/lib/chromium.ts';
import { expect, test } from './fixtures';
import { expectLogOutOffered } from './account';

/**
 * Push registration's states (spec 4, 9): an entry another tab left in progress is waited for,
 * a stale one (10 s) is reset and this page registers, and one the other tab finished is taken
 * as it is. The member has allowed notifications; the demo tenant's fake messaging answers.
 */

/** The member's browser asks for notifications (the full Chromium: NOTIFICATIONS_TAG). */
const ASKS = { tag: NOTIFICATIONS_TAG };

const MEMBER_HOME = '/m/home?tenant=demo&token=demo-token.demo.member1';
/** What the page stores (src/features/push/pushRecord.ts). */
const REGISTRATION_KEY = 'pushRegistration';
const BIND_CALL = '/wps/relay/CSP_fcmBind';

/** The binds the page sends. */
function countBinds(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === BIND_CALL) count += 1;
  });
  return () => count;
}

const storedEntry = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null,
    REGISTRATION_KEY,
  );

/**
 * Another tab of this browser is registering: its entry, in progress since the page's now, is
 * in local storage before the app starts (once: a reload keeps what the app wrote).
 */
async function anotherTabRegistering(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    if (sessionStorage.getItem('e2e.seeded')) return;
    sessionStorage.setItem('e2e.seeded', '1');
    localStorage.setItem(key, JSON.stringify({ status: 'in-progress', startedAt: Date.now() }));
  }, REGISTRATION_KEY);
}

/**
 * The member's home opened while another tab registers, the page's time stopped from there (only
 * the test moves it). Returns the count of the page's binds.
 */
async function homeWhileAnotherTabRegisters(page: Page): Promise<() => number> {
  const binds = countBinds(page);
  await anotherTabRegistering(page);
  await page.goto(MEMBER_HOME);
  await expectLogOutOffered(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  return binds;
}

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.clock.install();
});

test(
  'an entry left in progress is waited for, and reset when stale (10 s): then this page registers once',
  ASKS,
  async ({ page }) => {
    const binds = await homeWhileAnotherTabRegisters(page);

    // Just before 10 s from the other tab's start: still its turn.
    const { startedAt } = (await storedEntry(page)) as { startedAt: number };
    const now = await page.evaluate(() => Date.now());
    await page.clock.runFor(startedAt + 9_700 - now);
    expect(await storedEntry(page)).toMatchObject({ status: 'in-progress' });
    expect(binds()).toBe(0);

    // 10 s: stale. It is reset, and this page binds its own token.
    await page.clock.runFor(500);
    await expect
      .poll(async () => (await storedEntry(page))?.status, { timeout: 10_000 })
      .toBe('registered');
    expect((await storedEntry(page))?.token).toMatch(/^fake-fcm\.demo\./);
    expect(binds()).toBe(1);
  },
);

test(
  'an entry the other tab finishes is taken as it is: this page binds nothing',
  ASKS,
  async ({ page }) => {
    const binds = await homeWhileAnotherTabRegisters(page);

    // The other tab is done: its token is bound to the member.
    await page.evaluate((key) => {
      const entry = {
        status: 'registered',
        token: 'other-tab-token',
        boundAt: Date.now(),
        member: null,
      };
      localStorage.setItem(key, JSON.stringify(entry));
    }, REGISTRATION_KEY);
    // Past the time an unfinished entry would have gone stale. A registration of this page would
    // mark the entry in progress at once, then bind.
    await page.clock.runFor(12_000);
    expect(await storedEntry(page)).toMatchObject({
      status: 'registered',
      token: 'other-tab-token',
    });
    expect(binds()).toBe(0);
  },
);

import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withTenantPatch } from './tenantFlags';

/**
 * Dialogs are the browser's own modal <dialog> (src/ui/Modal.tsx): focus never leaves them by
 * Tab, Shift+Tab or a tap on the backdrop, the page behind takes neither taps nor focus, and
 * Escape and the backdrop follow the spec: a dismissible dialog closes, one that needs an answer
 * (the update dialog) stays.
 */

const ASSET_HASH_KEY = 'pwaAssetHash';

/** The demo's popup banners held back (600 s), so that no other dialog comes up meanwhile. */
async function holdPopupBanners(page: Page): Promise<void> {
  await withTenantPatch(page, 'demo', (tenant) => {
    const downloads = tenant.downloads as { popupBanners?: { waitSeconds: number } } | undefined;
    if (downloads?.popupBanners) downloads.popupBanners.waitSeconds = 600;
  });
}

/** Where focus is, seen from the dialog: inside or not, and which of its Tab stops (or -1). */
interface FocusInDialog {
  inside: boolean;
  index: number;
  count: number;
  /** The element with focus, for the failure message. */
  focused: string;
}

/** What Tab can reach in the dialog, by the browser's own reading (shown, enabled, tabIndex). */
function stopsOf(dialog: Locator): Promise<FocusInDialog> {
  return dialog.evaluate((root) => {
    const stops = Array.from(
      root.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]',
      ),
    ).filter(
      (element) =>
        element.tabIndex >= 0 &&
        !element.matches(':disabled') &&
        element.checkVisibility({ visibilityProperty: true }),
    );
    const focused = document.activeElement;
    return {
      inside: root.contains(focused),
      index: stops.findIndex((stop) => stop === focused),
      count: stops.length,
      focused: focused
        ? `${focused.tagName.toLowerCase()}.${focused.className} "${focused.textContent?.trim().slice(0, 30) ?? ''}"`
        : 'nothing',
    };
  });
}

/** Focuses the dialog's Tab stop number `index` (-1: the last). */
async function focusStop(dialog: Locator, index: number): Promise<void> {
  await dialog.evaluate((root, at) => {
    const stops = Array.from(
      root.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]',
      ),
    ).filter(
      (element) =>
        element.tabIndex >= 0 &&
        !element.matches(':disabled') &&
        element.checkVisibility({ visibilityProperty: true }),
    );
    stops.at(at)?.focus();
  }, index);
}

/** Waits for the dialog's fade in to end, as a member would before acting. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => 0))),
  );
}

/** Tab from the last stop goes to the first; Shift+Tab from the first to the last. */
async function expectTabKeptInside(page: Page, dialog: Locator): Promise<void> {
  const { count } = await stopsOf(dialog);
  expect(count).toBeGreaterThan(0);
  await focusStop(dialog, -1);
  await page.keyboard.press('Tab');
  expect(await stopsOf(dialog)).toMatchObject({ inside: true, index: 0 });
  await page.keyboard.press('Shift+Tab');
  expect(await stopsOf(dialog)).toMatchObject({ inside: true, index: count - 1 });
  // Round and round: a whole lap each way never leaves the dialog.
  for (let i = 0; i < count + 1; i += 1) {
    await page.keyboard.press('Tab');
    expect((await stopsOf(dialog)).inside).toBe(true);
  }
  for (let i = 0; i < count + 1; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect((await stopsOf(dialog)).inside).toBe(true);
  }
}

/** A tap on the dialog's own text (no control) puts focus on its panel; Shift+Tab stays in. */
async function expectShiftTabFromPanelInside(page: Page, dialog: Locator): Promise<void> {
  const { count } = await stopsOf(dialog);
  await dialog.getByRole('heading').first().tap();
  const onPanel = await stopsOf(dialog);
  expect(onPanel, onPanel.focused).toMatchObject({ inside: true, index: -1 });
  await page.keyboard.press('Shift+Tab');
  expect(await stopsOf(dialog)).toMatchObject({ inside: true, index: count - 1 });
  await dialog.getByRole('heading').first().tap();
  await page.keyboard.press('Tab');
  expect(await stopsOf(dialog)).toMatchObject({ inside: true, index: 0 });
}

/** The centre of the header's first control, measured before a dialog covers it. */
async function headerControl(page: Page): Promise<{ x: number; y: number; locator: Locator }> {
  const locator = page.locator('header.app-header').locator('a[href], button, select').first();
  const box = await locator.boundingBox();
  if (!box) throw new Error('the header shows no control');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, locator };
}

test.describe('the login dialog (dismissible)', () => {
  test.beforeEach(async ({ page }) => {
    await holdPopupBanners(page);
    await page.goto('/m/register?tenant=demo');
    await expect(page.getByRole('main')).toBeVisible();
  });

  async function openLogin(page: Page): Promise<Locator> {
    await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    // The sign-in providers' buttons (demo: LINE, Telegram, Maya) come with their own code,
    // into the room kept for them: the Tab stops are counted once they are there.
    await expect(dialog.getByRole('button', { name: /^Continue with / })).toHaveCount(3);
    await settled(page);
    return dialog;
  }

  test('keeps focus inside with Tab and Shift+Tab, from its first, last and panel', async ({
    page,
  }) => {
    const dialog = await openLogin(page);
    // Focus moved in on open.
    expect((await stopsOf(dialog)).inside).toBe(true);
    await expectTabKeptInside(page, dialog);
    await expectShiftTabFromPanelInside(page, dialog);
  });

  test('the page behind is inert: its header takes no focus', async ({ page }) => {
    const behind = page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true });
    const handle = await behind.elementHandle();
    if (!handle) throw new Error('no Log in button');
    await openLogin(page);
    // Opened with showModal: the browser itself makes everything outside the dialog inert.
    expect(await page.locator('dialog[open]').evaluate((el) => el.matches(':modal'))).toBe(true);
    const takesFocus = await handle.evaluate((el) => {
      (el as HTMLElement).focus();
      return document.activeElement === el;
    });
    expect(takesFocus).toBe(false);
    // Nor does Tab ever reach it, however far it goes.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await handle.evaluate((el) => document.activeElement === el)).toBe(false);
    }
  });

  test('Escape closes it and gives focus back to Log in', async ({ page }) => {
    await openLogin(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }),
    ).toBeFocused();
  });

  test('a tap on the backdrop closes it; a tap in its panel does not', async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole('heading').first().tap();
    await expect(dialog).toBeVisible();
    // The sheet sits at the bottom: the top of the screen is backdrop.
    await page.touchscreen.tap(195, 40);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  });
});

test.describe('the update dialog (needs an answer)', () => {
  test.beforeEach(async ({ page, context }) => {
    await holdPopupBanners(page);
    await page.goto('/m/login?tenant=demo');
    await expect(page.getByRole('main')).toBeVisible();
    // The first check (1.5 s after start) stores the deployed build's hash (as pwa.spec.ts).
    const hash = () => page.evaluate((key) => localStorage.getItem(key), ASSET_HASH_KEY);
    await expect.poll(hash, { timeout: 10_000 }).not.toBeNull();
    await context.addCookies([
      { name: 'demoNextBuild', value: `next-after-${await hash()}`, url: page.url() },
    ]);
  });

  async function showUpdate(page: Page): Promise<Locator> {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Found new version, click refresh');
    await settled(page);
    return dialog;
  }

  test('keeps focus inside with Tab, Shift+Tab and a tap on its panel or backdrop', async ({
    page,
  }) => {
    const dialog = await showUpdate(page);
    expect(await stopsOf(dialog)).toMatchObject({ inside: true, index: 0, count: 1 });
    await expectTabKeptInside(page, dialog);
    await expectShiftTabFromPanelInside(page, dialog);

    // A tap on the backdrop, above and below the card: nothing closes, focus stays inside.
    for (const [x, y] of [
      [195, 30],
      [20, 420],
      [195, 820],
    ] as const) {
      await focusStop(dialog, 0);
      await page.touchscreen.tap(x, y);
      await page.mouse.click(x, y);
      await expect(dialog).toBeVisible();
      const after = await stopsOf(dialog);
      expect(after.inside, after.focused).toBe(true);
      await page.keyboard.press('Shift+Tab');
      expect((await stopsOf(dialog)).inside).toBe(true);
    }
  });

  test('Escape leaves it open, again and again', async ({ page }) => {
    const dialog = await showUpdate(page);
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(100);
      await expect(dialog).toBeVisible();
      expect(await page.locator('dialog[open]').evaluate((el) => el.matches(':modal'))).toBe(true);
      expect((await stopsOf(dialog)).inside).toBe(true);
    }
  });

  test('a tap on a header control behind it does nothing', async ({ page }) => {
    const behind = await headerControl(page);
    const dialog = await showUpdate(page);
    const url = page.url();
    // What the finger lands on is the dialog (its backdrop), not the header.
    expect(
      await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('dialog') !== null,
        { x: behind.x, y: behind.y },
      ),
    ).toBe(true);
    await page.mouse.click(behind.x, behind.y);
    await page.touchscreen.tap(behind.x, behind.y);
    await page.waitForTimeout(300);
    await expect(dialog).toBeVisible();
    expect(page.url()).toBe(url);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await stopsOf(dialog)).inside).toBe(true);
    // Nor can anything move focus to it.
    expect(
      await behind.locator.evaluate((el) => {
        (el as HTMLElement).focus();
        return document.activeElement === el;
      }),
    ).toBe(false);
  });
});

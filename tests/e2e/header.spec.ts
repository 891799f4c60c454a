import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withTenantPatch } from './tenantFlags';

/**
 * The member's header on the phones members use, 320 to 430 px wide: the logo stays legible
 * (at least 120 px), nothing in the header overflows or overlaps, and the account sheet gives
 * the language and Log out.
 */

const WIDTHS = [320, 390, 430] as const;
const TENANTS = ['demo', 'pk-urdu'] as const;
/** Where the screenshots go for a reviewer to look at (git-ignored). */
const SHOTS = 'test-results/header';

const catalogue = (code: string) =>
  JSON.parse(readFileSync(`src/i18n/messages/${code}.json`, 'utf8')) as Record<string, string>;
const DEFAULT_LANGUAGE = { demo: 'en', 'pk-urdu': 'ur' } as const;

interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The boxes of the header's own parts: the logo and each control beside it. */
async function headerParts(header: Locator): Promise<Box[]> {
  return header.evaluate((el) =>
    [el.querySelector('.app-header-logo'), ...el.querySelectorAll('.app-header-actions > *')]
      .filter((part): part is Element => part !== null)
      .map((part) => {
        const r = part.getBoundingClientRect();
        const name = part.getAttribute('aria-label') ?? part.textContent ?? part.tagName;
        return { name, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      }),
  );
}

async function expectFits(page: Page, width: number): Promise<void> {
  const header = page.getByRole('banner');
  const parts = await headerParts(header);
  expect(parts.length).toBeGreaterThanOrEqual(2);
  for (const part of parts) {
    expect(part.left, `${part.name} starts inside the screen`).toBeGreaterThanOrEqual(0);
    expect(part.right, `${part.name} ends inside the screen`).toBeLessThanOrEqual(width);
  }
  for (const [i, a] of parts.entries()) {
    for (const b of parts.slice(i + 1)) {
      const apart =
        a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      expect(apart, `${a.name} and ${b.name} overlap`).toBe(true);
    }
  }
  // Nothing scrolls sideways: the page is no wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  // Legible: at least 120 px wide, or as wide as the logo is at its full 36 px height.
  const logo = await page
    .getByRole('banner')
    .locator('.app-header-logo img')
    .evaluate((img: HTMLImageElement) => ({
      width: img.getBoundingClientRect().width,
      height: img.getBoundingClientRect().height,
      natural: (img.naturalWidth * 36) / img.naturalHeight,
    }));
  expect(logo.height, 'the logo keeps its height').toBeCloseTo(36, 0);
  expect(logo.width, 'the logo stays legible').toBeGreaterThanOrEqual(
    Math.min(120, logo.natural) - 0.5,
  );
}

for (const code of TENANTS) {
  const t = catalogue(DEFAULT_LANGUAGE[code]);
  for (const width of WIDTHS) {
    test(`${code} at ${width} px: the logo keeps its size; language and Log out in the account sheet`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      // The offers that open on timers (the app's popup banners after 20 s, the push offer after
      // 10 s) come late: a slow run under load would have them open over the sheet.
      await withTenantPatch(page, code, (tenant) => {
        const downloads = tenant.downloads as { popupBanners?: Record<string, unknown> };
        if (downloads?.popupBanners) downloads.popupBanners.waitSeconds = 600;
        const push = tenant.push as { promptDelaySeconds?: number } | undefined;
        if (push) push.promptDelaySeconds = 600;
      });
      await page.goto(`/m/home?tenant=${code}&token=demo-token.${code}.member1`);
      const header = page.getByRole('banner');
      const account = header.getByRole('button', { name: t['header.account'], exact: true });
      await expect(account).toBeVisible();
      await expect(page.locator('.app-header-logo img')).toHaveJSProperty('complete', true);
      await expectFits(page, width);
      await page.screenshot({ path: `${SHOTS}/${code}-member-${width}.png` });

      // The sheet: a dialog named after the member, focus inside, Escape closes it.
      await account.click();
      const sheet = page.getByRole('dialog', { name: 'member1' });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole('combobox', { name: t['language.label'] })).toBeFocused();
      await page.screenshot({ path: `${SHOTS}/${code}-account-${width}.png` });
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(account).toBeFocused();

      // Another language applies at once, and the header still fits in it.
      const other = code === 'demo' ? 'ur' : 'en';
      const u = catalogue(other);
      await account.click();
      await sheet.getByRole('combobox').selectOption(other.toUpperCase());
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      const logOut = sheet.getByRole('button', { name: u['nav.logout'], exact: true });
      await expect(logOut).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expectFits(page, width);

      // Log out from the sheet ends the session: the header offers Log in again.
      await header.getByRole('button', { name: u['header.account'], exact: true }).click();
      await logOut.click();
      await expect(page).toHaveURL(/\/m\/login/);
      await expect(header.getByRole('link', { name: u['nav.login'], exact: true })).toBeVisible();
      await expect(header.getByRole('button')).toHaveCount(0);
    });
  }
}

for (const code of TENANTS) {
  test(`${code} at 320 px: a visitor's language select gives way before the logo`, async ({
    page,
  }) => {
    const t = catalogue(DEFAULT_LANGUAGE[code]);
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`/m/register?tenant=${code}`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: t['nav.login'], exact: true })).toBeVisible();
    await expect(header.getByRole('combobox', { name: t['language.label'] })).toBeVisible();
    await expect(page.locator('.app-header-logo img')).toHaveJSProperty('complete', true);
    await expectFits(page, 320);
    await page.screenshot({ path: `${SHOTS}/${code}-visitor-320.png` });
  });
}

for (const code of TENANTS) {
  test(`${code} at 390 px: a visitor's language select is as wide as the chosen language's name`, async ({
    page,
  }) => {
    const t = catalogue(DEFAULT_LANGUAGE[code]);
    await page.goto(`/m/login?tenant=${code}`);
    const select = page.getByRole('banner').getByRole('combobox', { name: t['language.label'] });
    await expect(select).toBeVisible();
    // The chosen name, drawn in the select's own font, against the select's box: the name shows
    // whole, with room only for the padding and the arrow. Sized by its widest option instead,
    // pk-urdu's "اردو" sat in a box of 112 px, and the first layout shaped every option's name.
    const { box, name } = await select.evaluate((el: HTMLSelectElement) => {
      const span = document.createElement('span');
      span.textContent = el.selectedOptions[0]?.textContent ?? '';
      span.lang = el.selectedOptions[0]?.lang ?? '';
      span.style.font = getComputedStyle(el).font;
      span.style.position = 'absolute';
      document.body.append(span);
      const name = span.getBoundingClientRect().width;
      span.remove();
      return { box: el.getBoundingClientRect().width, name };
    });
    expect(name).toBeGreaterThan(10);
    expect(box, 'the name shows whole').toBeGreaterThanOrEqual(name + 16);
    expect(box, 'no room for a longer name').toBeLessThanOrEqual(Math.max(64, name + 48));
  });
}

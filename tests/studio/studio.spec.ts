import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';

/**
 * The tenant studio on the dev server (project studio, docs/studio.md): an operator creates a
 * merchant, edits it with the phone preview beside, saves a minimal diff, and cannot save errors.
 */
test.use({ viewport: { width: 1280, height: 800 } });
// The first preview compiles the app on the dev server: slower than the built app.
test.setTimeout(90_000);
const PREVIEW = { timeout: 30_000 };
/** The dev server's checker answers in well under a second, but CI machines are busy. */
const STUDIO = { timeout: 15_000 };

let code = '';
let file = '';
const createdFiles: string[] = [];

test.beforeEach(() => {
  code = `e2e-studio-${Math.random().toString(36).slice(2, 8)}`;
  file = `tenants/${code}.json`;
  createdFiles.push(file);
});

// Other tests count the tenants: never leave a created merchant behind, even from a test that
// failed while the dev server was still writing.
test.afterEach(() => rmSync(file, { force: true }));
test.afterAll(() => {
  for (const path of createdFiles) rmSync(path, { force: true });
});

/** Lines removed and added between two texts (a longest-common-subsequence line diff). */
function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] =
        a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!))
      added.push(b[j++]!);
    else removed.push(a[i++]!);
  }
  return { removed, added };
}

const preview = (page: Page): FrameLocator => page.frameLocator('iframe[title="Phone preview"]');
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name });

async function createMerchant(page: Page): Promise<void> {
  await page.goto('/m/studio/');
  await page.getByRole('button', { name: 'New merchant…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New merchant' });
  await dialog.getByLabel('Merchant code').fill(code);
  await dialog.getByLabel('Display name').fill('Studio Test Games');
  await dialog.getByLabel('Domains').fill(`m.${code}.test`);
  const answered = page.waitForResponse('**/__studio/create', PREVIEW);
  await dialog.getByRole('button', { name: 'Create' }).click();
  expect(await (await answered).json()).toMatchObject({ ok: true });
  await expect(page.getByLabel('Merchant', { exact: true })).toHaveValue(code, STUDIO);
  await expect(page.getByRole('status')).toHaveText('No unsaved changes', STUDIO);
  expect(existsSync(file)).toBe(true);
}

test('an operator creates a merchant, recolours it, reorders its menu, sees both and saves', async ({
  page,
}) => {
  await createMerchant(page);
  const created = readFileSync(file, 'utf8');
  const phone = preview(page);

  // The preview shows the draft as a member, so the menu grid is there.
  await page.getByLabel('Session', { exact: true }).selectOption('member1');
  const entries = phone.locator('nav.menu-grid .menu-entry-label');
  await expect(entries.first()).toHaveText('VIP', PREVIEW);

  await tab(page, 'Theme & brand').click();
  await page.locator('#root_theme_primary').fill('#aa0000');
  // The frame reloads for each draft the server holds: a read that meets a reload is tried again.
  await expect
    .poll(
      () =>
        phone
          .locator('html')
          .evaluate((html) => getComputedStyle(html).getPropertyValue('--primary'))
          .catch((error: Error) => `(${error.message.split('\n')[0]})`),
      PREVIEW,
    )
    .toBe('#aa0000');

  await tab(page, 'Menu').click();
  // The second entry (VIP benefit) moves above the first (VIP).
  await page
    .locator('.rjsf-array-item', { has: page.locator('#root_menu_1_key') })
    .getByRole('button', { name: 'Move up' })
    .click();
  await expect(page.locator('#root_menu_0_key')).toHaveValue('vip-benefit');
  await expect(entries.nth(0)).toHaveText('VIP benefits', PREVIEW);
  await expect(entries.nth(1)).toHaveText('VIP', PREVIEW);
  await expect(page.getByRole('status')).toHaveText(
    'Unsaved: 2 lines differ from the file',
    STUDIO,
  );
  expect(readFileSync(file, 'utf8')).toBe(created);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(`Saved ${file} (2 lines changed)`, STUDIO);

  const saved = readFileSync(file, 'utf8');
  const diff = lineDiff(created, saved);
  expect(diff.removed.map((l) => l.trim()).sort()).toEqual(
    [
      '"primary": "#0b6bcb",',
      '{ "key": "vip", "type": "VIP", "label": "menu.vip", "path": "/m/vip" },',
    ].sort(),
  );
  expect(diff.added.map((l) => l.trim()).sort()).toEqual(
    [
      '"primary": "#aa0000",',
      '{ "key": "vip", "type": "VIP", "label": "menu.vip", "path": "/m/vip" },',
    ].sort(),
  );
  // npm run tenants passes on the saved file (beside the others).
  const out = execFileSync('npx', ['tsx', 'scripts/tenants.ts', file], { encoding: 'utf8' });
  expect(out).toContain('checked 1 tenant file: 0 errors');
});

test('a bad colour and a taken domain show at their fields, and are never saved', async ({
  page,
}) => {
  await createMerchant(page);
  const created = readFileSync(file, 'utf8');

  await tab(page, 'Theme & brand').click();
  await page.locator('#root_theme_primary').fill('red');
  const colourField = page
    .locator('.form-group', { has: page.locator('#root_theme_primary') })
    .last();
  await expect(colourField.locator('.error-detail')).toContainText('(got "red")', STUDIO);
  await expect(tab(page, 'Theme & brand').getByLabel('1 errors')).toBeVisible();
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems).toContainText(`${file}:`);
  await expect(problems).toContainText('/theme/primary:');

  await tab(page, 'Merchant').click();
  await page.locator('#root_domains_0').fill('m.demo-casino.test');
  const domainField = page.locator('.form-group', { has: page.locator('#root_domains_0') }).last();
  await expect(domainField.locator('.error-detail')).toHaveText(
    'domain "m.demo-casino.test" is also listed by tenants/demo.json',
    STUDIO,
  );

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Not saved: 2 errors to fix first', STUDIO);
  expect(readFileSync(file, 'utf8')).toBe(created);
});

test('the preview switches page, width, language and session without reloading the studio', async ({
  page,
}) => {
  await page.goto('/m/studio/?tenant=demo');
  const phone = preview(page);
  const frame = page.locator('iframe[title="Phone preview"]');
  // The studio page itself is never reloaded: a mark set on it survives every switch.
  await page.evaluate(() => Object.assign(window, { studioMark: 1 }));

  await page.getByRole('group', { name: 'Page' }).getByRole('button', { name: '/m/login' }).click();
  await expect(phone.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible(PREVIEW);

  await page
    .getByRole('group', { name: 'Phone width' })
    .getByRole('button', { name: '430' })
    .click();
  await expect(frame).toHaveAttribute('width', '430');
  await expect
    .poll(() => phone.locator('html').evaluate(() => window.innerWidth), PREVIEW)
    .toBe(430);

  await page.getByLabel('Language', { exact: true }).selectOption('VI');
  await expect(phone.locator('html')).toHaveAttribute('lang', /^vi/, PREVIEW);

  await page.getByRole('group', { name: 'Page' }).getByRole('button', { name: '/m/home' }).click();
  await page.getByLabel('Session', { exact: true }).selectOption('agent1');
  await expect(phone.locator('nav.menu-grid .menu-entry')).not.toHaveCount(0, PREVIEW);
  // The header's account button carries the member's name (the sheet it opens shows it too).
  await expect(phone.getByRole('banner').getByTitle('agent1', { exact: true })).toBeVisible();

  await page.getByLabel('Session', { exact: true }).selectOption('visitor');
  await expect(phone.locator('nav.menu-grid')).toHaveCount(0, PREVIEW);
  expect(await page.evaluate(() => (window as { studioMark?: number }).studioMark)).toBe(1);
});

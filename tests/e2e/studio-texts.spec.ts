import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { TeamProcessMessage } from './teamServerProcess';
import {
  addOperator,
  APP_OUT,
  git,
  gitOutput,
  newDataRepository,
  STUDIO_OUT,
} from './teamStudioData';

/**
 * The studio's Texts tab end to end (docs/studio.md, "Texts"), in the team studio
 * (`startTeamServer`, the studio's build, the previews on the app's build) over a temporary data
 * repository holding a copy of tenants/, so this repository's files are never written. An editor
 * gives pk-urdu's login line an English and a Roman Urdu text: the phone shows each in its
 * language, the change request's file differs from the published one in the `texts` lines only,
 * and `npm run tenants` passes on it. A text that is not ICU is refused at its field, and nothing
 * is saved.
 *
 * Needs the app's build (E2E_OUTDIR, else dist/) and the studio's beside it (E2E_STUDIO_OUTDIR,
 * else <E2E_OUTDIR>-studio, else dist-studio): `STUDIO_OUTDIR=... npm run studio:build`.
 */
const OUT = APP_OUT;
const SHOTS = process.env.STUDIO_SCREENSHOTS === '1';

const MERCHANT = 'pk-urdu';
const FILE = `tenants/${MERCHANT}.json`;
const ID = 'auth.login.noAccount';
const ENGLISH = 'New to Sitara Play?';
const ROMAN_URDU = 'Sitara Play par naye hain?';
const EDITOR = 'editor@example.com';
const PASSWORD = 'correct horse battery staple';
/** The studio asks its server at each step; the machine running the tests is busy. */
const SLOW = { timeout: 20_000 };
/** The first preview of a draft loads the app in the frame. */
const PREVIEW = { timeout: 30_000 };

test.use({
  viewport: { width: 1440, height: 900 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Lines removed and added, each with its line number (a longest-common-subsequence diff). */
function lineDiff(before: string, after: string) {
  const a = before.split('\n');
  const b = after.split('\n');
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] =
        a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const removed: number[] = [];
  const added: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!))
      added.push(j++);
    else removed.push(i++);
  }
  return { removed, added };
}

/** The line numbers of the file's top-level `"texts": { ... }`. */
function textsLines(text: string): { from: number; to: number } {
  const lines = text.split('\n');
  const from = lines.findIndex((l) => l.startsWith('  "texts": {'));
  expect(from).toBeGreaterThan(0);
  const to = lines.findIndex((l, n) => n >= from && /^ {2}\}/.test(l));
  return { from, to };
}

interface Setup {
  data: string;
  url: string;
  close: () => Promise<void>;
  cleanups: (() => void)[];
}
let setup: Setup;
/** This repository's file, which nothing here may change. */
const ORIGINAL = readFileSync(FILE, 'utf8');

test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const dir of [OUT, STUDIO_OUT])
    if (!existsSync(join(dir, 'index.html')))
      throw new Error(
        `${dir}/index.html not found: build the app (\`npx vite build --outDir ${OUT}\`) and the ` +
          `studio (\`STUDIO_OUTDIR=${STUDIO_OUT} npm run studio:build\`) first`,
      );
  const cleanups: (() => void)[] = [];
  // The data repository: a copy of this repository's tenant files, as a developer committed them.
  const data = newDataRepository('studio-texts-data-', ['.prettierrc.json']);
  cleanups.push(() => rmSync(data, { recursive: true, force: true }));
  addOperator(data, { email: EDITOR }, 'editor', MERCHANT, PASSWORD);
  const live = mkdtempSync(join(tmpdir(), 'studio-texts-live-'));
  cleanups.push(() => rmSync(live, { recursive: true, force: true }));

  const logs: string[] = [];
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'tests/e2e/teamServerProcess.ts',
      JSON.stringify({ data, live, app: resolve(OUT), studioDir: resolve(STUDIO_OUT) }),
    ],
    { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
  );
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (text: string) => logs.push(text));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const first = await new Promise<TeamProcessMessage>((done, fail) => {
    child.once('message', (m: TeamProcessMessage) => done(m));
    void exited.then(() => fail(new Error(`the team server exited: ${logs.join('')}`)));
  });
  if (!('url' in first)) {
    child.kill('SIGTERM');
    throw new Error(`the team server did not start: ${JSON.stringify(first)}`);
  }
  setup = {
    data,
    url: first.url,
    cleanups,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
});

test.afterAll(async () => {
  await setup?.close();
  for (const cleanup of (setup?.cleanups ?? []).reverse()) cleanup();
  // This repository's tenant file is the one it was.
  expect(readFileSync(FILE, 'utf8')).toBe(ORIGINAL);
});

async function openTexts(page: Page): Promise<void> {
  // The merchants' vendors (trackers, chat) are not this test's concern, and the machine is offline.
  await page.route(
    (url) => url.protocol === 'https:',
    (route) => route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await page.goto(`${setup.url}/m/studio/?tenant=${MERCHANT}#/`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(EDITOR);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Merchant', { exact: true })).toHaveValue(MERCHANT, SLOW);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('button', { name: 'Texts' })
    .click();
  // The fields are read-only while the studio looks for the editor's own open change request
  // (where editing starts), and open once the page has said where.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toBeVisible(SLOW);
  await expect(page.getByText('Checking for your open change request…')).toHaveCount(0, SLOW);
  await expect(search).toBeEditable();
  await search.fill(ID);
}

const field = (page: Page, language: string) =>
  page.getByRole('textbox', {
    name: new RegExp(`^${ID.replace(/\./g, '\\.')} ${language}( \\(default\\))?$`),
  });

test('an editor words the login line in two languages, sees each in the phone, and submits only those lines', async ({
  page,
}) => {
  await openTexts(page);
  // No change request of the editor's yet: editing starts from the published file.
  await expect(page.getByRole('status').first()).toHaveText('No changes to the published file');
  const urdu = field(page, 'UR');
  await expect(urdu).toHaveValue(JSON.parse(ORIGINAL).texts[ID].UR as string);
  await expect(urdu).toHaveAttribute('dir', 'rtl');
  await expect(field(page, 'UR-LA')).toHaveAttribute('dir', 'ltr');
  await field(page, 'EN').fill(ENGLISH);
  await field(page, 'UR-LA').fill(ROMAN_URDU);
  await expect(page.getByRole('status').first()).toHaveText(
    /^Draft: \d+ lines? differs? from the published file$/,
    SLOW,
  );
  await expect(
    page.getByRole('checkbox', { name: /Missing translations only/ }),
  ).toHaveAccessibleName(/\(0\)$/);

  // The phone, on the login page, follows the language picked in the tab.
  await page.getByRole('group', { name: 'Page' }).getByRole('button', { name: '/m/login' }).click();
  const phone = page.frameLocator('iframe[title="Phone preview"]');
  await page.getByRole('combobox', { name: 'Phone language' }).selectOption('EN');
  await expect(phone.getByText(ENGLISH)).toBeVisible(PREVIEW);
  await page.getByRole('combobox', { name: 'Phone language' }).selectOption('UR-LA');
  await expect(phone.getByText(ROMAN_URDU)).toBeVisible(PREVIEW);
  await expect(page.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue('UR-LA');
  if (SHOTS) {
    await page.getByRole('searchbox', { name: 'Search' }).fill('auth.login.');
    await page.getByRole('combobox', { name: 'Phone language' }).selectOption('UR');
    await expect(phone.locator('#splash')).toHaveCount(0, PREVIEW);
    await expect(phone.getByText(JSON.parse(ORIGINAL).texts[ID].UR as string)).toBeVisible(PREVIEW);
    await page.screenshot({ path: 'docs/images/studio-texts.png' });
  }

  // Submitted: the change request's file differs from the published one in its texts lines only.
  await page.getByRole('button', { name: 'Submit for review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit for review' });
  const saved = page.waitForResponse('**/__studio/save');
  await dialog.getByRole('button', { name: 'Submit for review' }).click();
  const answer = (await (await saved).json()) as { saved: boolean; change: { id: string } };
  expect(answer.saved).toBe(true);
  const published = gitOutput(setup.data, 'show', `main:${FILE}`);
  const submitted = gitOutput(setup.data, 'show', `studio/change/${answer.change.id}:${FILE}`);
  const { removed, added } = lineDiff(published, submitted);
  expect(removed.length + added.length).toBeGreaterThan(0);
  const before = textsLines(published);
  const after = textsLines(submitted);
  for (const n of removed)
    expect(n > before.from && n < before.to, `line ${n + 1} removed`).toBe(true);
  for (const n of added) expect(n > after.from && n < after.to, `line ${n + 1} added`).toBe(true);
  expect(JSON.parse(submitted)).toEqual({
    ...JSON.parse(published),
    texts: { [ID]: { UR: JSON.parse(published).texts[ID].UR, EN: ENGLISH, 'UR-LA': ROMAN_URDU } },
  });

  // `npm run tenants` passes on the submitted file beside every other merchant's.
  const check = mkdtempSync(join(tmpdir(), 'studio-texts-check-'));
  try {
    for (const name of readdirSync('tenants').filter((n) => n.endsWith('.json')))
      copyFileSync(join('tenants', name), join(check, name));
    writeFileSync(join(check, `${MERCHANT}.json`), submitted);
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/tenants.ts', check], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(check, { recursive: true, force: true });
  }
});

test('a text that is not ICU is refused at its field, and nothing is saved', async ({ page }) => {
  const branches = git(setup.data, 'for-each-ref', '--format=%(refname) %(objectname)');
  const dataFile = readFileSync(join(setup.data, FILE), 'utf8');
  await openTexts(page);
  const english = field(page, 'EN');
  // The editor's change request from the first test is where editing starts: the page says so
  // and its texts are in the fields, open for editing.
  await expect(page.getByRole('status').first()).toContainText('Continuing your change request');
  await expect(english).toHaveValue(ENGLISH);
  await expect(english).toBeEditable();
  await english.fill('New here? {name');
  await expect(english).toHaveAttribute('aria-invalid', 'true', SLOW);
  await expect(english).toHaveAccessibleDescription(
    /the EN text is not a valid ICU message: EXPECT_ARGUMENT_CLOSING_BRACE at 1:/,
  );
  await expect(page.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
  await expect(page.getByText('Fix 1 error first')).toBeVisible();
  if (SHOTS) {
    await page
      .getByRole('group', { name: 'Page' })
      .getByRole('button', { name: '/m/login' })
      .click();
    const phone = page.frameLocator('iframe[title="Phone preview"]');
    await expect(phone.getByText(JSON.parse(ORIGINAL).texts[ID].UR as string)).toBeVisible(PREVIEW);
    await page.locator('.studio').screenshot({ path: 'docs/images/studio-texts-refused.png' });
  }

  // The server refuses it too, whatever the page does.
  const refused = await page.evaluate(async (merchant) => {
    const session = (await (await fetch('/__studio/session')).json()) as { csrf: string };
    const file = (await (await fetch(`/__studio/tenants/${merchant}`)).json()) as { text: string };
    const value = JSON.parse(file.text) as { texts: Record<string, Record<string, string>> };
    value.texts['auth.login.noAccount']!.EN = 'New here? {name';
    const response = await fetch('/__studio/save', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': session.csrf },
      body: JSON.stringify({ code: merchant, value, title: 'Broken' }),
    });
    return (await response.json()) as { saved: boolean; check: { errors: { pointer: string }[] } };
  }, MERCHANT);
  expect(refused.saved).toBe(false);
  expect(refused.check.errors.map((e) => e.pointer)).toEqual([`/texts/${ID}/EN`]);
  // No commit, no branch, the data repository's file as it was.
  expect(git(setup.data, 'for-each-ref', '--format=%(refname) %(objectname)')).toBe(branches);
  expect(readFileSync(join(setup.data, FILE), 'utf8')).toBe(dataFile);
});

test('a menu label becomes a merchant text in one step, opened in the Texts tab', async ({
  page,
}, testInfo) => {
  await openTexts(page);
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('button', { name: 'Menu' })
    .click();
  const label = page.locator('#root_menu_0_label');
  const productId = await label.inputValue();
  const entryKey = await page.locator('#root_menu_0_key').inputValue();
  const create = page
    .locator('.label-field', { has: label })
    .getByRole('button', { name: 'Create merchant text' });
  await create.scrollIntoViewIfNeeded();
  await page
    .locator('.rjsf-array-item', { has: label })
    .screenshot({ path: testInfo.outputPath('menu-entry.png') });
  await create.click();

  const id = `merchant.${entryKey.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}`;
  const own = page.getByRole('textbox', { name: `${id} UR (default)` });
  await expect(own).toBeFocused();
  const urdu = (await (await page.request.get(`${setup.url}/__studio/texts/UR`)).json()) as {
    messages: Record<string, string>;
  };
  await expect(own).toHaveValue(urdu.messages[productId]!);
  await expect(page.getByText(`used by menu entry ${entryKey}`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('texts-after-create.png') });
  // The draft is checked as it would be saved: the new text is named, defined, and in UR.
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText(
    /^0 errors, \d+ warnings/,
    SLOW,
  );
  await expect(page.getByRole('button', { name: 'Submit for review' })).toBeEnabled(SLOW);
});

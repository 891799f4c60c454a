import { readFileSync, readdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { inkCollisions } from './pseudoChecks';

/**
 * Each writing system is drawn by a font made for it (src/ui/fonts.css), not by a fallback that
 * shows empty boxes. The test machine has what phones have: Debian's fonts-noto-core and
 * fonts-noto-cjk (.ci/run installs them). Screenshots of pk-urdu go to test-results/fonts/.
 * Each script is given the line height it needs: in every language of every tenant, at 320 and
 * 390 px, no two lines of a text block run into each other and no heading is cut
 * (pseudoChecks.ts, inkCollisions).
 */

const MISSING =
  "install Debian's fonts-noto-core and fonts-noto-cjk (.ci/run does when run as root)";

/** The fonts Chromium drew an element's text with (DevTools' "Rendered fonts"). */
async function renderedFonts(page: Page, element: Locator): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument', { depth: -1 });
    const handle = await element.elementHandle();
    const marker = `font-probe-${Date.now()}`;
    await handle?.evaluate((el, id) => el.setAttribute('data-font-probe', id), marker);
    const { nodeId } = await session.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[data-font-probe="${marker}"]`,
    });
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.filter((f) => f.glyphCount > 0).map((f) => f.familyName);
  } finally {
    await session.detach();
  }
}

const cases: Array<{ tenant: string; lang: string; text: RegExp; font: RegExp }> = [
  // ہ (U+06C1) and ے (U+06D2) are Urdu letters that plain Arabic fonts may lack.
  { tenant: 'pk-urdu', lang: 'UR', text: /[\u06C1\u06D2]/, font: /Nastaliq Urdu|Naskh Arabic/ },
  { tenant: 'th-line', lang: 'TH', text: /[\u0E00-\u0E7F]/, font: /Thai/ },
  { tenant: 'demo', lang: 'CN', text: /[\u4E00-\u9FFF]/, font: /CJK SC|\bSC\b/ },
  { tenant: 'ph-maya', lang: 'KO', text: /[\uAC00-\uD7AF]/, font: /CJK KR|\bKR\b/ },
  { tenant: 'vn-lotto', lang: 'VI', text: /[ạ-ỹ]/, font: /Noto Sans|Roboto|DejaVu/ },
];

for (const { tenant, lang, text, font } of cases) {
  test(`${tenant} in ${lang}: the login page is drawn in a font for its script`, async ({
    page,
  }) => {
    await page.goto(`/m/login?tenant=${tenant}&lang=${lang}`);
    const heading = page.getByRole('main').getByText(text).first();
    await expect(heading).toBeVisible();
    // Asked again until it answers: the page may still re-render the element as it settles.
    await expect
      .poll(
        () =>
          renderedFonts(page, heading).then(
            (fonts) => fonts.join(', '),
            (error: unknown) => `not measured: ${String(error)}`,
          ),
        { message: `fonts for ${lang}: ${MISSING}` },
      )
      .toMatch(font);
    if (tenant === 'pk-urdu') {
      await page.screenshot({ path: 'test-results/fonts/pk-urdu-login.png' });
      await page.goto(`/m/home?tenant=${tenant}&token=demo-token.${tenant}.member1`);
      await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
      await page.screenshot({ path: 'test-results/fonts/pk-urdu-home.png' });
    }
  });
}

const tenants = readdirSync('tenants')
  .filter((file) => file.endsWith('.json'))
  .map(
    (file) =>
      JSON.parse(readFileSync(`tenants/${file}`, 'utf8')) as {
        merchantCode: string;
        languages: { supported: string[] };
      },
  );

for (const { merchantCode: tenant, languages } of tenants) {
  test(`${tenant}: in each of its languages, lines keep apart and headings are whole at 320 and 390 px`, async ({
    page,
  }) => {
    // One page per screen and language, looked at in both widths (the layout follows the resize):
    // two page loads and four checks a language, about 6 s each on a loaded two-core machine.
    test.setTimeout(10_000 + languages.supported.length * 12_000);
    await page.setViewportSize({ width: 320, height: 740 });
    const soft = expect.configure({ soft: true, timeout: 3_000 });
    for (const lang of languages.supported) {
      for (const [name, path] of [
        ['member home', `/m/home?tenant=${tenant}&lang=${lang}&token=demo-token.${tenant}.member1`],
        ['login', `/m/login?tenant=${tenant}&lang=${lang}`],
      ] as const) {
        await page.goto(path);
        await expect(page.locator('#splash')).toHaveCount(0);
        await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
        for (const width of [320, 390]) {
          await page.setViewportSize({ width, height: 740 });
          await soft
            .poll(() => page.evaluate(inkCollisions), { message: `${lang} ${name} at ${width} px` })
            .toEqual([]);
        }
        await page.setViewportSize({ width: 320, height: 740 });
      }
    }
  });
}

test('the ink check finds lines that run into each other and cut headings', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setContent(`<!doctype html><html lang="ur" dir="rtl"><head><style>
    body { margin: 0; font: 16px 'Noto Nastaliq Urdu', 'Noto Naskh Arabic', serif; }
    .tight { width: 90px; line-height: 1.1; }
    .roomy { width: 90px; line-height: 2.5; }
    h2 { margin: 0; font-size: 24px; line-height: 1; text-align: right; }
    .edge { position: relative; right: -40px; line-height: 3; }
  </style></head><body>
    <p class="tight">دوستوں کو مدعو کریں</p>
    <p class="roomy">دوستوں کو مدعو کریں</p>
    <h2>لائیو کیسینو</h2>
    <h2 class="edge">گیمز</h2>
  </body></html>`);
  expect(await page.evaluate(inkCollisions)).toEqual([
    expect.stringMatching(/^lines overlap by [\d.]+px: <p\.tight>/),
    expect.stringMatching(/^heading ink outside its box \(.*top [1-9][\d.]*.*<h2>/),
    expect.stringMatching(/^heading ink outside its box \(left 0\.0, right [1-9].*<h2\.edge>/),
    expect.stringMatching(/^heading ink off the screen .*<h2\.edge>/),
  ]);
});

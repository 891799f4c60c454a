import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Each writing system is drawn by a font made for it (src/ui/fonts.css), not by a fallback that
 * shows empty boxes. The test machine has what phones have: Debian's fonts-noto-core and
 * fonts-noto-cjk (.ci/run installs them). Screenshots of pk-urdu go to test-results/fonts/.
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

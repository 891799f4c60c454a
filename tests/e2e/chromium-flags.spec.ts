import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from '../../scripts/lib/chromium.ts';
import { expect, test } from './fixtures';

/**
 * The suite's Chromium as Playwright launches it (scripts/lib/chromium.ts): Chromium keeps only
 * the last `--disable-features` of its command line, so ours must name every feature Playwright
 * turns off as well as the address bar's popup pages it adds.
 */
test('the last --disable-features keeps all of Playwright’s, and no popup page is loaded', async () => {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: [...PLAYWRIGHT_CHROMIUM_FLAGS],
  });
  try {
    const pid = server.process().pid;
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    const lists = argv
      .filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
    expect(lists.length, 'Playwright’s own list and ours').toBeGreaterThanOrEqual(2);
    const applied = lists.at(-1) ?? [];
    const dropped = lists.slice(0, -1).flatMap((list) => list.filter((f) => !applied.includes(f)));
    expect(dropped, 'features Playwright turns off that Chromium would no longer').toEqual([]);

    const browser = await chromium.connect(server.wsEndpoint());
    const page = await browser.newPage();
    await page.setContent('<p>hello</p>');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = (await cdp.send('Target.getTargets')) as {
      targetInfos: { type: string; url: string }[];
    };
    expect(targetInfos.map((t) => t.url).filter((url) => url.startsWith('chrome://'))).toEqual([]);
    await browser.close();
  } finally {
    await server.close();
  }
});

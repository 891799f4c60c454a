/**
 * npm run screens -- --against <git rev> [...]   compares every merchant's screens of that revision
 * with the working tree's: scripts/visual.ts, docs/qa.md.
 *
 * npm run screens [-- <path>...] [-- --dist=<dir>]   screenshots of each screen, per tenant, at
 * 390x844, from the built app on a preview server, into .bench/screens/: in the tenant's own
 * language and in the en-XA pseudo-locale (docs/i18n.md). Then one contact sheet per tenant and
 * language, all its screens side by side: .bench/screens/sheet-<tenant>.png and
 * sheet-<tenant>.en-XA.png. For looking at what a member sees; not a test.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createLogger } from 'vite';
import { PLAYWRIGHT_CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { startPreview } from './lib/benchPreview.ts';
import type { Tile } from './lib/contactSheet.ts';
import { writeContactSheet } from './lib/contactSheet.ts';

const OUT = '.bench/screens';
const DEFAULT_PATHS = ['/m/home', '/m/login', '/m/register', '/m/inviteFriends', '/m/feedback'];
/** The tenant's default language, then the long, accented pseudo-locale. */
const LANGUAGES = [null, 'en-XA'] as const;

interface Tenant {
  merchantCode: string;
}

const args = process.argv.slice(2);

if (args.some((a) => a === '--against' || a.startsWith('--against='))) {
  const { main } = await import('./visual.ts');
  process.exitCode = await main(args);
} else {
  await contactSheets();
}

async function contactSheets(): Promise<void> {
  const tenants = readdirSync('tenants')
    .filter((f) => f.endsWith('.json'))
    .map((f) => (JSON.parse(readFileSync(join('tenants', f), 'utf8')) as Tenant).merchantCode);
  const paths = args.filter((a) => a.startsWith('/'));
  const outDir = args.find((a) => a.startsWith('--dist='))?.slice('--dist='.length) ?? 'dist';

  mkdirSync(OUT, { recursive: true });
  const server = await startPreview({
    root: process.cwd(),
    outDir,
    logger: createLogger('warn'),
    probePath: '/m/',
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...PLAYWRIGHT_CHROMIUM_FLAGS],
  });
  try {
    for (const code of tenants) {
      for (const lang of LANGUAGES) {
        const tiles: Tile[] = [];
        for (const path of paths.length ? paths : DEFAULT_PATHS) {
          const page = await browser.newPage({
            viewport: { width: 390, height: 844 },
            deviceScaleFactor: 2,
            isMobile: true,
            hasTouch: true,
          });
          page.on('pageerror', (e) => console.error(`${code} ${path}: ${e.message}`));
          const sep = path.includes('?') ? '&' : '?';
          const token =
            path === '/m/login' || path === '/m/register'
              ? ''
              : `&token=demo-token.${code}.member1`;
          const language = lang ? `&lang=${lang}` : '';
          await page.goto(`${server.origin}${path}${sep}tenant=${code}${token}${language}`);
          await page
            .locator('#splash')
            .waitFor({ state: 'detached', timeout: 10_000 })
            .catch(() => undefined);
          await page.waitForTimeout(400);
          const suffix = lang ? `.${lang}` : '';
          const file = join(OUT, `${code}${suffix}${path.replace(/[/?=&]+/g, '_')}.png`);
          await page.screenshot({ path: file });
          console.log(file);
          tiles.push({ caption: path, file });
          await page.close();
        }
        const sheet = join(OUT, `sheet-${code}${lang ? `.${lang}` : ''}.png`);
        await writeContactSheet(browser, `${code}${lang ? ` (${lang})` : ''}`, tiles, sheet);
        console.log(sheet);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

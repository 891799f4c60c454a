/**
 * npm run screens [-- <path>...]   screenshots of each screen, per tenant, at 390x844 (and the
 * right-to-left merchant), from the built app on a preview server, into .bench/screens/.
 * For looking at what a member sees; not a test.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createLogger } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { startPreview } from './lib/benchPreview.ts';

const OUT = '.bench/screens';
const DEFAULT_PATHS = ['/m/home', '/m/login', '/m/register', '/m/inviteFriends', '/m/feedback'];

interface Tenant {
  merchantCode: string;
}

const tenants = readdirSync('tenants')
  .filter((f) => f.endsWith('.json'))
  .map((f) => (JSON.parse(readFileSync(join('tenants', f), 'utf8')) as Tenant).merchantCode);
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));

mkdirSync(OUT, { recursive: true });
const server = await startPreview({
  root: process.cwd(),
  outDir: 'dist',
  logger: createLogger('warn'),
  probePath: '/m/',
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
try {
  for (const code of tenants) {
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
        path === '/m/login' || path === '/m/register' ? '' : `&token=demo-token.${code}.member1`;
      await page.goto(`${server.origin}${path}${sep}tenant=${code}${token}`);
      await page
        .locator('#splash')
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => undefined);
      await page.waitForTimeout(400);
      const file = join(OUT, `${code}${path.replace(/[/?=&]+/g, '_')}.png`);
      await page.screenshot({ path: file });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

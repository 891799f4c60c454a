import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { HEIGHT, shotFile, WIDTHS } from './visualShots.ts';
import type { DialogKind, Session, Unit } from './visualShots.ts';

/**
 * Takes the screenshots of the visual comparison (scripts/visual.ts) in one Chromium, a few pages
 * at a time. Everything that moves on its own is held still so that the same build gives the
 * same pixels: CSS animations and transitions off, reduced motion, timers of a second or more
 * (the carousel, the marquee, polls) never fire, the clock standing still, the caret and focus rings
 * hidden (which control a dialog focuses first may differ by a frame); each shot
 * waits for the splash to go, the network to be quiet, the fonts and every image.
 */

/** One side of the comparison: an app being served and where its shots go. */
export interface Side {
  name: string;
  /** 'http://127.0.0.1:<port>': the app under /m/ and its demo API under /wps. */
  origin: string;
  /** Folder the PNGs go to (tenant/language/screen@width.png). */
  outDir: string;
  /** The tenant code the page asks for, e.g. the studio's preview code (default: the tenant). */
  codeOf?: (tenant: string) => string;
  /** Tenant files served instead of the app's own, by the code the page asks for. */
  tenantFiles?: ReadonlyMap<string, unknown>;
  /** The tenants this side has (default: all): another tenant's units are not photographed here. */
  tenants?: ReadonlySet<string>;
  /** Cookies every page of this side carries (the studio's session). */
  cookies?: { name: string; value: string }[];
  /** Headers every request of this side carries (the studio behind its sign-in proxy). */
  headers?: Record<string, string>;
}

/**
 * Pages photographed at once. Each page also waits (for the network, its spinners, two looks of
 * its layout), so more than the two cores' worth keeps Chromium busy: on th-line's 146 screens
 * and 106 stories a side, 5 took 12 % and 20 % less time than 3 (docs/qa.md).
 */
export const DEFAULT_WORKERS = 5;

/**
 * Story pages at once once a side's screens are done. A story is seconds of waiting (its render
 * and play, two looks of its layout, the fonts) for a fraction of a second of work, so five story
 * pages leave the cores idle at times: th-line's 106 stories took 33.5 s a side with 5 pages and
 * 31.2 s with 8 (docs/qa.md, "Time").
 */
export const STORY_WORKERS = 8;

/**
 * Chromium's flags for photographing, beside CHROMIUM_FLAGS: no optimising compiler. A page here
 * lives a few seconds, so what V8's optimiser compiles in the background is never run long enough
 * to pay back; without it one tenant's screens took 142 s, not 152 s (docs/qa.md, "Time").
 */
export const SHOT_FLAGS: readonly string[] = ['--js-flags=--no-opt'];

/**
 * Pages at work at once, shared by the app's screens and the stories of one side, which run side
 * by side: the one that runs out of work leaves its share to the other instead of to nobody.
 */
export class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];
  constructor(size: number) {
    this.free = size;
  }
  /** `more` pages at once from now on (the part that shared them has ended). */
  grow(more: number): void {
    for (let i = 0; i < more; i += 1) this.release();
  }
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      this.release();
    }
  }
  /** A slot to the longest waiting work, or free for the next. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}

/** An error's first line, for a failure list. */
export function firstLine(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}

/**
 * The order units are photographed in: the longest first (a page with the most screens), so that
 * the last minutes are not one long unit with every other page idle (the run's tail).
 */
export function longestFirst<T extends { unit: Unit }>(tasks: readonly T[]): T[] {
  const size = ({ unit }: T) =>
    unit.kind === 'routes' ? unit.paths.length + (unit.dialogs?.length ?? 0) : 1;
  return [...tasks].sort((a, b) => size(b) - size(a));
}

export interface CaptureOptions {
  /** Pages open at once (DEFAULT_WORKERS). */
  workers?: number;
  /** Shared with another capture running beside this one: at most this many at work. */
  slots?: Slots;
  widths?: readonly number[];
  log?: (line: string) => void;
}

export interface CaptureResult {
  shots: number;
  /** Units that could not be photographed, with why: their shots are missing on that side. */
  failures: { side: string; unit: string; error: string }[];
  ms: number;
}

/**
 * The page's clock stands still at the minute its page opens: not a date of our choosing, since
 * the demo API refuses a request signed more than 60 s off its own clock (a login then fails).
 */
export const pageTime = () => Math.floor(Date.now() / 60_000) * 60_000;

export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const STILL_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; scroll-behavior: auto !important; caret-color: transparent !important;
}
:focus, :focus-visible { outline-color: transparent !important; }`;

/**
 * Before any script of the page: timers of 1 s or more never fire (the banner carousel's and the
 * marquee's steps, polls), whoever sets window.setInterval later (a fake clock included); the
 * still CSS as soon as there is a document. A string, not a function: the bundler that runs this
 * file would put its own helpers into a function's text, which the page does not have.
 */
export const STILL_SCRIPT = `(() => {
  let real = window.setInterval.bind(window);
  function held(handler, ms, ...args) {
    return Number(ms) >= 1000 ? real(function () {}, 2 ** 30) : real(handler, ms, ...args);
  }
  Object.defineProperty(window, 'setInterval', {
    configurable: true,
    get() { return held; },
    set(value) { real = value; },
  });
  function addStyle() {
    const style = document.createElement('style');
    style.textContent = ${JSON.stringify(STILL_CSS)};
    (document.head || document.documentElement).append(style);
  }
  if (document.documentElement) addStyle();
  else document.addEventListener('DOMContentLoaded', addStyle, { once: true });
})();`;

/** A synthetic beforeinstallprompt, as the browser sends it (tests/e2e/pwa.spec.ts). */
const INSTALL_PROMPT = `window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
  prompt: () => Promise.resolve(),
  userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
}))`;

/**
 * The waits that would put something over a screen at a random moment, held back (popup banners,
 * the push opt-in), or brought forward when the unit photographs that dialog. Done in the page,
 * on the tenant file's response to fetch(), and not by routing the request: a route in
 * Playwright sends every request of the page through this process and turns the browser's cache
 * off (two tenants' screens: 239 s with it, 207 s without; docs/qa.md, "Time").
 */
export function steadyScript(dialog?: DialogKind): string {
  return `(() => {
  const pushDelay = ${dialog === 'push' ? 1 : 600};
  const tenantFile = /\\/m\\/tenants\\/[a-z0-9-]+\\.json$/;
  const real = window.fetch;
  async function steady(input, init) {
    const response = await real.call(window, input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!response.ok || !tenantFile.test(new URL(url, location.href).pathname)) return response;
    let file;
    try {
      file = await response.clone().json();
    } catch {
      return response;
    }
    if (file.downloads && file.downloads.popupBanners)
      file.downloads.popupBanners = { ...file.downloads.popupBanners, waitSeconds: 600 };
    if (file.push) file.push.promptDelaySeconds = pushDelay;
    return new Response(JSON.stringify(file), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  }
  window.fetch = steady;
})();`;
}

const STATUS_BODIES: Partial<Record<DialogKind, object>> = {
  'notice-maintenance': { errorCode: null, message: null, data: { maintenance: true } },
  'notice-access-denied': { errorCode: null, message: null, data: { regionRestricted: true } },
  'notice-domain': { errorCode: 'domain_not_available', message: 'Not available', data: null },
  'notice-status': { errorCode: 'site.closed', message: 'Closed for the night', data: null },
};

/** A phone as every shot sees it: no pixel ratio, touch, English, UTC, no motion. */
export const STILL_PHONE = {
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  userAgent: PHONE_UA,
  locale: 'en-US',
  timezoneId: 'UTC',
  reducedMotion: 'reduce',
} as const;

async function newContext(browser: Browser, side: Side, unit: Unit): Promise<BrowserContext> {
  const dialog = unit.kind === 'dialog' ? unit.dialog : undefined;
  const context = await browser.newContext({
    viewport: { width: WIDTHS[0], height: HEIGHT },
    ...STILL_PHONE,
    // The update dialog needs the service worker; elsewhere it would only add a cache.
    serviceWorkers: dialog === 'update' ? 'allow' : 'block',
    ...(side.headers ? { extraHTTPHeaders: side.headers } : {}),
  });
  await context.clock.setFixedTime(pageTime());
  await context.addInitScript({ content: STILL_SCRIPT });
  if (side.cookies?.length)
    await context.addCookies(side.cookies.map((c) => ({ ...c, url: side.origin })));
  await context.addInitScript({ content: steadyScript(dialog) });
  // Only where a route is needed: it turns the cache off (see steadyScript).
  const own = side.tenantFiles;
  if (own?.size)
    await context.route('**/m/tenants/*.json', async (route: Route) => {
      const code = /\/m\/tenants\/([a-z0-9-]+)\.json(?:$|\?)/.exec(route.request().url())?.[1];
      const file = code === undefined ? undefined : own.get(code);
      // A merchant's texts file (<code>.texts.<language>.json) goes through as it is.
      if (file === undefined) await route.fallback();
      else await route.fulfill({ json: file });
    });
  const status = dialog ? STATUS_BODIES[dialog] : undefined;
  if (status)
    await context.route('**/wps/v2/system/status**', (route) => route.fulfill({ json: status }));
  return context;
}

/** Requests in flight, so a shot waits for the network to be quiet. */
export function trackNetwork(page: Page): () => number {
  const open = new Set<unknown>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => open.size;
}

const QUIET_MS = 100;
const QUIET_LIMIT_MS = 6_000;

/**
 * Until no spinner of the app and no region marked busy is on screen (at most 8 s); false when
 * one is still there then (a launch that hangs, a game list that waits for good). On screen is
 * "has a box": a fixed element has no offsetParent, and the customer-service button, fixed in
 * its corner, is busy while /m/feedback loads its entries (it was photographed either way).
 */
async function notBusy(page: Page, timeout = 8_000): Promise<boolean> {
  return page
    .waitForFunction(
      () =>
        ![...document.querySelectorAll('.spinner-ring, [aria-busy="true"]')].some(
          (el) => el.getClientRects().length > 0,
        ),
      null,
      { timeout, polling: 50 },
    )
    .then(
      () => true,
      () => false,
    );
}

/** VISUAL_PROFILE=1: where each shot's time goes, summed per phase (printed at the end). */
export const profile = new Map<string, number>();
const PROFILING = process.env.VISUAL_PROFILE === '1';
let mark = 0;
export function lap(phase: string): void {
  if (!PROFILING) return;
  const now = Date.now();
  if (phase) profile.set(phase, (profile.get(phase) ?? 0) + now - mark);
  mark = now;
}

/**
 * Waits until the page is still. `busyForGood` is set when a spinner outlasted its 8 s: the same
 * screen at the next width (and the second look below) then does not wait for it again, since
 * it did not go in 8 s (this took two thirds of a run's time).
 */
export async function settle(
  page: Page,
  inFlight: () => number,
  state: { busyForGood: boolean },
  /** How long a spinner is waited for (a story shows what its play left: less than a page). */
  busyMs = 8_000,
): Promise<void> {
  await page
    .locator('#splash')
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  lap('splash');
  // A page that waits for good (a launch that hangs) is photographed as it is after 8 s.
  if (!state.busyForGood) state.busyForGood = !(await notBusy(page, busyMs));
  lap('spinners');
  const started = Date.now();
  let quietSince = Date.now();
  while (Date.now() - started < QUIET_LIMIT_MS) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) break;
    await page.waitForTimeout(50);
  }
  lap('network quiet');
  if (!state.busyForGood) state.busyForGood = !(await notBusy(page, busyMs));
  lap('spinners');
  // What shows without a request of its own (a store filled a moment later): the same number of
  // elements and of letters on two looks 120 ms apart.
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { visualLook?: string };
        const look = `${document.querySelectorAll('*').length}:${document.body?.innerText.length ?? 0}`;
        const same = w.visualLook === look;
        w.visualLook = look;
        return same;
      },
      null,
      { polling: 120, timeout: 3_000 },
    )
    .catch(() => undefined);
  lap('look stable');
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
    // A font face is fetched when a layout first needs it: lay the page out now, so that every
    // face this screen uses is loading (or loaded) before fonts.ready is read, also in a page
    // whose earlier screens had already loaded others (fonts.ready would be settled then).
    void document.body?.offsetHeight;
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images).map((img) =>
        img.complete
          ? img.decode().catch(() => undefined)
          : new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    // Images in may have changed the layout, and so the faces it needs.
    void document.body?.offsetHeight;
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  lap('fonts, images, frames');
}

/**
 * The page as a PNG, the whole page or the phone's screen: the pixels of Playwright's
 * `page.screenshot` (animations and the caret are held still by STILL_CSS already), with
 * Chromium's fast PNG encoding (`optimizeForSpeed`: larger files, the same pixels), which took
 * 40 % less time a shot (docs/qa.md, "Time").
 */
export async function pngOf(page: Page, fullPage: boolean): Promise<Buffer> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const metrics = await cdp.send('Page.getLayoutMetrics');
    const view = metrics.cssVisualViewport;
    const size = metrics.cssContentSize;
    const clip = fullPage
      ? { x: 0, y: 0, width: Math.ceil(size.width), height: Math.ceil(size.height), scale: 1 }
      : {
          x: view.pageX,
          y: view.pageY,
          width: view.clientWidth,
          height: view.clientHeight,
          scale: 1,
        };
    const { data } = await cdp.send('Page.captureScreenshot', {
      format: 'png',
      optimizeForSpeed: true,
      captureBeyondViewport: fullPage,
      clip,
    });
    return Buffer.from(data, 'base64');
  } finally {
    await cdp.detach();
  }
}

function query(side: Side, unit: Unit, session: Session, own: string): string {
  const code = side.codeOf?.(unit.tenant) ?? unit.tenant;
  const params = new URLSearchParams({ tenant: code });
  if (session !== 'visitor') params.set('token', `demo-token.${code}.${session}`);
  if (unit.language !== own) params.set('lang', unit.language);
  return params.toString();
}

async function shoot(
  page: Page,
  inFlight: () => number,
  side: Side,
  unit: Unit,
  screen: string,
  widths: readonly number[],
): Promise<number> {
  // A dialog covers the phone's screen: the page below it, as long as it may be, is not its part.
  const fullPage = !screen.startsWith('dialog ');
  let count = 0;
  const state = { busyForGood: false };
  for (const width of widths) {
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: HEIGHT });
    lap('viewport');
    await settle(page, inFlight, state);
    const file = join(
      side.outDir,
      shotFile({ tenant: unit.tenant, language: unit.language, screen, width }),
    );
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await pngOf(page, fullPage));
    lap('screenshot');
    count += 1;
  }
  // The next screen starts at the first width again.
  if (widths.length > 1) await page.setViewportSize({ width: widths[0]!, height: HEIGHT });
  return count;
}

/** The dialogs open, as a member sees them (role queries skip hidden ones). */
const openDialogs = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog'));
/** The dialog on top. */
const topDialog = (page: Page) => openDialogs(page).last();

/**
 * In-app navigation: the booted app shows the page, as a tap on a link would. With `leftMs`, it
 * also waits, at most that long, until what <main> showed before is gone, so that a form filled
 * next is the new page's. A page of the same component as the one before keeps those elements
 * and waits the whole `leftMs`; the route screens pass none (settle waits for what they show).
 */
async function navigate(page: Page, path: string, leftMs = 0): Promise<void> {
  const moved = await page.evaluate(
    ({ to, mark }) => {
      if (location.pathname === to) return false;
      if (mark)
        document.querySelector('main')?.firstElementChild?.setAttribute('data-visual-left', '');
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
      scrollTo(0, 0);
      return true;
    },
    { to: path, mark: leftMs > 0 },
  );
  if (!moved || leftMs <= 0) return;
  await page
    .waitForFunction(
      () => {
        const shown = document.querySelector('main')?.firstElementChild;
        return shown ? !shown.hasAttribute('data-visual-left') : false;
      },
      null,
      { timeout: leftMs, polling: 50 },
    )
    .catch(() => undefined);
}

/**
 * Opens a dialog the way the e2e specs do (tests/e2e/a11y.spec.ts, pwa.spec.ts ...): in a page
 * of its own, or, `booted`, in the unit's page already showing the app for the dialog's session
 * (IN_PAGE_DIALOGS), which goes to the dialog's page in the app instead of loading it.
 */
async function openDialog(
  page: Page,
  side: Side,
  unit: Unit,
  dialog: DialogKind,
  own: string,
  booted = false,
): Promise<void> {
  const visitor = query(side, unit, 'visitor', own);
  const member = query(side, unit, 'member1', own);
  const visible = { state: 'visible', timeout: 20_000 } as const;
  const goto = async (path: string, params: string) => {
    if (booted) await navigate(page, path, 2_000);
    else await page.goto(`${side.origin}${path}?${params}`);
  };
  switch (dialog) {
    case 'login':
      await goto('/m/register', visitor);
      await page.locator('button.app-header-button').click();
      await topDialog(page).waitFor(visible);
      return;
    case 'second-factor': {
      await goto('/m/login', visitor);
      await page.locator('main form').first().waitFor(visible);
      const byUsername = page.locator('main input[type="radio"][value="username"]');
      if ((await byUsername.count()) > 0) await byUsername.check({ force: true });
      if ((await page.locator('main input[name="username"]').count()) === 0)
        throw new Error("the tenant's login form has no username field (twofa1 signs in by name)");
      await page.locator('main input[name="username"]').fill('twofa1');
      await page.locator('main input[name="password"]').fill('Passw0rd!');
      await page.locator('main .auth-submit').click();
      await topDialog(page).waitFor(visible);
      return;
    }
    case 'captcha': {
      await goto('/m/register', visitor);
      const form = page.locator('main form').first();
      await form.waitFor(visible);
      await form.locator('input[name="username"]').fill('visualqa1');
      for (const field of await form.locator('input[type="password"]').all())
        await field.fill('Passw0rd!');
      for (const box of await form.locator('input[type="checkbox"]').all())
        if (!(await box.isChecked())) await box.check();
      await form.locator('button[type="submit"]').first().click();
      await topDialog(page).waitFor(visible);
      return;
    }
    case 'update': {
      await page.goto(`${side.origin}/m/login?${visitor}`);
      await page.waitForFunction(() => localStorage.getItem('pwaAssetHash') !== null, null, {
        timeout: 15_000,
      });
      const hash = await page.evaluate(() => localStorage.getItem('pwaAssetHash'));
      await page
        .context()
        .addCookies([{ name: 'demoNextBuild', value: `next-after-${hash}`, url: side.origin }]);
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await page.getByRole('alertdialog').last().waitFor(visible);
      return;
    }
    case 'install':
      await goto('/m/home', member);
      await page.locator('#splash').waitFor({ state: 'detached', timeout: 15_000 });
      // The browser's offer, once the app listens for it (it asks for it again for a few seconds).
      await page.evaluate(INSTALL_PROMPT);
      await topDialog(page).waitFor(visible);
      return;
    case 'push':
      await page.goto(`${side.origin}/m/home?${member}`);
      await topDialog(page).waitFor(visible);
      return;
    case 'account':
      await goto('/m/home', member);
      await page.locator('button.app-header-account').click();
      await topDialog(page).waitFor(visible);
      return;
    default:
      await page.goto(`${side.origin}/m/login?${visitor}`);
      await page.getByRole('alert').or(page.getByRole('alertdialog')).first().waitFor(visible);
  }
}

async function runUnit(
  browser: Browser,
  side: Side,
  unit: Unit,
  defaults: ReadonlyMap<string, string>,
  widths: readonly number[],
  /** A dialog of the unit's page that could not be photographed: its shots are missing. */
  onFailure: (what: string, error: string) => void,
): Promise<number> {
  lap('');
  const context = await newContext(browser, side, unit);
  try {
    const page = await context.newPage();
    lap('context');
    const inFlight = trackNetwork(page);
    const own = defaults.get(unit.tenant) ?? '';
    const shootDialog = async (dialog: DialogKind, booted: boolean) => {
      await openDialog(page, side, unit, dialog, own, booted);
      // The page under the dialog at its top: a form filled to open it (the second factor) may
      // have scrolled to its field, by a different amount from run to run.
      await page.evaluate(() => {
        for (const el of [document.scrollingElement, document.querySelector('main')])
          if (el) el.scrollTop = 0;
      });
      lap(`open dialog ${dialog}`);
      return shoot(page, inFlight, side, unit, `dialog ${dialog}`, widths);
    };
    if (unit.kind === 'dialog') return await shootDialog(unit.dialog, false);
    let count = 0;
    for (const [i, path] of unit.paths.entries()) {
      if (i === 0) {
        await page.goto(`${side.origin}${path}?${query(side, unit, unit.session, own)}`);
      } else {
        await navigate(page, path);
      }
      lap(i === 0 ? 'first load' : 'navigate');
      count += await shoot(page, inFlight, side, unit, `${unit.session} ${path}`, widths);
    }
    const dialogs = unit.dialogs ?? [];
    for (const [i, dialog] of dialogs.entries()) {
      try {
        count += await shootDialog(dialog, i > 0 || unit.paths.length > 0);
        // Closed as a member closes it, so the next opens on the page alone.
        if (i < dialogs.length - 1) {
          await page.keyboard.press('Escape');
          await openDialogs(page).first().waitFor({ state: 'hidden', timeout: 5_000 });
        }
      } catch (error) {
        // The unit's other shots stand; this dialog and the ones after it are missing.
        const message = firstLine(error);
        onFailure(`${unitName(unit)}, dialog ${dialog}`, message);
        break;
      }
    }
    return count;
  } finally {
    await context.close();
    lap('context close');
  }
}

export function unitName(unit: Unit): string {
  const what = unit.kind === 'dialog' ? `dialog ${unit.dialog}` : `${unit.session} routes`;
  return `${unit.tenant} ${unit.language} ${what}`;
}

/**
 * Photographs every unit on every side, `workers` pages at a time in one browser; writes each
 * side's list of failed units to <outDir>/failures.json.
 */
export async function capture(
  browser: Browser,
  sides: readonly Side[],
  units: readonly Unit[],
  /** Each tenant's default language, by tenant (no ?lang= for it). */
  defaults: ReadonlyMap<string, string>,
  options: CaptureOptions = {},
): Promise<CaptureResult> {
  const started = Date.now();
  const widths = options.widths ?? WIDTHS;
  const tasks = longestFirst(
    units.flatMap((unit) =>
      sides
        .filter((side) => !side.tenants || side.tenants.has(unit.tenant))
        .map((side) => ({ side, unit })),
    ),
  );
  const failures: CaptureResult['failures'] = [];
  let shots = 0;
  let done = 0;
  const worker = async () => {
    for (let task = tasks.shift(); task; task = tasks.shift()) {
      const { side, unit } = task;
      try {
        const run = () =>
          runUnit(browser, side, unit, defaults, widths, (what, error) => {
            failures.push({ side: side.name, unit: what, error });
            options.log?.(`  could not photograph ${side.name}: ${what}: ${error}`);
          });
        const taken = await (options.slots ? options.slots.run(run) : run());
        shots += taken;
      } catch (error) {
        const message = firstLine(error);
        failures.push({ side: side.name, unit: unitName(unit), error: message });
        options.log?.(`  could not photograph ${side.name}: ${unitName(unit)}: ${message}`);
      }
      done += 1;
      if (done % 20 === 0) options.log?.(`  ${done} pages, ${shots} shots`);
    }
  };
  await Promise.all(Array.from({ length: options.workers ?? DEFAULT_WORKERS }, worker));
  for (const side of sides) {
    mkdirSync(side.outDir, { recursive: true });
    writeFileSync(
      join(side.outDir, 'failures.json'),
      `${JSON.stringify(
        failures.filter((f) => f.side === side.name),
        null,
        2,
      )}\n`,
    );
  }
  return { shots, failures, ms: Date.now() - started };
}

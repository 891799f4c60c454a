import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  DEFAULT_WORKERS,
  firstLine,
  lap,
  pngOf,
  settle,
  STILL_PHONE,
  STILL_SCRIPT,
} from './visualCapture.ts';
import type { Slots } from './visualCapture.ts';
import { DIRECT_DEMO_API_FLAG } from '../../.storybook/directDemoApi.ts';
import { HEIGHT, shotFile } from './visualShots.ts';
import { contentTypeOf } from './contentTypes.ts';

/**
 * The Storybook part of the visual comparison (`npm run screens -- --against <rev> --stories`):
 * each side's `storybook build --test` (no docs, no react-docgen), its stories listed from the
 * built index.json, each story photographed for every tenant at 390 px in the preview loaded
 * once per tenant (`iframe.html?id=<id>&viewMode=story&globals=tenant:<code>`, the next stories
 * switched to inside it), once its loaders, render and play function are done, with the app's
 * screens' stillness (visualCapture.ts: animations off, timers of a second or more held, the
 * clock standing still, fonts and images in). The shots go beside
 * the app's, as `<tenant>/story/<story id>@390.png`, so the same comparison and report take them;
 * the report names them `story: <title>/<name>`.
 */

/** The language folder of a story's shot (stories open in the tenant's own language). */
export const STORY_FOLDER = 'story';
/** Stories are photographed at the phone's common width only. */
export const STORY_WIDTH = 390;
/**
 * The stories' clock, the same on every run: their demo API runs in the page (MSW), so no
 * server's clock has to agree with it, and what a story dates from "now" (a match's kick-off time)
 * looks the same on a side shot today and on a revision's side kept from yesterday.
 */
export const STORY_TIME = Date.UTC(2026, 10, 27, 12, 0, 0);

/**
 * The page's random numbers from one seed, again on each story's page: the demo API in the page
 * makes its keys with crypto.getRandomValues (a member's chat key shows, masked, in the chat), so
 * both sides draw the same ones.
 */
const SEEDED_RANDOM = `(() => {
  let state = 0x2545f491;
  const next = () => {
    state ^= state << 13; state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5; state >>>= 0;
    return state;
  };
  crypto.getRandomValues = (array) => {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i++) bytes[i] = next() & 255;
    return array;
  };
  Math.random = () => next() / 2 ** 32;
})();`;

/**
 * What the in-page demo API draws at random and a story shows, covered in the shot: the fake
 * chat's member key (its last four characters, FakeChatPanel). The seeded random numbers above do
 * not hold it still: how many draws come before it depends on the order the story's calls answer.
 */
export function drawnAtRandom(page: Page): Locator[] {
  return [page.locator('.cs-fake-facts dd', { hasText: /^\u2022{4}[0-9a-f]{4}$/ })];
}
const MASK_COLOR = '#808080';

/** One story of a Storybook build's index.json. */
export interface StoryEntry {
  id: string;
  title: string;
  name: string;
}

/** The stories of a built Storybook (storybook-static/index.json), docs entries left out. */
export function listStories(staticDir: string): StoryEntry[] {
  const file = join(staticDir, 'index.json');
  if (!existsSync(file)) return [];
  const index = JSON.parse(readFileSync(file, 'utf8')) as {
    entries?: Record<string, { type?: string; id: string; title: string; name: string }>;
  };
  return Object.values(index.entries ?? {})
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name }) => ({ id, title, name }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** How the report names a story's screen. */
export function storyScreen(story: Pick<StoryEntry, 'title' | 'name'>): string {
  return `story: ${story.title}/${story.name}`;
}

/** A story's shot inside a side's folder: tenant/story/<id>@390.png. */
export function storyFile(tenant: string, id: string): string {
  return shotFile({ tenant, language: STORY_FOLDER, screen: id, width: STORY_WIDTH });
}

/**
 * Beside a cached story shot: the story pins another tenant (its `globals`), so under this one it
 * shows that tenant's look and is not photographed.
 */
const pinnedFile = (tenant: string, id: string) =>
  storyFile(tenant, id).replace(/\.png$/, '.pinned');

/**
 * `storybook build --test` of the checkout in `cwd` into `outDir`: what the stories need to
 * render, without the docs pages and react-docgen's props tables (half the build's time).
 */
export function buildStorybook(cwd: string, outDir: string, log: (line: string) => void): void {
  const args = ['storybook', 'build', '--test', '--quiet', '--disable-telemetry', '-o', outDir];
  log(`  $ npx ${args.join(' ')}   (in ${cwd})`);
  const result = spawnSync('npx', args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (result.status !== 0 || !existsSync(join(outDir, 'iframe.html')))
    throw new Error(`storybook build failed (exit ${result.status ?? result.signal})`);
}

/**
 * A built Storybook served as files on 127.0.0.1 (a free port): the stories reach their demo API
 * through MSW's service worker, which file:// pages cannot register. Returns its origin and stop.
 */
export async function serveStatic(
  dir: string,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const root = resolve(dir);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': contentTypeOf(file),
      // One side's build for the run's length: each page loads its files once.
      'cache-control': 'max-age=3600',
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export interface StoriesSide {
  /** Folder the PNGs go to (the side's folder of the comparison). */
  outDir: string;
  /** Serves the built Storybook (serveStatic); called once, when a story is to be shot. */
  serve: () => Promise<{ origin: string; stop: () => Promise<void> }>;
  stories: readonly StoryEntry[];
  tenants: readonly string[];
  /** Earlier shots of this side (a revision's): taken from there, what is shot now added. */
  cache?: string;
}

export interface StoriesResult {
  shots: number;
  /** Shots taken from the cache. */
  kept: number;
  failures: { side: string; unit: string; error: string }[];
  ms: number;
}

/** What the preview tells of the story on screen (Storybook's __STORYBOOK_PREVIEW__). */
interface RenderState {
  done: boolean;
  errored: boolean;
  pinned: string | null;
}

/** A worker's page: one browser context for its stories, their files cached, MSW's worker kept. */
interface Tab {
  context: BrowserContext;
  page: Page;
  /** Requests of the current story in flight. */
  open: Set<unknown>;
  /**
   * The tenant the page's preview was loaded for (its `globals` in the address), while the next
   * story of that tenant can be switched to inside it; undefined when the next needs a load.
   */
  tenant?: string;
}

/**
 * Shows another story in the preview already loaded, as Storybook's own sidebar does (its
 * `setCurrentStory` event): the story's loaders build its root and demo API afresh, the page's
 * scripts are not loaded and run again. The page is scrolled back to its top and its random
 * numbers start again from their seed, as on a page of its own.
 */
async function switchStory(page: Page, storyId: string): Promise<void> {
  await page.evaluate(
    ({ storyId, seed }) => {
      window.scrollTo(0, 0);
      // The same seeding as the page's init script: the draws do not follow the story before.
      (0, eval)(seed);
      const channel = (
        window as unknown as {
          __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void };
        }
      ).__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    },
    { storyId, seed: SEEDED_RANDOM },
  );
}

async function openTab(browser: Browser, now: number): Promise<Tab> {
  const context = await browser.newContext({
    viewport: { width: STORY_WIDTH, height: HEIGHT },
    ...STILL_PHONE,
    // A revision's Storybook from before the direct calls answers through MSW's service worker.
    serviceWorkers: 'allow',
  });
  await context.clock.setFixedTime(now);
  await context.addInitScript({ content: STILL_SCRIPT });
  // The stories call their demo API directly, as the portable-story tests do (tenantRootLoader).
  await context.addInitScript({ content: `window.${DIRECT_DEMO_API_FLAG} = true;` });
  await context.addInitScript({ content: SEEDED_RANDOM });
  const page = await context.newPage();
  const open = new Set<unknown>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return { context, page, open };
}

/**
 * Photographs every story for every tenant on one side, `workers` pages at a time. Each worker
 * keeps one browser context for its stories (the Storybook's files load once, MSW's worker stays
 * registered: a new context per story took twice as long) and one page, which loads the preview
 * once per tenant and switches stories inside it (a load per story took a third longer);
 * between two stories its page's storage and cookies are cleared, and each story's loader builds
 * its own root and demo API. A
 * story that pins another tenant in its `globals` is photographed under that tenant only. The
 * clock stands at `now` (default STORY_TIME) on every page of both sides.
 */
export async function captureStories(
  browser: Browser,
  sideName: string,
  side: StoriesSide,
  options: { workers?: number; slots?: Slots; log?: (line: string) => void; now?: number } = {},
): Promise<StoriesResult> {
  const now = options.now ?? STORY_TIME;
  const started = Date.now();
  const failures: StoriesResult['failures'] = [];
  /** Story id -> the tenant its globals pin, learnt from its first render. */
  const pins = new Map<string, string>();
  // Tenant by tenant: a worker's next story is mostly of the tenant its page was loaded for, and
  // is switched to in that page (switchStory) instead of loading the preview again.
  const tasks = side.tenants.flatMap((tenant) => side.stories.map((story) => ({ story, tenant })));
  let shots = 0;
  let kept = 0;
  let done = 0;
  // The server starts with the first story that is not kept (none when all are).
  let served: ReturnType<StoriesSide['serve']> | undefined;

  const fromCache = (tenant: string, id: string): boolean => {
    const cache = side.cache;
    if (!cache) return false;
    if (existsSync(join(cache, pinnedFile(tenant, id)))) return true;
    const file = storyFile(tenant, id);
    if (!existsSync(join(cache, file))) return false;
    mkdirSync(dirname(join(side.outDir, file)), { recursive: true });
    copyFileSync(join(cache, file), join(side.outDir, file));
    kept += 1;
    return true;
  };
  const keep = (relative: string, from?: string) => {
    if (!side.cache) return;
    const to = join(side.cache, relative);
    mkdirSync(dirname(to), { recursive: true });
    if (from) copyFileSync(from, to);
    else writeFileSync(to, '');
  };

  const shoot = async (tab: Tab, { story, tenant }: { story: StoryEntry; tenant: string }) => {
    const { page } = tab;
    lap('');
    const { origin } = await (served ??= side.serve());
    tab.open.clear();
    if (tab.tenant === tenant) {
      await switchStory(page, story.id);
    } else {
      const query = new URLSearchParams({
        id: story.id,
        viewMode: 'story',
        globals: `tenant:${tenant}`,
      });
      await page.goto(`${origin}/iframe.html?${query.toString()}`);
    }
    // Set again once this story is shown and shot: one that fails or errs leaves the next a load.
    tab.tenant = undefined;
    const handle = await page.waitForFunction(
      (id): RenderState | false => {
        const render = (
          window as unknown as {
            __STORYBOOK_PREVIEW__?: {
              currentRender?: {
                id?: string;
                phase?: string;
                story?: { storyGlobals?: Record<string, unknown> };
              };
            };
          }
        ).__STORYBOOK_PREVIEW__?.currentRender;
        const errored = document.body.classList.contains('sb-show-errordisplay');
        if (!errored && (render?.id !== id || render.phase !== 'finished')) return false;
        const tenantGlobal = render?.story?.storyGlobals?.tenant;
        return {
          done: true,
          errored,
          pinned: typeof tenantGlobal === 'string' ? tenantGlobal.split(':')[0]! : null,
        };
      },
      story.id,
      { timeout: 45_000, polling: 100 },
    );
    const state = (await handle.jsonValue()) as RenderState;
    lap('story render and play');
    if (state.pinned) pins.set(story.id, state.pinned);
    if (state.pinned && state.pinned !== tenant) {
      keep(pinnedFile(tenant, story.id));
      if (!state.errored) tab.tenant = tenant;
      return;
    }
    if (state.errored)
      options.log?.(
        `  ${sideName}: story ${story.id} (${tenant}) shows an error; photographed as it is`,
      );
    // Play functions have waited for what they show: a spinner left is the story's state.
    await settle(page, () => tab.open.size, { busyForGood: false }, 2_000);
    const file = storyFile(tenant, story.id);
    const path = join(side.outDir, file);
    mkdirSync(dirname(path), { recursive: true });
    const mask = drawnAtRandom(page);
    // Playwright's own shot only where something is masked (one story): it is slower.
    if ((await Promise.all(mask.map((m) => m.count()))).some((n) => n > 0))
      await page.screenshot({
        path,
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        mask,
        maskColor: MASK_COLOR,
      });
    else writeFileSync(path, await pngOf(page, true));
    lap('screenshot');
    shots += 1;
    keep(file, path);
    // Nothing of this story for the next one: what it stored, its cookies.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await tab.context.clearCookies();
    // A story in an error display leaves that display's class for Storybook to clear: the next
    // story gets a page of its own, so its wait never reads this one's error.
    if (!state.errored) tab.tenant = tenant;
  };

  const worker = async () => {
    let tab: Tab | undefined;
    try {
      for (let task = tasks.shift(); task; task = tasks.shift()) {
        if (fromCache(task.tenant, task.story.id)) continue;
        const pinned = pins.get(task.story.id);
        if (pinned !== undefined && pinned !== task.tenant) {
          keep(pinnedFile(task.tenant, task.story.id));
          continue;
        }
        try {
          const work = async () => {
            tab ??= await openTab(browser, now);
            await shoot(tab, task);
          };
          await (options.slots ? options.slots.run(work) : work());
        } catch (error) {
          const message = firstLine(error);
          const unit = `${task.tenant} ${storyScreen(task.story)}`;
          failures.push({ side: sideName, unit, error: message });
          options.log?.(`  could not photograph ${sideName}: ${unit}: ${message}`);
          // A story that went wrong leaves nothing behind for the next: a new context.
          await tab?.context.close().catch(() => undefined);
          tab = undefined;
        }
        done += 1;
        if (done % 50 === 0) options.log?.(`  ${sideName}: ${done} stories, ${shots} shots`);
      }
    } finally {
      await tab?.context.close().catch(() => undefined);
    }
  };
  try {
    await Promise.all(Array.from({ length: options.workers ?? DEFAULT_WORKERS }, worker));
  } finally {
    if (served) await (await served.catch(() => undefined))?.stop();
  }
  return { shots, kept, failures, ms: Date.now() - started };
}

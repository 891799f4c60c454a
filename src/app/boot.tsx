import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { affiliateFromHost, matchDomain, tenantQueryAllowed } from '../config/tenantHost';
import { loadTenant, type TenantProblem } from '../config/loadTenant';
import { readLaunchInfo } from '../config/launchInfo';
import { IntlRoot } from '../i18n/IntlRoot';
import { loadMessages, loadPseudoMessages } from '../i18n/loadMessages';
import { hasProviderReturn } from '../features/auth';
import { sleep } from '../platform/clock';
import type { Platform } from '../platform/platform';
import type { EarlyCallsHint, EarlyTenant } from '../platform/startHints';
import { App } from './App';
import { loadHomePage } from './AppRoutes';
import { RootStore } from './RootStore';
import { applyTenantChrome, linkTenantIcons } from './tenantChrome';
import { widgets } from './widgets';

export interface BootOptions {
  platform: Platform;
  container: HTMLElement;
  base: string;
  previewBuild: boolean;
  /** Hides the splash once the first screen is up (at least ~1200 ms after start, spec 9). */
  hideSplash: () => void;
  /** Runs `fn` once the first screen just rendered is on screen (default: at once). */
  firstScreenShown?: (fn: () => void) => void;
  /** Runs work the first screen does not show once it has painted (default: at once). */
  afterPaint?: (fn: () => void) => void;
  /** The tenant request index.html's start loader already made (production builds). */
  earlyTenant?: EarlyTenant | null;
  /** A member's first-screen calls the start loader sent (production builds, decision 0013). */
  earlyCalls?: Promise<EarlyCallsHint | null> | null;
}

/** Paths under the base that show the home page. */
const HOME_PATHS = new Set(['/', '/home', '/index', '/index.html']);

/**
 * The longest the first render waits for the first screen's data, counted from when the tenant
 * file is in (decision 0011): the splash shows about this long anyway (spec 9), and a slower
 * answer is the widget's to wait for, held by the home's settle area.
 */
export const FIRST_DATA_WAIT_MS = 1000;

/**
 * The longest the API client holds calls waiting for the first paint: a first screen that never
 * commits (a page suspended on a failed download) must not keep the app's requests back.
 */
export const FIRST_PAINT_MAX_MS = 3000;

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** QA's ?tenant= choice, kept for the tab (local hosts and preview builds only). */
export const PREVIEW_TENANT_KEY = 'previewTenant';

const rootOptions = {
  // A widget that fails is caught by its boundary and reported as a warning, not an error.
  onCaughtError: (error: unknown) => console.warn('caught render error', error),
};

async function showProblem(options: BootOptions, problem: TenantProblem): Promise<void> {
  // The screen downloads only when a start fails (out of the initial JS, decision 0011); if
  // even that download fails, the problem is still said, in plain words.
  const [messages, screen] = await Promise.all([
    loadMessages('EN').catch(() => ({})),
    import('./TenantErrorScreen').catch(() => null),
  ]);
  const onRetry = () => options.platform.env.reload();
  createRoot(options.container, rootOptions).render(
    <IntlRoot language="EN" messages={messages}>
      {screen ? (
        <screen.TenantErrorScreen problem={problem} onRetry={onRetry} />
      ) : (
        <p role="alert">
          This site could not start ({problem.source}: {problem.message}).{' '}
          <button type="button" onClick={onRetry}>
            Try again
          </button>
        </p>
      )}
    </IntlRoot>,
  );
  options.hideSplash();
}

/** Resolve the tenant, build the root store, render. Never leaves a blank page. */
export async function boot(options: BootOptions): Promise<RootStore | null> {
  const { platform } = options;
  const url = platform.env.location();
  const loaded = await loadTenant({
    fetch: platform.fetch,
    location: url,
    base: options.base,
    previewBuild: options.previewBuild,
    rememberedCode: platform.session.get(PREVIEW_TENANT_KEY),
    early: options.earlyTenant ?? null,
  });
  if (!loaded.ok) {
    await showProblem(options, loaded.problem);
    return null;
  }
  const { tenant } = loaded;
  if (loaded.pickedCode) platform.session.set(PREVIEW_TENANT_KEY, loaded.pickedCode);
  const affiliate = affiliateFromHost(
    matchDomain(tenant.domains, url.hostname),
    tenant.whitelabel.defaultAffiliateCode ?? 'www',
  );
  const launch = readLaunchInfo(url, affiliate, platform.local);
  // The demo API and QA's hosts get the providers' fakes and the pseudo-locales; a merchant's
  // domain the real providers and never a pseudo-locale.
  const qaHost = tenantQueryAllowed(url.hostname, options.previewBuild);
  platform.env.useFakeProviders = qaHost;
  // Until the first screen has painted, the API client sends only its own data (decision 0011).
  const painted = deferred();
  const root = new RootStore({
    tenant,
    platform,
    launch,
    firstPaint: painted.promise,
    earlyCalls: options.earlyCalls,
    loadMessages,
    loadPseudoMessages: qaHost ? loadPseudoMessages : undefined,
  });
  // Before the first render: a provider's return is taken off the address at once.
  // Its failures were shown by the error catalogue already.
  root.startSession(new URL(url)).catch((error: unknown) => console.warn('session start', error));
  // Taking it off needs social sign-in's chunk: the first render waits for that chunk, so the
  // router never sees the return address (startSession's step runs first on the same promise).
  const returning = hasProviderReturn(tenant, new URL(url))
    ? root.socialStore.load().catch(() => undefined)
    : undefined;
  // The token has been kept in session storage; it does not stay in the address bar or history.
  if (url.searchParams.has('token') || url.searchParams.has('tokens')) {
    url.searchParams.delete('token');
    url.searchParams.delete('tokens');
    platform.env.replaceUrl(url.pathname + url.search + url.hash);
  }
  applyTenantChrome(tenant, platform.env);
  void root.pwa.start({ ...options, dev: import.meta.env.DEV }); // worker, update, install prompt
  // The first screen's widgets download beside the messages, not after them; a member's home
  // renders its widgets in the same commit, so none of them pushes another down.
  const path = url.pathname.slice(options.base.length - 1);
  const home = HOME_PATHS.has(path) && root.session.isLoggedIn;
  const firstScreen = tenant.widgets.filter(
    (w) => w.slot === 'global' || (home && (w.slot ?? 'home') === 'home'),
  );
  // Their first data (the home's banner list) is asked for as soon as their code is in; the
  // first render waits for it a moment, so the largest paint comes with the first commit.
  const preloading = Promise.all([
    widgets.preload(firstScreen.map((w) => w.type)),
    home ? loadHomePage() : undefined,
    Promise.race([widgets.prepare(firstScreen, root), sleep(platform.clock, FIRST_DATA_WAIT_MS)]),
  ]).catch(() => undefined);
  try {
    await Promise.all([root.locale.load(), preloading, returning]);
  } catch {
    painted.resolve();
    await showProblem(options, {
      kind: 'unreachable',
      source: 'messages',
      message: 'the language files could not be downloaded',
    });
    return null;
  }
  // Decision 0007: the schema check runs once the first screen is up (or the app failed to
  // render); a tenant file that fails it replaces the app with the error screen.
  let checked = false;
  const checkAfterPaint = () => {
    if (checked) return;
    checked = true;
    // In a worker: the validator's download, compile and run stay off the main thread.
    void import('../config/checkTenantOffThread')
      .then(({ checkTenantOffThread }) => checkTenantOffThread(tenant, loaded.source))
      .catch(() => null)
      .then((problem) => {
        // A checker that could not be downloaded says nothing against a file that runs.
        if (!problem || problem.kind === 'unreachable') return;
        app.unmount();
        void showProblem(options, problem);
      });
  };
  const app = createRoot(options.container, {
    ...rootOptions,
    onUncaughtError: (error: unknown) => {
      console.error('render error', error);
      painted.resolve();
      checkAfterPaint();
    },
  });
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to
  // the browser between them, instead of one long task on a slow phone (decision 0012).
  startTransition(() =>
    app.render(
      <StrictMode>
        <App
          root={root}
          onReady={() => {
            options.hideSplash();
            (options.firstScreenShown ?? ((fn: () => void) => fn()))(painted.resolve);
            // Icons, manifest and the schema check: once the first screen is on screen and the
            // page is idle, after the first screen's own requests.
            const later = options.afterPaint ?? ((fn: () => void) => fn());
            void painted.promise.then(() =>
              later(() => {
                linkTenantIcons(tenant, platform.env);
                checkAfterPaint();
              }),
            );
          }}
        />
      </StrictMode>,
    ),
  );
  // Nothing holds the API client for long if the first screen never commits.
  platform.clock.setTimeout(painted.resolve, FIRST_PAINT_MAX_MS);
  // Status, download bar settings, push and tracking: once the first screen is up.
  void painted.promise.then(() => {
    void root.system.checkStatus();
    root.startServices().catch((error: unknown) => console.warn('services start', error));
  });
  return root;
}

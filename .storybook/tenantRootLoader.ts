import type { StoryContext } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { DemoApi } from '../demo-api/createDemoApi';
import { createDemoHandlers } from '../demo-api/msw';
import { applyTenantChrome } from '../src/app/tenantChrome';
import { isLanguageCode } from '../src/i18n/languages';
import { parsePseudoLocale } from '../src/i18n/pseudoLocales';
import type { TenantRootOptions } from '../src/testing/createTenantRoot';
import { createTenantRoot } from '../src/testing/createTenantRoot';
import { directFetch } from '../src/testing/directFetch';
import type { SessionChoice } from '../src/testing/demoSession';
import { SESSION_ROLES } from '../src/testing/demoSession';
import { tenantCodes } from '../src/testing/tenants';
import { DIRECT_DEMO_API_FLAG } from './directDemoApi';
import type { StoryLoaded } from './storyRoot';
import { initialGlobals, tenantChoice } from './toolbars';

/** One worker for the page; relative URL so a Storybook published under a sub-path finds it. */
async function startWorker(): Promise<SetupWorker> {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
  });
  return worker;
}

/** True when a call from this page reaches the worker's handlers rather than the network. */
async function answeredByWorker(): Promise<boolean> {
  try {
    const res = await globalThis.fetch('/__demo/faults', { cache: 'no-store' });
    const body: unknown = await res.json();
    return res.ok && typeof body === 'object' && body !== null && 'success' in body;
  } catch {
    return false;
  }
}

/**
 * In a browser: start (once) the MSW worker through the addon, which also drops the previous
 * story's handlers, then answer this story's calls from its own demo API. A page the worker does
 * not control (MSW unregisters its worker when its last page closes, so a page opened right
 * after may load uncontrolled until reloaded) calls the demo API directly instead.
 */
async function connectThroughWorker(context: StoryContext): Promise<TenantRootOptions['connect']> {
  await mswLoader(startWorker)(context);
  return async (api: DemoApi, origin: string) => {
    context.msw.use(...createDemoHandlers(api.app));
    if (await answeredByWorker()) return (input, init) => globalThis.fetch(input, init);
    console.warn(
      'The MSW worker does not control this page; reload it to see the demo API calls in the Network panel. Until then they go straight to the demo API.',
    );
    return directFetch(api.app, origin);
  };
}

function defaultTransport(): 'msw' | 'direct' {
  return (globalThis as Record<string, unknown>)[DIRECT_DEMO_API_FLAG] === true ? 'direct' : 'msw';
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

/**
 * Builds a fresh RootStore for every story render, for the toolbar's tenant, language and
 * session (a story may pin any of them with `globals`), and starts it as boot does: tenant
 * chrome, messages, status call. Stories read it with storyRoot(context).
 */
export async function tenantRootLoader(context: StoryContext): Promise<StoryLoaded> {
  const { globals, parameters } = context;
  const language: unknown = globals.language;
  const session: SessionChoice = oneOf(globals.session, SESSION_ROLES, 'member');
  const { transport = defaultTransport(), faults = [] } = parameters.demoApi ?? {};
  const connect = transport === 'msw' ? await connectThroughWorker(context) : undefined;
  const choice = tenantChoice(globals.tenant);
  // A previous tenant's optional theme colours must not leak into this one.
  document.documentElement.removeAttribute('style');
  const { root, api } = await createTenantRoot({
    tenant: oneOf(choice.code, tenantCodes, initialGlobals.tenant),
    language:
      typeof language === 'string'
        ? isLanguageCode(language)
          ? language
          : parsePseudoLocale(language)
        : undefined,
    // Storybook is QA's: the toolbar's en-XA and ar-XB work.
    pseudoLocales: true,
    session,
    path: parameters.storyRoot?.path,
    faults,
    connect,
    start: false,
  });
  // The large variant: every call of this story's demo API answers a large merchant's content.
  api.state.contentSize = choice.size;
  applyTenantChrome(root.tenant, root.platform.env);
  await root.start();
  return { root, demoApi: api };
}

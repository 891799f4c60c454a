import type { DemoApi } from '../../demo-api/createDemoApi';
import type { EarlyCalls } from '../api/earlyCalls';
import { createDemoApi } from '../../demo-api/createDemoApi';
import { createPbkdf2Hasher } from '../../demo-api/password';
import { RootStore } from '../app/RootStore';
import { readLaunchInfo } from '../config/launchInfo';
import type { TenantConfig } from '../config/tenant.gen';
import { affiliateFromHost, matchDomain } from '../config/tenantHost';
import type { LanguageCode } from '../i18n/languages';
import { loadMessages, loadPseudoMessages } from '../i18n/loadMessages';
import type { PseudoLocale } from '../i18n/pseudoLocales';
import type { Clock } from '../platform/clock';
import type { CryptoKeyStore } from '../platform/secureStore';
import type { TestPlatform, TestPlatformOptions } from './createTestPlatform';
import { createTestPlatform } from './createTestPlatform';
import type { SessionChoice } from './demoSession';
import { demoSession } from './demoSession';
import { directFetch } from './directFetch';
import { tenantByCode, tenants } from './tenants';

/** A POST /__demo/faults body, e.g. { maintenance: true } (docs/demo-api.md). */
export type DemoFault = Record<string, unknown>;

export interface TenantRootOptions {
  /** merchantCode of a tenants/*.json. Default 'demo'. */
  tenant?: string;
  /** Default 'visitor'. */
  session?: SessionChoice;
  /** Opens the page with ?lang=, as a link would; the tenant's rule applies (unsupported → default). */
  language?: LanguageCode | PseudoLocale;
  /** Allow ?lang=en-XA and ?lang=ar-XB, as local hosts and preview builds do. Default false. */
  pseudoLocales?: boolean;
  /** Path under /m of the page address. Default '/home'. */
  path?: string;
  /** Switched on in the demo API before the app starts, in order. */
  faults?: readonly DemoFault[];
  /**
   * The app's fetch, given the fresh demo API and the page origin. Default: directly into the
   * demo API (directFetch). Storybook in a browser passes the page's fetch, answered by MSW.
   */
  connect?: (api: DemoApi, origin: string) => typeof fetch | Promise<typeof fetch>;
  clock?: Clock;
  /** Where <html lang dir>, theme and title go; see createTestEnvironment. */
  document?: Document | null;
  /** Extra environment settings: user agent, standalone, native app, online. */
  environment?: Pick<TestPlatformOptions, 'userAgent' | 'isStandalone' | 'isNativeApp' | 'online'>;
  /** Load the language's messages and make the status call before returning. Default true. */
  start?: boolean;
  /** This tenant object instead of the file's (one flag switched for one test). */
  tenantConfig?: TenantConfig;
  /** Initial local storage, and the key store: a second tab of the same browser. */
  local?: Record<string, string>;
  keys?: CryptoKeyStore;
  /** A member's first-screen calls sent before the app (the start loader's, decision 0013). */
  earlyCalls?: Promise<EarlyCalls | null>;
  /** Settles once the first screen has painted: the API client holds other calls till then. */
  firstPaint?: Promise<void>;
}

export interface TenantRoot {
  root: RootStore;
  /** This root's own demo API: its state, its faults. */
  api: DemoApi;
  platform: TestPlatform;
}

const connectDirectly = (api: DemoApi, origin: string): typeof fetch =>
  directFetch(api.app, origin);

const LOCAL_HOST = /^(localhost|127\.0\.0\.1)$/;

/** The tenant's public address: its first named domain, or www under its first wildcard. */
export function tenantOrigin(tenant: TenantConfig): string {
  const named = tenant.domains.find((d) => !d.startsWith('*.') && !LOCAL_HOST.test(d));
  const host = named ?? tenant.domains.find((d) => d.startsWith('*.'))?.replace('*', 'www');
  return `https://${host ?? `${tenant.merchantCode}.test`}`;
}

async function applyFaults(api: DemoApi, faults: readonly DemoFault[]): Promise<void> {
  for (const fault of faults) {
    const res = await api.app.fetch(
      new Request('http://demo.test/__demo/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fault),
      }),
    );
    if (!res.ok)
      throw new Error(`demo fault ${JSON.stringify(fault)} refused: ${await res.text()}`);
  }
}

/**
 * The password work factor of the demo API each story and test builds afresh: one round of the
 * same PBKDF2. Its 40 accounts (8 per tenant) at the server's 10,000 rounds took about 75 ms of
 * processor time on every story (half a story's shot in the visual comparison); in an API that
 * lives in one page's memory for one story, the work factor guards nothing.
 */
const FRESH_API_PBKDF2_ITERATIONS = 1;

/**
 * A real RootStore for one tenant, as boot builds it, with a fresh demo API behind fetch.
 * Shared by renderWithTenant and the Storybook preview, so tests and stories start alike.
 */
export async function createTenantRoot(options: TenantRootOptions = {}): Promise<TenantRoot> {
  const tenant = options.tenantConfig ?? tenantByCode(options.tenant ?? 'demo');
  const api = createDemoApi({
    tenants: Object.values(tenants),
    passwordHasher: createPbkdf2Hasher(FRESH_API_PBKDF2_ITERATIONS),
  });
  await applyFaults(api, options.faults ?? []);
  const origin = tenantOrigin(tenant);
  const url = new URL(`/m${options.path ?? '/home'}`, origin);
  if (options.language) url.searchParams.set('lang', options.language);

  const platform = createTestPlatform({
    ...options.environment,
    url: url.href,
    fetch: await (options.connect ?? connectDirectly)(api, origin),
    clock: options.clock,
    document: options.document,
    local: options.local,
    keys: options.keys,
  });
  const affiliate = affiliateFromHost(
    matchDomain(tenant.domains, url.hostname),
    tenant.whitelabel.defaultAffiliateCode ?? 'www',
  );
  const root = new RootStore({
    tenant,
    platform,
    launch: readLaunchInfo(url, affiliate, platform.local),
    loadMessages,
    loadPseudoMessages: options.pseudoLocales ? loadPseudoMessages : undefined,
    session: await demoSession(options.session ?? 'visitor', tenant.merchantCode, api),
    earlyCalls: options.earlyCalls,
    firstPaint: options.firstPaint,
  });
  // Tests and stories read the lazily loaded stores directly, and render their forms at once:
  // they start loaded. (The e2e suite runs the lazy path in the browser.)
  await Promise.all([
    // Every lazy store with a loader, and the services built, not started: a story or test
    // starts the timers it is about (root.startServices()).
    root.loadStores(),
    root.auth.form.load(),
    root.auth.passwordChange.load(),
  ]);
  if (options.start ?? true) await root.start();
  return { root, api, platform };
}

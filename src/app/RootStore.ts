import { reaction } from 'mobx';
import type { ApiClientHandle } from '../api/client';
import { createApiClient } from '../api/lazyClient';
import type { RsaKeyInfo } from '../api/crypto';
import { createLazyEncryptor } from '../api/lazyEncryptor';
import type { LaunchInfo } from '../config/launchInfo';
import type { TenantConfig } from '../config/tenant.gen';
import { hasProviderReturn } from '../features/auth';
import type { RegisterStore, SocialStore } from '../features/auth';
import { LazyStore, orderStores } from '../features/module';
import type {
  AnyStoreDecl,
  FeatureModule,
  FeatureRoot,
  OwnedStore,
  RootKey,
  ServiceStore,
  StartInputs,
  Stores,
} from '../features/module';
import type { EarlyCalls } from '../api/earlyCalls';
import { imageFormatFor } from '../platform/imageFormat';
import type { Platform } from '../platform/platform';
import { createErrorReactor } from './createErrorReactor';
import { features as productFeatures } from './features';
import { NavigationRequest } from './NavigationRequest';

export interface RootStoreDeps extends StartInputs {
  tenant: TenantConfig;
  platform: Platform;
  launch: LaunchInfo;
  /** Base URL of the API; empty for same-origin. */
  apiBase?: string;
  /** The features whose stores the root builds; default the product's list (app/features.ts). */
  features?: readonly FeatureModule[];
  /** Settles once the first screen has painted (boot): the API client holds other calls till then. */
  firstPaint?: Promise<void>;
  /** A member's first-screen calls the start already sent (decision 0013). */
  earlyCalls?: Promise<EarlyCalls | null> | null;
}

const RSA_KEY_PATH = '/wps/session/key/rsa';

/** What the root holds before any feature store: the common core. */
const CORE: readonly RootKey[] = [
  'tenant',
  'launch',
  'platform',
  'navigation',
  'firstPaint',
  'api',
];

/** What the API client reads from the stores: its headers and its error reactions. */
const API_NEEDS: readonly RootKey[] = ['notices', 'session', 'locale'];

interface Built {
  decl: AnyStoreDecl;
  /** The store (eager) or its LazyStore (lazy, service). */
  value: unknown;
}

/**
 * Owns the common core (tenant, launch, platform, API client, navigation) and the start
 * sequence, and builds every feature's stores by walking the feature list (FeatureModule.stores,
 * docs/adding-a-feature.md): each after the stores it needs, typed by `Stores`, and disposed with
 * the root. A fresh one per app, test and story.
 */
class Root {
  readonly tenant: TenantConfig;
  readonly launch: LaunchInfo;
  readonly platform: Platform;
  /** Navigations asked for outside React (the catalogue's "go to /m/login"); App performs them. */
  readonly navigation = new NavigationRequest();
  /** Settles once the first screen is on screen (boot); at once without boot (tests, stories). */
  readonly firstPaint: Promise<void>;
  /** Built in the walk, once the stores its headers and error reactions read exist. */
  declare readonly api: ApiClientHandle;
  private readonly built: Built[] = [];
  private readonly disposers: Array<() => void> = [];

  constructor(deps: RootStoreDeps) {
    const { tenant, platform, launch } = deps;
    this.tenant = tenant;
    this.launch = launch;
    this.platform = platform;
    this.firstPaint = deps.firstPaint ?? Promise.resolve();
    const apiDecl: AnyStoreDecl = {
      // The API client is core, but its headers and errors read notices, session and locale.
      key: 'api',
      kind: 'eager',
      needs: API_NEEDS,
      create: () => this.createApi(deps.apiBase ?? '', deps.firstPaint, deps.earlyCalls),
    };
    const core: FeatureModule = { name: 'root', stores: [apiDecl] };
    const ordered = orderStores(
      [...(deps.features ?? productFeatures), core],
      CORE.filter((key) => key !== 'api'),
    );
    for (const { decl } of ordered) {
      const value = this.build(decl, deps);
      Object.defineProperty(this, decl.key, { value, enumerable: true });
      this.built.push({ decl, value });
    }
    // Cached answers belong to who asked: a new or ended session starts with empty caches.
    this.disposers.push(
      reaction(
        () => this.stores.session.token,
        () => this.api.clearCaches(),
      ),
    );
  }

  /** The root as its stores see it (the walk defined every declared key on it). */
  private get stores(): FeatureRoot {
    return this as unknown as FeatureRoot;
  }

  private build(decl: AnyStoreDecl, inputs: StartInputs): unknown {
    const root = this.stores;
    if (decl.kind === 'eager') {
      if (!decl.create) throw new Error(`eager store "${decl.key}" has no create`);
      return decl.create(root, inputs);
    }
    const { load, ready } = decl;
    return new LazyStore<unknown>(
      decl.key,
      () =>
        load
          ? load(root)
          : Promise.reject(new Error(`the ${decl.key} store is built by its feature's chunk`)),
      { root, ready: ready && ((store) => ready(store, root)) },
    );
  }

  private createApi(
    base: string,
    firstPaint: Promise<void> | undefined,
    early: Promise<EarlyCalls | null> | null | undefined,
  ): ApiClientHandle {
    const { platform, tenant } = this;
    const stores = this.stores;
    const api: ApiClientHandle = createApiClient({
      fetch: (input, init) =>
        platform.fetch(typeof input === 'string' ? base + input : input, init),
      clock: platform.clock,
      firstPaint,
      headers: () => ({
        Merchant: tenant.merchantCode,
        Language: stores.locale.language,
        Authorization: stores.session.token,
      }),
      reactor: createErrorReactor({
        notices: stores.notices,
        session: stores.session,
        navigation: this.navigation,
        system: () => stores.system,
        local: platform.local,
        clearCaches: () => api.clearCaches(),
      }),
      encryptor: createLazyEncryptor(() =>
        import('../api/crypto').then((crypto) =>
          crypto.createPayloadEncryptor({
            fetchKey: () =>
              api.get<RsaKeyInfo>(RSA_KEY_PATH, {
                query: { timestamp: platform.clock.now() },
                noCache: true,
              }),
            now: () => platform.clock.now(),
          }),
        ),
      ),
      // Session storage: some cached answers depend on who asked; they go with the tab.
      cacheStorage: platform.session,
      imageFormat: platform.imageFormat ?? (() => imageFormatFor(platform.env.userAgent, false)),
      network: () => ({
        secure: platform.env.isSecureContext,
        online: platform.env.isOnline(),
      }),
      early,
    });
    return api;
  }

  /** The declared keys of one kind, in build order. */
  storeKeys(kind: AnyStoreDecl['kind']): RootKey[] {
    return this.built.filter((b) => b.decl.kind === kind).map((b) => b.decl.key);
  }

  /**
   * Work done once at start, in parallel: messages for the language, the status call, and the
   * session's start (member data, or the remembered login and auto-login).
   */
  async start(): Promise<void> {
    const { locale, system } = this.stores;
    await Promise.all([
      locale.load(),
      system.checkStatus(),
      this.startSession(this.platform.env.location()),
    ]);
  }

  /**
   * The session at start: a provider's return in the address (LINE, Telegram, Maya) signs in;
   * otherwise member data, or the remembered login and auto-login (spec 5).
   */
  async startSession(url: URL): Promise<void> {
    const { auth, socialStore } = this.stores;
    // The social flow shows its own errors; a failure here must not stop the session's start.
    const returned = hasProviderReturn(this.tenant, url)
      ? await socialStore
          .load()
          .then((social) => social.handleReturn(url))
          .catch(() => false)
      : false;
    if (!returned) await auth.start();
  }

  private lazyStores(kind: 'lazy' | 'service'): LazyStore<unknown>[] {
    return this.built
      .filter((b) => b.decl.kind === kind && (kind === 'service' || b.decl.load))
      .map((b) => b.value as LazyStore<unknown>);
  }

  /**
   * Builds the service stores (push, tracking, the member's language sync: each its own chunk,
   * off the first screen) and starts their timers and first events, in build order (boot).
   */
  async startServices(): Promise<void> {
    const services = await Promise.all(this.lazyStores('service').map((s) => s.load()));
    for (const service of services) (service as ServiceStore).start();
  }

  /**
   * Loads every lazy store that has a loader and every service store, without starting the
   * services: tests and stories read them directly (createTenantRoot).
   */
  async loadStores(): Promise<void> {
    await Promise.all(
      [...this.lazyStores('lazy'), ...this.lazyStores('service')].map((s) => s.load()),
    );
  }

  /** Registration, once loaded (registerStore.load()). */
  get register(): RegisterStore {
    return this.stores.registerStore.value;
  }

  /** Social sign-in, once loaded (socialStore.load()). */
  get social(): SocialStore {
    return this.stores.socialStore.value;
  }

  /**
   * Stops timers and reactions (tests and stories that build many roots): every store the root
   * built, lazy ones once loaded, the last built first, the API client with them.
   */
  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
    for (const { decl, value } of [...this.built].reverse()) {
      const store = (
        decl.kind === 'eager' ? value : (value as LazyStore<unknown>).current
      ) as OwnedStore | null;
      store?.dispose?.();
    }
  }
}

/** The root store: the core and start sequence (Root), and every feature's store (Stores). */
export type RootStore = Root & Stores;

/** Builds the root; its feature stores are defined on it by the walk, as `Stores` types them. */
export const RootStore = Root as new (deps: RootStoreDeps) => RootStore;

import { reaction } from 'mobx';
import type { ApiClientHandle } from '../api/client';
import { createApiClient } from '../api/lazyClient';
import type { RsaKeyInfo } from '../api/crypto';
import { createLazyEncryptor } from '../api/lazyEncryptor';
import type { LaunchInfo } from '../config/launchInfo';
import type { TenantConfig } from '../config/tenant.gen';
import {
  AuthStore,
  hasProviderReturn,
  loadRegisterStore,
  loadSocialStore,
  SessionStore,
} from '../features/auth';
import type { RegisterStore, SessionInfo, SocialStore } from '../features/auth';
import { lazyCaptcha, loadCaptchaStore } from '../features/captcha';
import type { CaptchaPort, CaptchaStore } from '../features/captcha';
import { LocaleStore } from '../features/locale';
import { LazyStore } from '../features/module';
import type { FeatureRoot, OwnedStore, Stores } from '../features/module';
import { NoticeStore } from '../features/notices';
import { PwaStore } from '../features/pwa';
import type { PushStore } from '../features/push';
import type { TrackingStore } from '../features/tracking';
import { SystemStore } from '../features/system';
import type { LanguageCode } from '../i18n/languages';
import type { PseudoLocale } from '../i18n/pseudoLocales';
import type { Messages } from '../i18n/withFallback';
import { imageFormatFor } from '../platform/imageFormat';
import type { Platform } from '../platform/platform';
import { createErrorReactor } from './createErrorReactor';
import { NavigationRequest } from './NavigationRequest';
import type { Services } from './services';

export interface RootStoreDeps {
  tenant: TenantConfig;
  platform: Platform;
  launch: LaunchInfo;
  loadMessages: (code: LanguageCode) => Promise<Messages>;
  /** Only on local hosts and preview builds: ?lang=en-XA and ?lang=ar-XB work (LocaleStore). */
  loadPseudoMessages?: (locale: PseudoLocale) => Promise<Messages>;
  /** Storybook and tests start in a given session instead of reading the URL and storage. */
  session?: SessionInfo | null;
  /** Base URL of the API; empty for same-origin. */
  apiBase?: string;
}

const RSA_KEY_PATH = '/wps/session/key/rsa';

/**
 * Owns every feature store and passes each its dependencies (ARCHITECTURE.md, Stores).
 * A fresh one per app, test and story. Order matters: notices and session first, as the API
 * client's headers read the session and its error reactions report through notices.
 */
export class RootStore implements Stores {
  readonly tenant: TenantConfig;
  readonly launch: LaunchInfo;
  readonly platform: Platform;
  readonly api: ApiClientHandle;
  readonly notices: NoticeStore;
  readonly session: SessionStore;
  readonly locale: LocaleStore;
  readonly system: SystemStore;
  readonly captchaStore: LazyStore<CaptchaStore>;
  /** Sign-in's captcha: the tenant's rule at once, the store's code on first solve. */
  readonly captcha: CaptchaPort;
  readonly auth: AuthStore;
  readonly registerStore: LazyStore<RegisterStore>;
  readonly socialStore: LazyStore<SocialStore>;
  /** Navigations asked for outside React (the catalogue's "go to /m/login"); App performs them. */
  readonly navigation = new NavigationRequest();
  readonly pwa: PwaStore = new PwaStore(this);
  /** Push and tracking: one chunk, built right after boot (src/app/services.ts). */
  readonly services = new LazyStore<Services>('services', () =>
    import('./services').then((m) => m.createServices(this)),
  );
  readonly push = new LazyStore<PushStore>('push', () => this.services.load().then((s) => s.push));
  readonly tracking = new LazyStore<TrackingStore>('tracking', () =>
    this.services.load().then((s) => s.tracking),
  );
  private readonly disposers: Array<() => void> = [];
  private readonly obtained = new Map<string, OwnedStore>();

  constructor(deps: RootStoreDeps) {
    const { tenant, platform, launch } = deps;
    this.tenant = tenant;
    this.launch = launch;
    this.platform = platform;
    this.notices = new NoticeStore();
    this.session =
      deps.session !== undefined
        ? new SessionStore(
            platform.session,
            tenant.merchantCode,
            deps.session && { ...deps.session, merchantCode: tenant.merchantCode },
          )
        : SessionStore.restore(platform.session, tenant.merchantCode, platform.env.location());
    this.locale = new LocaleStore({
      supported: tenant.languages.supported,
      tenantDefault: tenant.languages.default,
      queryLanguage: launch.language,
      env: platform.env,
      local: platform.local,
      loadMessages: deps.loadMessages,
      pseudo: deps.loadPseudoMessages && {
        session: platform.session,
        loadMessages: deps.loadPseudoMessages,
      },
    });
    const base = deps.apiBase ?? '';
    this.api = createApiClient({
      fetch: (input, init) =>
        platform.fetch(typeof input === 'string' ? base + input : input, init),
      clock: platform.clock,
      headers: () => ({
        Merchant: tenant.merchantCode,
        Language: this.locale.language,
        Authorization: this.session.token,
      }),
      reactor: createErrorReactor({
        notices: this.notices,
        session: this.session,
        navigation: this.navigation,
        system: () => this.system,
        local: platform.local,
        clearCaches: () => this.api.clearCaches(),
      }),
      encryptor: createLazyEncryptor(() =>
        import('../api/crypto').then((crypto) =>
          crypto.createPayloadEncryptor({
            fetchKey: () =>
              this.api.get<RsaKeyInfo>(RSA_KEY_PATH, {
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
    });
    this.system = new SystemStore({
      api: this.api,
      notices: this.notices,
      launch,
      location: () => platform.env.location(),
      isSecureContext: platform.env.isSecureContext,
    });
    // Sign-in: captcha first, then the login flow, registration (which completes logins through
    // auth), then social sign-in (which uses both).
    const common = { tenant, api: this.api, platform, launch };
    this.captchaStore = new LazyStore('captcha', async () => {
      const CaptchaStore = await loadCaptchaStore();
      return new CaptchaStore({ ...common, language: () => this.locale.language });
    });
    this.captcha = lazyCaptcha(tenant, this.captchaStore);
    this.auth = new AuthStore({
      ...common,
      session: this.session,
      notices: this.notices,
      navigation: this.navigation,
      captcha: this.captcha,
    });
    // Registration and social sign-in download on first use (a form, a button, a provider's
    // return at start): their code is not in the initial JS.
    let creatingRegister: Promise<RegisterStore> | null = null;
    const createRegister = () =>
      (creatingRegister ??= loadRegisterStore().then(
        (RegisterStore) =>
          new RegisterStore({
            ...common,
            notices: this.notices,
            navigation: this.navigation,
            captcha: this.captcha,
            auth: this.auth,
            tracking: this.tracking,
          }),
      ));
    this.registerStore = new LazyStore('register', async () => {
      const register = await createRegister();
      // Firebase SMS tenants: the number is proved through social sign-in's Firebase adapter,
      // plugged into registration when social sign-in is built, before the form can send a code.
      if (tenant.auth.sms?.provider === 'firebase') await this.socialStore.load();
      return register;
    });
    this.socialStore = new LazyStore('social', async () => {
      const [SocialStore, register] = await Promise.all([loadSocialStore(), createRegister()]);
      return new SocialStore({ ...common, notices: this.notices, auth: this.auth, register });
    });
    // Cached answers belong to who asked: a new or ended session starts with empty caches.
    this.disposers.push(
      reaction(
        () => this.session.token,
        () => this.api.clearCaches(),
      ),
    );
  }

  /**
   * Work done once at start, in parallel: messages for the language, the status call, and the
   * session's start (member data, or the remembered login and auto-login).
   */
  async start(): Promise<void> {
    await Promise.all([
      this.locale.load(),
      this.system.checkStatus(),
      this.startSession(this.platform.env.location()),
    ]);
  }

  /**
   * The session at start: a provider's return in the address (LINE, Telegram, Maya) signs in;
   * otherwise member data, or the remembered login and auto-login (spec 5).
   */
  async startSession(url: URL): Promise<void> {
    // The social flow shows its own errors; a failure here must not stop the session's start.
    const returned = hasProviderReturn(this.tenant, url)
      ? await this.socialStore
          .load()
          .then((social) => social.handleReturn(url))
          .catch(() => false)
      : false;
    if (!returned) await this.auth.start();
  }

  obtain<T extends OwnedStore>(key: string, create: (root: FeatureRoot) => T): T {
    let store = this.obtained.get(key) as T | undefined;
    if (!store) this.obtained.set(key, (store = create(this)));
    return store;
  }

  /** Builds the services chunk's stores and starts their timers and first events (boot). */
  async startServices(): Promise<void> {
    (await this.services.load()).start();
  }

  /** Registration, once loaded (registerStore.load()). */
  get register(): RegisterStore {
    return this.registerStore.value;
  }

  /** Social sign-in, once loaded (socialStore.load()). */
  get social(): SocialStore {
    return this.socialStore.value;
  }

  /** Stops timers and reactions (tests and stories that build many roots). */
  dispose(): void {
    this.auth.dispose();
    this.socialStore.current?.dispose();
    this.services.current?.dispose();
    for (const store of this.obtained.values()) store.dispose?.();
    for (const dispose of this.disposers.splice(0)) dispose();
    this.api.dispose();
  }
}

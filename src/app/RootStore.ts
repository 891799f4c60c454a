import { createApiClient, type ApiClient } from '../api/client';
import type { LaunchInfo } from '../config/launchInfo';
import type { TenantConfig } from '../config/tenant.gen';
import { SessionStore, type SessionInfo } from '../features/auth';
import { LocaleStore } from '../features/locale';
import type { Stores } from '../features/module';
import { NoticeStore } from '../features/notices';
import { SystemStore } from '../features/system';
import type { LanguageCode } from '../i18n/languages';
import type { Platform } from '../platform/platform';

export interface RootStoreDeps {
  tenant: TenantConfig;
  platform: Platform;
  launch: LaunchInfo;
  loadMessages: (code: LanguageCode) => Promise<Record<string, string>>;
  /** Storybook and tests start in a given session instead of reading the URL and storage. */
  session?: SessionInfo | null;
  /** Base URL of the API; empty for same-origin. */
  apiBase?: string;
}

/**
 * Owns every feature store and passes each its dependencies (ARCHITECTURE.md, Stores).
 * A fresh one per app, test and story. Order matters: notices and session first, as the API
 * client's headers read the session and the system store reports through notices.
 */
export class RootStore implements Stores {
  readonly tenant: TenantConfig;
  readonly launch: LaunchInfo;
  readonly platform: Platform;
  readonly api: ApiClient;
  readonly notices: NoticeStore;
  readonly session: SessionStore;
  readonly locale: LocaleStore;
  readonly system: SystemStore;

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
    });
    const base = deps.apiBase ?? '';
    this.api = createApiClient({
      fetch: (input, init) =>
        platform.fetch(typeof input === 'string' ? base + input : input, init),
      clock: platform.clock,
      headers: () => {
        const h: Record<string, string> = {
          Merchant: tenant.merchantCode,
          Language: this.locale.language,
        };
        const token = this.session.token;
        if (token) h.Authorization = token;
        return h;
      },
    });
    this.system = new SystemStore({
      api: this.api,
      notices: this.notices,
      launch,
      location: () => platform.env.location(),
      isSecureContext: platform.env.isSecureContext,
    });
  }

  /** Work done once at start, in parallel: messages for the language, the status call. */
  async start(): Promise<void> {
    await Promise.all([this.locale.load(), this.system.checkStatus()]);
  }
}

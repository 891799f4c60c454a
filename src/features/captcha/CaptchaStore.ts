import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ApiClient } from '../../api/types';
import type { TenantConfig } from '../../config/tenant.gen';
import type { ScriptGlobalLoader } from '../../platform/loadScript';
import type { Platform } from '../../platform/platform';
import type {
  ActiveChallenge,
  CaptchaAdapter,
  CaptchaFlow,
  CaptchaRequest,
  CaptchaResult,
  ChallengeHost,
} from './CaptchaAdapter';
import { CaptchaError, toCaptchaError } from './CaptchaError';
import type { AdapterKind } from './captchaRules';
import {
  captchaAdapterKind,
  captchaRequired,
  captchaSettings,
  flowSupported,
  riskAdapterKind,
  riskEnabled,
} from './captchaRules';
import type { AdapterLoader } from './loadAdapter';
import { loadAdapter } from './loadAdapter';
import { vendorLanguage } from './vendorLanguage';

export type { CaptchaFlow, CaptchaResult } from './CaptchaAdapter';

export interface CaptchaDeps {
  tenant: TenantConfig;
  api: ApiClient;
  platform: Platform;
  /** The app's language code (LocaleStore.language); default the tenant's default language. */
  language?: () => string;
  /** Vendor scripts and their globals; tests pass fakes. Default: src/platform/loadScript. */
  loadScript?: ScriptGlobalLoader;
  /** Adapters by kind; tests pass their own. Default: the lazily imported real and fake ones. */
  loadAdapter?: AdapterLoader;
}

/** Failures worth one more try: the vendor or the network, not the user's own doing. */
const RETRIED: ReadonlySet<CaptchaError['code']> = new Set(['network', 'unavailable']);

/**
 * Captcha behind one interface: which flows need it (`required`), and solving it (`solve`).
 * Callers check `required(flow)` and, when true, add `await solve(flow)` to their payload.
 * `activeChallenge` is what CaptchaOverlay renders: the fake's puzzle, or a vendor loading.
 */
export class CaptchaStore {
  activeChallenge: ActiveChallenge | null = null;
  /** A solve is in progress: a second one is rejected with busy (spec 4). */
  solving = false;
  private cancelActive: (() => void) | null = null;
  private readonly adapters = new Map<AdapterKind, Promise<CaptchaAdapter>>();

  constructor(private readonly deps: CaptchaDeps) {
    makeAutoObservable<CaptchaStore, 'deps' | 'adapters' | 'cancelActive'>(this, {
      deps: false,
      adapters: false,
      cancelActive: false,
      activeChallenge: observableRef,
    });
  }

  /** spec 5: a captcha is required for a flow only when its flags are on. */
  required(flow: CaptchaFlow): boolean {
    return captchaRequired(this.deps.tenant, flow);
  }

  /**
   * Solves the captcha for a flow, and the risk check when the tenant has it, and resolves with
   * the payload fields. Rejects with a CaptchaError: busy while another solve runs, unavailable
   * for sms on v3, verify_first when closed, too_fast, risk, network. A vendor or network failure
   * is tried once more (spec 5: captcha retries once).
   */
  async solve(flow: CaptchaFlow): Promise<CaptchaResult> {
    if (this.solving) throw new CaptchaError('busy');
    const { tenant } = this.deps;
    const settings = captchaSettings(tenant);
    // spec 5: sms captcha needs v4, else "unknown_error: Geetest service not work".
    if (!flowSupported(flow, settings.version)) throw new CaptchaError('unavailable');
    this.solving = true;
    try {
      const language = this.deps.language?.() ?? tenant.languages.default;
      const request: CaptchaRequest = {
        flow,
        version: settings.version,
        captchaId: settings.captchaId,
        riskAppId: settings.riskAppId,
        language: vendorLanguage(language, settings.version),
      };
      // The risk check needs no UI: it runs while the user solves the captcha.
      const risk = riskEnabled(tenant) ? this.run(riskAdapterKind(settings), request) : null;
      risk?.catch(() => undefined);
      const captcha = await this.run(captchaAdapterKind(settings), request);
      return risk ? { ...captcha, ...(await risk) } : captcha;
    } finally {
      runInAction(() => {
        this.solving = false;
        this.activeChallenge = null;
        this.cancelActive = null;
      });
    }
  }

  /** Closes the challenge on screen (a dialog behind it closed): the solve fails verify_first. */
  cancel(): void {
    this.cancelActive?.();
  }

  private show(active: ActiveChallenge, cancel: () => void): void {
    this.activeChallenge = active;
    this.cancelActive = cancel;
  }

  private hide(): void {
    this.activeChallenge = null;
    this.cancelActive = null;
  }

  /** spec 5: captcha retries once, after a vendor or network failure. */
  private async run(kind: AdapterKind, request: CaptchaRequest): Promise<CaptchaResult> {
    try {
      return await (await this.adapter(kind)).solve(request);
    } catch (error) {
      const first = toCaptchaError(error);
      if (!RETRIED.has(first.code)) throw first;
      try {
        return await (await this.adapter(kind)).solve(request);
      } catch (second) {
        throw toCaptchaError(second);
      }
    }
  }

  /** The adapter of a kind, imported once; a failed import is forgotten so a retry imports again. */
  private adapter(kind: AdapterKind): Promise<CaptchaAdapter> {
    const known = this.adapters.get(kind);
    if (known) return known;
    const host: ChallengeHost = {
      show: (active, cancel) => this.show(active, cancel),
      hide: () => this.hide(),
    };
    const load = this.deps.loadAdapter ?? loadAdapter;
    const loading = load(kind, {
      api: this.deps.api,
      clock: this.deps.platform.clock,
      host,
      loadScript: this.deps.loadScript,
    });
    this.adapters.set(kind, loading);
    loading.catch(() => this.adapters.delete(kind));
    return loading;
  }
}

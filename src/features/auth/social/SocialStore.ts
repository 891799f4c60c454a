import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { SESSION_ERRORS } from '../../../api/calls/session';
import type { ApiClient } from '../../../api/types';
import type { LaunchInfo } from '../../../config/launchInfo';
import type { TenantConfig } from '../../../config/tenant.gen';
import type { AuthPopups } from '../../../platform/authPopup';
import { readDeviceId } from '../../../platform/deviceId';
import type { Platform } from '../../../platform/platform';
import type { AuthStore } from '../AuthStore';
import type { LinkedAccount } from '../linkedAccount';
import type { RegisterStore } from '..';
import type { NoticeStore } from '../../notices';
import { failureOf } from './failure';
import type { FirebasePhoneAdapter } from './firebase/FirebasePhoneAdapter';
import { PhoneSignIn } from './firebase/PhoneSignIn';
import type { FlowDeps } from './flowDeps';
import { socialLoginContext } from './flowDeps';
import { handleReturn, socialLogin } from './handleReturn';
import { forgetLine } from './line/lineStorage';
import type { AdapterLoaders } from './loadAdapters';
import { loadAdapters } from './loadAdapters';
import type { SocialLoginHost } from './socialLogin';
import { linkedIdentityOf, providersOf } from './socialRules';
import type { StartHost } from './startProvider';
import type { ButtonProvider, PendingSocial, SocialFailure, SocialProvider } from './types';
import { SOCIAL_CODES, SocialError, isPopupProvider } from './types';

export type { SocialProvider } from './types';

export interface SocialDeps {
  tenant: TenantConfig;
  api: ApiClient;
  platform: Platform;
  launch: LaunchInfo;
  notices: NoticeStore;
  auth: AuthStore;
  register: RegisterStore;
  /** The provider adapters; tests pass their own. Default: lazily imported real or fake ones. */
  adapters?: AdapterLoaders;
}

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad/;

/** What a login carries to bind the pending account: LINE and Telegram only (spec 3). */
function linkedAccountOf(pending: PendingSocial | null): LinkedAccount | null {
  if (pending?.provider === 'line') return { lineSessionToken: pending.lineSessionToken };
  if (pending?.provider === 'telegram') return { telegramAuth: pending.telegramAuth };
  return null;
}

/**
 * Social sign-in (LINE, Telegram, Firebase phone, Maya, Google, Facebook, Twitter): each provider
 * behind an adapter, real or fake (platform.env.useFakeProviders); what the server answers
 * decides between a session, auto-registration and the login-confirm dialog (spec 4).
 */
export class SocialStore {
  /** The provider whose sign-in runs; its button shows busy. */
  busy: SocialProvider | null = null;
  /**
   * An account the server does not know yet, kept while the member logs in or registers, so the
   * next login or registration carries it and binds it (docs/sign-in.md, Social sign-in).
   */
  pendingSocial: PendingSocial | null = null;
  /** The login-confirm dialog is open for this account. */
  choice: PendingSocial | null = null;
  /** The error dialog (spec 8: message, Code, Reason). */
  failure: SocialFailure | null = null;
  /** The hidden Telegram frame's address while it works. */
  telegramFrame: string | null = null;
  /** Firebase phone auth: registration's verifier, and the phone login (docs/sign-in.md). */
  readonly phone: PhoneSignIn;
  private redirecting = false;
  private linkedForRegister = false;
  private attempt: AbortController | null = null;
  private popups: Promise<AuthPopups> | null = null;
  private phoneAdapter: Promise<FirebasePhoneAdapter> | null = null;
  private cachedDeviceId: string | null = null;
  private readonly flow: FlowDeps;
  private readonly logins: SocialLoginHost;
  private readonly adapters: AdapterLoaders;
  private readonly disposers: Array<() => void> = [];

  constructor(private readonly deps: SocialDeps) {
    const { tenant, api, platform, launch } = deps;
    this.adapters = deps.adapters ?? loadAdapters;
    this.flow = {
      tenant,
      api,
      platform,
      launch,
      context: () => socialLoginContext(platform, launch, this.deviceId()),
      language: () => platform.env.location().searchParams.get('lang') ?? tenant.languages.default,
    };
    this.logins = {
      flow: this.flow,
      auth: deps.auth,
      deviceId: () => this.deviceId(),
      showChoice: (pending) => this.showChoice(pending),
      clearPending: () => this.clearPending(),
      registered: (answer) => deps.register.tracked(answer),
      fail: (provider, error) => this.fail(provider, error),
    };
    this.phone = new PhoneSignIn({
      api,
      adapter: () => this.firebasePhone(),
      deviceId: () => this.deviceId(),
      env: platform.env,
      firebase: tenant.auth.firebase,
      login: (pending, call, type) =>
        this.withBusy('firebase', async () =>
          (await socialLogin()).completeSocialLogin(this.logins, pending, call, type),
        ),
      fail: (error) => this.fail('firebase', error),
    });
    makeAutoObservable<SocialStore, 'deps' | 'flow' | 'logins' | 'adapters' | 'disposers'>(this, {
      deps: false,
      flow: false,
      logins: false,
      adapters: false,
      disposers: false,
      phone: false,
    });
    // Tenants whose SMS goes through Firebase: registration proves the number with it.
    if (tenant.auth.sms?.provider === 'firebase')
      deps.register.setPhoneVerifier(this.phone.verifier);
    // The next username or sms login binds a pending LINE or Telegram account.
    this.disposers.push(
      reaction(
        () => this.pendingSocial,
        (pending) => deps.auth.setLinkedAccount(linkedAccountOf(pending)),
      ),
    );
    // A login or register dialog closed with no choice open: the pending account is over
    // (logged in and bound, or given up).
    this.disposers.push(
      reaction(
        () => deps.auth.dialog,
        (dialog, previous) => {
          if (dialog === null && previous !== null && this.choice === null) this.forgetPending();
        },
      ),
    );
  }

  /** The sign-in buttons of the tenant, in display order. */
  get providers(): ButtonProvider[] {
    return providersOf(this.deps.tenant);
  }

  /** A button's sign-in. A popup provider started during a redirect gets redirect pending. */
  async signIn(provider: ButtonProvider): Promise<void> {
    const redirecting = this.redirecting;
    if (this.busy === provider || (redirecting && !isPopupProvider(provider))) return;
    this.cancel();
    const attempt = new AbortController();
    this.attempt = attempt;
    this.busy = provider;
    this.failure = null;
    try {
      // spec 5: incognito browsing blocks social sign-in.
      if (await this.isPrivate()) throw new SocialError(SOCIAL_CODES.incognito);
      if (!attempt.signal.aborted) {
        const { startProvider } = await import('./startProvider');
        await startProvider(this.startHost(), provider, attempt.signal, redirecting);
      }
    } catch (error) {
      if (!attempt.signal.aborted) this.fail(provider, error);
    } finally {
      runInAction(() => {
        if (this.attempt !== attempt) return;
        this.attempt = null;
        this.busy = null;
      });
    }
  }

  /** Ends a Telegram or popup attempt under way, quietly. */
  cancel(): void {
    this.attempt?.abort();
    void this.popups?.then((popups) => popups.cancel());
  }

  /**
   * Called once at start with the page address, before the first render: a LINE return, a
   * Telegram #tgAuthResult= hash, or a Maya landing. True when it was one of them.
   */
  handleReturn(url: URL): Promise<boolean> {
    return handleReturn(
      {
        flow: this.flow,
        logins: this.logins,
        withBusy: (provider, work) => this.withBusy(provider, work),
        setRedirecting: (on) => this.setRedirecting(on),
        fail: (provider, error) => this.fail(provider, error),
      },
      url,
    );
  }

  /** "Log in with existing account": the login dialog; its login carries pendingSocial. */
  chooseExistingAccount(): void {
    this.choice = null;
    this.deps.auth.openLogin();
  }

  /** "Register new": registration, carrying the account to bind. */
  chooseRegister(): void {
    const linked = this.choice && linkedIdentityOf(this.choice);
    this.choice = null;
    if (linked) {
      this.deps.register.setLinkedIdentity(linked);
      this.linkedForRegister = true;
    }
    this.deps.auth.openRegister();
  }

  dismissChoice(): void {
    this.choice = null;
    this.forgetPending();
  }

  dismissFailure(): void {
    this.failure = null;
  }

  /** The login or registration that carried pendingSocial succeeded: it is bound now. */
  clearPending(): void {
    this.pendingSocial = null;
    this.linkedForRegister = false;
  }

  dispose(): void {
    this.cancel();
    for (const dispose of this.disposers.splice(0)) dispose();
  }

  private startHost(): StartHost {
    const { platform } = this.deps;
    return {
      flow: this.flow,
      adapters: this.adapters,
      fake: platform.env.useFakeProviders,
      setFrame: (src) => this.setFrame(src),
      popups: () => this.authPopups(),
      redirecting: () => this.setRedirecting(true),
      loginTelegram: async (data) => (await socialLogin()).loginByTelegram(this.logins, data),
      loginMaya: async (sessionId, env) =>
        (await socialLogin()).loginByMaya(this.logins, sessionId, env),
    };
  }

  private showChoice(pending: PendingSocial): void {
    this.pendingSocial = pending;
    this.choice = pending;
  }

  private fail(provider: SocialProvider, error: unknown): void {
    const failure = failureOf(provider, error);
    // spec 4 and 8: line_invalid_token removes the stored chat-app session token.
    if (failure.code === SESSION_ERRORS.lineInvalidToken) forgetLine(this.deps.platform.local);
    this.failure = failure;
    // spec 4: a refusal clears the account's data, also the one a registration would bind.
    this.forgetPending();
  }

  private forgetPending(): void {
    this.pendingSocial = null;
    if (this.linkedForRegister) this.deps.register.setLinkedIdentity(null);
    this.linkedForRegister = false;
  }

  private setFrame(src: string | null): void {
    this.telegramFrame = src;
  }

  private setRedirecting(on: boolean): void {
    this.redirecting = on;
  }

  /** Runs a sign-in step with its provider busy; false when it threw (the error is shown). */
  private async withBusy(provider: SocialProvider, work: () => Promise<void>): Promise<boolean> {
    runInAction(() => (this.busy = provider));
    try {
      await work();
      return true;
    } catch (error) {
      this.fail(provider, error);
      return false;
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  private async isPrivate(): Promise<boolean> {
    try {
      return (await this.deps.platform.privateBrowsing?.()) ?? false;
    } catch {
      return false;
    }
  }

  private authPopups(): Promise<AuthPopups> {
    const { windows, clock, env } = this.deps.platform;
    if (!windows) return Promise.reject(new SocialError(SOCIAL_CODES.popupBlocked));
    this.popups ??= import('../../../platform/authPopup').then((m) =>
      m.createAuthPopups({ ...windows, clock, mobile: MOBILE_AGENT.test(env.userAgent) }),
    );
    return this.popups;
  }

  private firebasePhone(): Promise<FirebasePhoneAdapter> {
    this.phoneAdapter ??= this.adapters
      .firebasePhone(this.deps.platform.env.useFakeProviders, this.deps.tenant.auth.firebase)
      .catch((error: unknown) => {
        runInAction(() => (this.phoneAdapter = null));
        throw error;
      });
    return this.phoneAdapter;
  }

  private deviceId(): string {
    this.cachedDeviceId ??= readDeviceId(this.deps.platform);
    return this.cachedDeviceId;
  }
}

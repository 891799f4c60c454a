import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { LoginResponse, LoginType, SecondFactorOption } from '../../api/calls/session';
import {
  login,
  loginWithSecondFactor,
  logout,
  secondFactorChallenge,
} from '../../api/calls/session';
import type { ApiClient } from '../../api/types';
import type { LaunchInfo } from '../../config/launchInfo';
import type { TenantConfig } from '../../config/tenant.gen';
import { readDeviceId } from '../../platform/deviceId';
import type { Platform } from '../../platform/platform';
import { createSecureStore } from '../../platform/secureStore';
import type { CaptchaStore } from '../captcha';
import type { NavigationPort } from '../module';
import type { NoticeStore } from '../notices';
import { autoLoginAllowed } from './autoLogin';
import type { FormError } from './formError';
import { catalogueUnlessRefusal, formErrorOf } from './formError';
import type { LoginForm } from './loginForm';
import { LoginFormModel } from './LoginFormModel';
import { afterLoginPath, mustChangePassword } from './loginOutcome';
import { buildLoginRequest } from './loginRequest';
import { MemberAccount } from './MemberAccount';
import { PasswordChange } from './PasswordChange';
import type { RememberedLogin } from './rememberedLogin';
import { createRememberedLogins } from './rememberedLogin';
import { RememberMe } from './RememberMe';
import type { SecondFactorFlow } from './secondFactor';
import { isChallengeSpent, startSecondFactor } from './secondFactor';
import type { SessionStore } from './SessionStore';
import { AUTO_LOGIN_KEY } from './storageKeys';

export type { LoginForm, LoginMethod } from './loginForm';
export type { SecondFactorFlow } from './secondFactor';

/** What a login carries to bind a social account (spec 3, Login request). */
export interface LinkedAccount {
  lineSessionToken?: string;
  telegramAuth?: string;
}

export type LoginState = 'idle' | 'processing' | 'success' | 'failure';
export type AuthDialog = 'login' | 'register' | 'secondFactor' | 'loginConfirm';

/** spec 4 and 9: after a login finishes, a second submit is blocked for 500 ms. */
export const LOGIN_GUARD_MS = 500;
export const LOGIN_PATH = '/login';

export interface AuthDeps {
  tenant: TenantConfig;
  api: ApiClient;
  platform: Platform;
  launch: LaunchInfo;
  session: SessionStore;
  notices: NoticeStore;
  navigation: NavigationPort;
  captcha: CaptchaStore;
}

/** A login answer with the client's own updatePassword (spec 3). */
export type CompletedLogin = LoginResponse & { updatePassword?: boolean };

/** Signing in: the login flow, its dialogs, what follows a login and a logout (spec 4). */
export class AuthStore {
  dialog: AuthDialog | null = null;
  loginState: LoginState = 'idle';
  loginError: FormError | null = null;
  secondFactor: SecondFactorFlow | null = null;
  /**
   * A LINE or Telegram account the server did not know, chosen to be bound to the member who
   * logs in next (the login-confirm dialog's "Log in with existing account"): the next username
   * or sms login carries it (docs/sign-in.md, pendingSocial). Set by social sign-in.
   */
  linkedAccount: LinkedAccount | null = null;
  /** True from the end of a login for LOGIN_GUARD_MS. */
  coolingDown = false;
  readonly member: MemberAccount;
  readonly form: LoginFormModel;
  readonly passwordChange: PasswordChange;
  private readonly remembered: RememberMe;
  private cachedDeviceId: string | null = null;
  private autoLoginRan = false;
  private readonly disposers: Array<() => void> = [];

  constructor(private readonly deps: AuthDeps) {
    const { api, session, platform, tenant, captcha, navigation } = deps;
    this.member = new MemberAccount(api, session);
    this.form = new LoginFormModel({ tenant, api, captcha, clock: platform.clock });
    this.passwordChange = new PasswordChange({
      tenant,
      api,
      navigation,
      onChanged: (password) => this.remembered.passwordChanged(password),
    });
    this.remembered = new RememberMe({
      tenant,
      local: platform.local,
      logins: createRememberedLogins({
        local: platform.local,
        secure: createSecureStore({ storage: platform.local, keys: platform.keys }),
      }),
    });
    makeAutoObservable<AuthStore, 'deps' | 'remembered' | 'cachedDeviceId' | 'disposers'>(this, {
      deps: false,
      member: false,
      form: false,
      passwordChange: false,
      remembered: false,
      cachedDeviceId: false,
      disposers: false,
      deviceId: false,
    });
    // spec 4, auth token change: member data follows the token, whoever changed it (a login,
    // a logout, the catalogue's "please login").
    this.disposers.push(
      reaction(
        () => session.token,
        (token) => (token ? void this.member.load() : this.member.clear()),
      ),
      () => this.form.dispose(),
    );
  }

  /** spec 3: the device id sent as loginDeviceId and in the Device header. */
  get deviceId(): string {
    this.cachedDeviceId ??= readDeviceId(this.deps.platform);
    return this.cachedDeviceId;
  }

  /** A submit is taken only when no login runs and the guard after the last one is over. */
  get canSubmit(): boolean {
    return this.loginState !== 'processing' && !this.coolingDown;
  }

  openLogin(): void {
    if (this.loginState !== 'processing') {
      this.loginState = 'idle';
      this.loginError = null;
    }
    this.dialog = 'login';
  }

  openRegister(): void {
    this.dialog = 'register';
  }

  setLinkedAccount(account: LinkedAccount | null): void {
    this.linkedAccount = account;
  }

  closeDialog(): void {
    this.dialog = null;
    this.secondFactor = null;
  }

  /**
   * At start: a member's data when a session exists; otherwise the remembered login fills the
   * form and, when spec 5 allows, signs the member in.
   */
  async start(): Promise<void> {
    if (this.deps.session.isLoggedIn) return this.member.load();
    const record = await this.remembered.read();
    if (record) this.form.prefill(record);
    await this.autoLogin(record);
  }

  /** spec 5, auto-login: once, through the same path as a typed login. */
  async autoLogin(record?: RememberedLogin | null): Promise<boolean> {
    if (this.autoLoginRan) return false;
    this.autoLoginRan = true;
    const { session, tenant, platform } = this.deps;
    const facts = {
      loggedIn: session.isLoggedIn,
      query: platform.env.location().searchParams,
      flagOn: tenant.flags.MOBILEAUTOLOGIN3,
      autoLoginValue: platform.local.get(AUTO_LOGIN_KEY),
      merchantCode: tenant.merchantCode,
      remembered: record === undefined ? await this.remembered.read() : record,
    };
    if (!autoLoginAllowed(facts)) return false;
    const { remembered } = facts;
    return this.login({
      method: remembered.method,
      username: remembered.username,
      password: remembered.password,
      countryDialingCode: remembered.countryDialingCode,
      remember: true,
    });
  }

  /** spec 4, Login: captcha first when required, then the encrypted login call. */
  async login(form: LoginForm): Promise<boolean> {
    if (!this.canSubmit) return false;
    this.loginState = 'processing';
    this.loginError = null;
    const { captcha, api, platform } = this.deps;
    const type: LoginType = form.method === 'sms' ? 'sms' : 'username';
    try {
      const solved = captcha.required('login') ? await captcha.solve('login') : undefined;
      const request = buildLoginRequest(form, {
        deviceId: this.deviceId,
        env: platform.env,
        captcha: solved,
        linked: this.linkedAccount,
      });
      const value = await login(api, request, this.deviceId, { alert: catalogueUnlessRefusal });
      await this.remembered.afterLogin(form);
      runInAction(() => (this.loginState = 'success'));
      await this.completeLogin(
        { ...value, updatePassword: this.mustChange(value, type, form) },
        type,
      );
      return true;
    } catch (error) {
      this.loginFailed(error, form, type);
      return false;
    } finally {
      this.startGuard();
    }
  }

  private loginFailed(error: unknown, form: LoginForm, type: LoginType): void {
    const challenge = secondFactorChallenge(error);
    runInAction(() => {
      const [first, ...others] = challenge?.options ?? [];
      if (challenge && first) {
        this.loginState = 'idle';
        const returnTo = this.dialog === 'login' ? 'login' : null;
        this.secondFactor = startSecondFactor(
          { ...challenge, options: [first, ...others] },
          { form, type, returnTo },
        );
        this.dialog = 'secondFactor';
        return;
      }
      this.loginState = 'failure';
      this.loginError = formErrorOf(error);
    });
  }

  /** Remember me, then the common completion with the client's updatePassword. */
  private async finishLogin(value: LoginResponse, form: LoginForm, type: LoginType) {
    await this.remembered.afterLogin(form);
    await this.completeLogin(
      { ...value, updatePassword: this.mustChange(value, type, form) },
      type,
    );
  }

  /** spec 3: the client's updatePassword, from the password typed when there was one. */
  private mustChange(value: LoginResponse, type: LoginType, form?: LoginForm): boolean {
    return mustChangePassword({
      password: form && type !== 'sms' ? form.password : undefined,
      passwordExpired: value.passwordExpired,
      type,
      forceChangeExpired: this.deps.tenant.flags.PWDEXPFORCECHANGE3,
    });
  }

  private startGuard(): void {
    runInAction(() => (this.coolingDown = true));
    this.deps.platform.clock.setTimeout(
      () => runInAction(() => (this.coolingDown = false)),
      LOGIN_GUARD_MS,
    );
  }

  chooseSecondFactor(option: SecondFactorOption): void {
    if (this.secondFactor?.challenge.options.includes(option)) this.secondFactor.option = option;
  }

  /** Completes a login_verify_required login with the code; the flow goes on as a login. */
  async submitSecondFactor(code: string): Promise<boolean> {
    const flow = this.secondFactor;
    if (!flow || flow.state === 'processing') return false;
    flow.state = 'processing';
    flow.error = null;
    const { verifyToken } = flow.challenge;
    try {
      const value = await loginWithSecondFactor(
        this.deps.api,
        { verifyToken, option: flow.option, code: code.trim() },
        this.deviceId,
        { alert: catalogueUnlessRefusal },
      );
      await this.finishLogin(value, flow.form, flow.type);
      return true;
    } catch (error) {
      runInAction(() => {
        if (isChallengeSpent(error)) {
          // The challenge is spent: back to the login form, which says why.
          this.secondFactor = null;
          this.dialog = flow.returnTo;
          this.loginState = 'failure';
          this.loginError = formErrorOf(error);
          return;
        }
        flow.state = 'failure';
        flow.error = formErrorOf(error);
      });
      return false;
    }
  }

  /** After any successful login (password, sms, social): store the token, close, navigate. */
  async completeLogin(value: CompletedLogin, type: LoginType): Promise<void> {
    const { session, platform, navigation } = this.deps;
    session.setSession({
      id: value.id,
      token: value.token,
      userName: value.userName,
      type: value.customerType,
      firstTimeLogin: value.firstTimeLogin,
      spanId: value.spanId,
    });
    this.member.signedIn(value);
    this.dialog = null;
    this.secondFactor = null;
    // spec 4: the session is renewed (member info) before the navigation.
    await this.member.renewed();
    const updatePassword = value.updatePassword ?? this.mustChange(value, type);
    const here = platform.env.location();
    navigation.request(afterLoginPath(updatePassword, here.searchParams.get('go'), here.origin));
  }

  async logout(): Promise<void> {
    const { api, session, platform, navigation } = this.deps;
    // The call reads the Authorization header as it starts, so the session can end at once
    // instead of waiting for the server (which always answers logout with success).
    const ended = logout(api, { alert: false }).catch(() => null);
    // A member who logs out is not signed in again by auto-login at the next visit.
    platform.local.set(AUTO_LOGIN_KEY, '0');
    session.clear();
    navigation.request(LOGIN_PATH);
    await ended;
  }

  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
  }
}

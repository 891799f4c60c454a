import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { LoginResponse, LoginType, SecondFactorOption } from '../../api/calls/session';
import type { ApiClient } from '../../api/types';
import type { LaunchInfo } from '../../config/launchInfo';
import type { DialingSettings } from '../../config/dialingCodes';
import type { TenantConfig } from '../../config/tenant.gen';
import type { Platform } from '../../platform/platform';
import type { CaptchaPort } from '../captcha';
import { LazyStore } from '../module';
import type { NavigationPort } from '../module';
import type { NoticeStore } from '../notices';
import type { FormError } from './formError';
import { formErrorOf } from './formError';
import type { LoginInput } from './loginInput';
import type { LoginFormModel } from './LoginFormModel';
import { loadMemberAccount } from '../member';
import type { MemberAccount } from '../member';
import type { PasswordChange } from './PasswordChange';
import type { RememberedLogin } from './rememberedLogin';
import type { RememberMe } from './RememberMe';
import type { LinkedAccount } from './linkedAccount';
import type { LinkSignIn } from './linkSignIn';
import type { SecondFactorFlow } from './secondFactor';
import type { SessionStore } from './SessionStore';
import {
  AUTO_LOGIN_KEY,
  LINE_LOGIN_STATE_KEY,
  LINE_SESSION_TOKEN_KEY,
  REMEMBERED_LOGIN_KEY,
} from './storageKeys';
import { LOGIN_PATH } from '../../config/routePaths';

export type { LoginInput, LoginMethod } from './loginInput';
export type { SecondFactorFlow } from './secondFactor';

export type LoginState = 'idle' | 'processing' | 'success' | 'failure';
export type AuthDialog = 'login' | 'register' | 'secondFactor' | 'loginConfirm';

/** spec 4 and 9: after a login finishes, a second submit is blocked for 500 ms. */
export const LOGIN_GUARD_MS = 500;

export interface AuthDeps {
  tenant: TenantConfig;
  api: ApiClient;
  platform: Platform;
  launch: LaunchInfo;
  session: SessionStore;
  notices: NoticeStore;
  navigation: NavigationPort;
  captcha: CaptchaPort;
  /** The shared settings: the country calling codes of the mobile forms (UPDATEMOBILEICC3). */
  siteSettings?: DialingSettings;
}

/** A login answer with the client's own updatePassword (spec 3). */
export type CompletedLogin = LoginResponse & { updatePassword?: boolean };

/** The login's steps, downloaded when the first login starts (loginFlow.ts). */
const loginFlow = () => import('./loginFlow');

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
  /**
   * A sign-in link carrying another token than the tab's session (docs/sign-in.md, Sign-in
   * links): its chooser, loaded only when such a link was opened.
   */
  linkSignIn: LinkSignIn | null = null;
  /** The member's data (spec 3), downloaded with the first session. */
  readonly member: LazyStore<MemberAccount>;
  readonly form: LazyStore<LoginFormModel>;
  readonly passwordChange: LazyStore<PasswordChange>;
  /**
   * spec 3: the device id sent as loginDeviceId and in the Device header. Read (or made and
   * saved) by the first login or second factor, with the login's steps (loginFlow.ts): nothing
   * on the first screen needs it. Null before.
   */
  deviceId: string | null = null;
  private rememberMe: Promise<RememberMe> | null = null;
  private autoLoginRan = false;
  private readonly disposers: Array<() => void> = [];

  constructor(readonly deps: AuthDeps) {
    const { api, session } = deps;
    this.member = new LazyStore('member', async () => {
      const MemberAccount = await loadMemberAccount();
      return new MemberAccount(api, session);
    });
    // The form's model and the password change download with the forms that use them.
    this.form = new LazyStore('login form', async () =>
      (await import('./LoginFormModel')).loginFormOf(this),
    );
    this.passwordChange = new LazyStore('password change', async () =>
      (await import('./PasswordChange')).passwordChangeOf(this),
    );
    makeAutoObservable<AuthStore, 'rememberMe' | 'disposers'>(this, {
      deps: false,
      member: false,
      form: false,
      passwordChange: false,
      rememberMe: false,
      remembered: false,
      disposers: false,
      deviceId: false,
    });
    // spec 4, auth token change: member data follows the token, whoever changed it (a login,
    // a logout, the catalogue's "please login").
    this.disposers.push(
      reaction(
        () => session.token,
        (token) =>
          token ? void this.loadMember().catch(() => undefined) : this.member.current?.clear(),
      ),
      () => this.form.current?.dispose(),
    );
  }

  /** The member's data for the session: info, rank, deposits, inbox, chat identity. */
  private async loadMember(): Promise<void> {
    await (await this.member.load()).load();
  }

  /** Remember me and its sealed storage, downloaded on first use (ARCHITECTURE.md, Budgets). */
  remembered(): Promise<RememberMe> {
    this.rememberMe ??= import('./rememberMeFactory').then((m) =>
      m.createRememberMe(this.deps.tenant, this.deps.platform),
    );
    return this.rememberMe;
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
   * At start: a member's data when a session exists (and, when a sign-in link carried another
   * token, what that link does: LinkSignIn); otherwise the remembered login fills the form and,
   * when spec 5 allows, signs the member in.
   */
  async start(): Promise<void> {
    const { session } = this.deps;
    if (session.isLoggedIn) {
      const loading = this.loadMember();
      if (session.linkToken) {
        // Who the tab's member is, and whether that session is still live, decide the link.
        await (await this.member.load()).renewed();
        // A link's token met a live session of another token: the link's own flow decides.
        await (await import('./linkSignIn')).startLinkSignIn(this);
      }
      return loading;
    }
    const record = await (await this.remembered()).read();
    if (record) (await this.form.load()).prefill(record);
    await this.autoLogin(record);
  }

  /** spec 5, auto-login: once, through the same path as a typed login. */
  async autoLogin(record?: RememberedLogin | null): Promise<boolean> {
    if (this.autoLoginRan) return false;
    this.autoLoginRan = true;
    const input = await (await loginFlow()).autoLoginInput(this, record);
    return input ? this.login(input) : false;
  }

  /**
   * spec 4, Login: captcha first when required, then the encrypted login call. The steps
   * (loginFlow.ts, logIn) download with the first login; the state changes here at once.
   */
  async login(form: LoginInput): Promise<boolean> {
    if (!this.canSubmit) return false;
    this.loginState = 'processing';
    this.loginError = null;
    const linked = this.linkedAccount;
    try {
      return await (await loginFlow()).logIn(this, form, linked);
    } catch (error) {
      // The steps' chunk itself did not arrive: a plain failure.
      runInAction(() => {
        this.loginState = 'failure';
        this.loginError = formErrorOf(error);
      });
      return false;
    } finally {
      this.startGuard();
    }
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
    try {
      return await (await loginFlow()).verifyAndLogIn(this, flow, code);
    } catch (error) {
      // The steps' chunk itself did not arrive.
      runInAction(() => {
        flow.state = 'failure';
        flow.error = formErrorOf(error);
      });
      return false;
    }
  }

  /** After any successful login (password, sms, social): store the token, close, navigate. */
  async completeLogin(value: CompletedLogin, type: LoginType): Promise<void> {
    await (await loginFlow()).completeLogin(this, value, type);
  }

  async logout(): Promise<void> {
    const { api, session, navigation, platform } = this.deps;
    // The call reads the Authorization header as it starts, so it starts before the session
    // ends, and the session ends without waiting for the server (which always answers logout
    // with success). Without the steps' chunk, the session still ends here.
    const flow = await loginFlow().catch(() => null);
    const ended = flow?.endSession(api);
    // ARCHITECTURE.md, Security rules: nothing is left that signs the member in without typing:
    // not the account waiting to be bound to the next login, nor the password typed for the
    // last one (the login page keeps its form), nor what storage holds (forgetSignIn.ts).
    runInAction(() => {
      this.linkedAccount = null;
      this.form.current?.setPassword('');
    });
    const { local, clock } = platform;
    if (flow) await flow.forgetSignIn({ local, clock, remembered: () => this.remembered() });
    else {
      // Without the steps' chunk the sealed store is not asked: the remembered login goes whole.
      local.set(AUTO_LOGIN_KEY, '0');
      for (const key of [LINE_SESSION_TOKEN_KEY, LINE_LOGIN_STATE_KEY, REMEMBERED_LOGIN_KEY])
        local.remove(key);
    }
    runInAction(() => {
      session.clear();
      navigation.request(LOGIN_PATH);
    });
    await ended;
  }

  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
  }
}

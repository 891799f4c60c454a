import { makeAutoObservable } from 'mobx';
import type { LoginResponse, LoginType } from '../../api/calls/session';
import type { ApiClient } from '../../api/types';
import type { LaunchInfo } from '../../config/launchInfo';
import type { TenantConfig } from '../../config/tenant.gen';
import type { Platform } from '../../platform/platform';
import type { CaptchaStore } from '../captcha';
import type { NavigationPort } from '../module';
import type { NoticeStore } from '../notices';
import type { SessionStore } from './SessionStore';

export type LoginMethod = 'username' | 'mobile' | 'sms';
export type LoginState = 'idle' | 'processing' | 'success' | 'failure';
export type AuthDialog = 'login' | 'register' | 'secondFactor' | 'loginConfirm';

export interface LoginForm {
  method: LoginMethod;
  /** Username, or the mobile number for the mobile and sms methods. */
  username: string;
  password: string;
  countryDialingCode?: string;
  /** The sms code for the sms method. */
  smsCode?: string;
  remember: boolean;
}

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

/** Signing in: the login flow, its dialogs, what follows a login and a logout (spec 4). */
export class AuthStore {
  dialog: AuthDialog | null = null;
  loginState: LoginState = 'idle';

  constructor(private readonly deps: AuthDeps) {
    makeAutoObservable<AuthStore, 'deps'>(this, { deps: false });
  }

  openLogin(): void {
    this.dialog = 'login';
  }

  openRegister(): void {
    this.dialog = 'register';
  }

  closeDialog(): void {
    this.dialog = null;
  }

  async login(_form: LoginForm): Promise<boolean> {
    throw new Error('login is not available yet');
  }

  /** After any successful login (password, sms, social): store the token, close, navigate. */
  async completeLogin(value: LoginResponse, _type: LoginType): Promise<void> {
    this.deps.session.setSession({
      token: value.token,
      userName: value.userName,
      type: value.customerType,
    });
    this.dialog = null;
  }

  async logout(): Promise<void> {
    this.deps.session.clear();
  }
}

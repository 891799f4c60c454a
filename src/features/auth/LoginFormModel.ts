import type { AuthStore } from './AuthStore';
import { makeAutoObservable, runInAction } from 'mobx';
import { sendSmsCode } from '../../api/calls/session';
import type { ApiClient } from '../../api/types';
import type { DialingSettings } from '../../config/dialingCodes';
import { dialingCodesOf } from '../../config/dialingCodes';
import type { TenantConfig } from '../../config/tenant.gen';
import type { Clock } from '../../platform/clock';
import type { CaptchaPort } from '../captcha';
import type { FormError } from './formError';
import { catalogueUnlessRefusal, formErrorOf } from './formError';
import type { LoginInput, LoginMethod } from './loginInput';
import type { RememberedLogin } from './rememberedLogin';

export interface LoginFormModelDeps {
  tenant: TenantConfig;
  api: ApiClient;
  captcha: CaptchaPort;
  clock: Clock;
  /** The shared settings (country calling codes, UPDATEMOBILEICC3). */
  siteSettings?: DialingSettings;
}

/** spec 9 default: a code can be sent again after 60 s unless the tenant says otherwise. */
export const DEFAULT_RESEND_SECONDS = 60;

export type SmsState = 'idle' | 'sending' | 'sent';

/**
 * Firebase phone auth for the sms form (social sign-in's PhoneSignIn): the code goes by
 * Firebase, and the typed code becomes a login of type firebase. Each shows its own errors.
 */
export interface PhoneCodeSignIn {
  sendCode(countryDialingCode: string, mobileNum: string): Promise<boolean>;
  loginWithCode(code: string): Promise<boolean>;
}

/**
 * What the member types in the login form, shared by the login dialog and the /m/login page so
 * a value typed in one is there in the other, and kept after a failed login (spec 4: the member
 * fixes one thing and tries again). Also sends the sms code and counts down to the resend.
 */
export class LoginFormModel {
  method: LoginMethod;
  username = '';
  mobile = '';
  countryDialingCode: string;
  password = '';
  smsCode = '';
  remember = false;
  showPassword = false;
  smsState: SmsState = 'idle';
  smsError: FormError | null = null;
  /** Seconds before a new code may be asked for; 0 when it may. */
  smsCountdown = 0;
  /** A Firebase phone login runs (its code being checked, then the login). */
  phoneBusy = false;
  private ticker: number | null = null;
  private phone: Promise<PhoneCodeSignIn> | null = null;

  constructor(private readonly deps: LoginFormModelDeps) {
    this.method = this.methods[0];
    this.countryDialingCode = this.dialingCodes[0];
    makeAutoObservable<LoginFormModel, 'deps' | 'ticker' | 'phone'>(this, {
      deps: false,
      ticker: false,
      phone: false,
    });
  }

  /** The tenant's login forms, the first being the default (schema: auth.login.methods). */
  get methods(): readonly [LoginMethod, ...LoginMethod[]] {
    return this.deps.tenant.auth.login?.methods ?? ['username'];
  }

  get dialingCodes(): readonly [string, ...string[]] {
    return dialingCodesOf(this.deps.tenant, this.deps.siteSettings);
  }

  /**
   * The sms form of a tenant whose SMS provider is Firebase (auth.sms.provider): its code is sent
   * and checked by Firebase, never by the platform's sms call, and its login is of type firebase.
   */
  get usesFirebase(): boolean {
    return this.method === 'sms' && this.deps.tenant.auth.sms?.provider === 'firebase';
  }

  /** Where the Firebase phone sign-in comes from (social sign-in, downloaded with the form). */
  usePhone(load: () => Promise<PhoneCodeSignIn>): void {
    this.phone ??= load();
  }

  /** The Firebase phone login with the typed code; false (the error shown) when it failed. */
  async loginWithPhone(): Promise<boolean> {
    if (this.phoneBusy || !this.phone) return false;
    this.phoneBusy = true;
    try {
      return await (await this.phone).loginWithCode(this.smsCode.trim());
    } catch {
      return false;
    } finally {
      runInAction(() => (this.phoneBusy = false));
    }
  }

  get usesMobile(): boolean {
    return this.method !== 'username';
  }

  get value(): LoginInput {
    const sms = this.method === 'sms';
    return {
      method: this.method,
      username: this.usesMobile ? this.mobile : this.username,
      password: sms ? '' : this.password,
      ...(this.usesMobile ? { countryDialingCode: this.countryDialingCode } : {}),
      ...(sms ? { smsCode: this.smsCode } : {}),
      remember: this.remember,
    };
  }

  setMethod(method: LoginMethod): void {
    if (this.methods.includes(method)) this.method = method;
  }

  setUsername(value: string): void {
    this.username = value;
  }

  setMobile(value: string): void {
    this.mobile = value;
    this.smsError = null;
  }

  setCountryDialingCode(value: string): void {
    if (this.dialingCodes.includes(value)) this.countryDialingCode = value;
  }

  setPassword(value: string): void {
    this.password = value;
  }

  setSmsCode(value: string): void {
    this.smsCode = value;
  }

  setRemember(value: boolean): void {
    this.remember = value;
  }

  toggleShowPassword(): void {
    this.showPassword = !this.showPassword;
  }

  /** spec 5: the login form pre-fills from the remembered login. */
  prefill(record: RememberedLogin): void {
    this.setMethod(record.method);
    if (record.method === 'username') this.username = record.username;
    else this.mobile = record.username;
    if (record.countryDialingCode) this.setCountryDialingCode(record.countryDialingCode);
    this.password = record.password ?? '';
    this.remember = true;
  }

  get canSendSms(): boolean {
    return this.smsState !== 'sending' && this.smsCountdown === 0;
  }

  /** Sends the sms code (captcha first when the tenant asks for one), then counts down. */
  async sendSms(): Promise<boolean> {
    if (!this.canSendSms) return false;
    const mobileNum = this.mobile.trim();
    if (!mobileNum) {
      this.smsError = { reason: 'mobileRequired' };
      return false;
    }
    this.smsState = 'sending';
    this.smsError = null;
    const { captcha, api, tenant } = this.deps;
    if (this.usesFirebase) return this.sendByFirebase(mobileNum);
    try {
      const solved = captcha.required('sms') ? await captcha.solve('sms') : {};
      const answer = await sendSmsCode(
        api,
        { ...solved, countryDialingCode: this.countryDialingCode, mobileNum },
        { alert: catalogueUnlessRefusal },
      );
      runInAction(() => {
        this.smsState = 'sent';
        this.startCountdown(
          answer.resendSeconds || tenant.auth.sms?.resendSeconds || DEFAULT_RESEND_SECONDS,
        );
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.smsState = 'idle';
        this.smsError = formErrorOf(error);
      });
      return false;
    }
  }

  /** Firebase sends the code (its invisible reCAPTCHA is its own check); its errors show there. */
  private async sendByFirebase(mobileNum: string): Promise<boolean> {
    const sent = this.phone
      ? await this.phone.then(
          (phone) => phone.sendCode(this.countryDialingCode, mobileNum),
          () => false,
        )
      : false;
    runInAction(() => {
      this.smsState = sent ? 'sent' : 'idle';
      if (sent) {
        this.startCountdown(this.deps.tenant.auth.sms?.resendSeconds || DEFAULT_RESEND_SECONDS);
      } else if (!this.phone) this.smsError = { reason: 'captcha' };
    });
    return sent;
  }

  private startCountdown(seconds: number): void {
    this.stopCountdown();
    this.smsCountdown = seconds;
    this.ticker = this.deps.clock.setInterval(() => this.tick(), 1000);
  }

  private tick(): void {
    this.smsCountdown = Math.max(0, this.smsCountdown - 1);
    if (this.smsCountdown === 0) this.stopCountdown();
  }

  private stopCountdown(): void {
    if (this.ticker !== null) this.deps.clock.clearInterval(this.ticker);
    this.ticker = null;
  }

  dispose(): void {
    this.stopCountdown();
  }
}

/** AuthStore.form's model, with the store's tenant, API, captcha and clock. */
export function loginFormOf(auth: AuthStore): LoginFormModel {
  const { tenant, api, captcha, platform, siteSettings } = auth.deps;
  return new LoginFormModel({ tenant, api, captcha, clock: platform.clock, siteSettings });
}

import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../../../api/types';
import type { LaunchInfo } from '../../../config/launchInfo';
import type { DialingSettings } from '../../../config/dialingCodes';
import type { TenantConfig } from '../../../config/tenant.gen';
import type { Platform } from '../../../platform/platform';
import type { CaptchaPort, CaptchaResult } from '../../captcha';
import type { NavigationPort } from '../../module';
import type { NoticeStore } from '../../notices';
import type { RegisteredMember, TrackingStore } from '../../tracking';
import type { AuthStore } from '../AuthStore';
import type { RegisterFailure } from './outcome';
import { registerFields, registerRules, validateRegister } from './rules';
import type { FieldError, RegisterField, RegisterRules, RegisterValues } from './rules';
import type { PhoneVerifier } from './SmsCodeStore';
import type { SessionStore } from '../SessionStore';
import type { Registered } from './submitRegistration';
import { SmsCodeStore } from './SmsCodeStore';
import type { LinkedIdentity } from './registerPayload';

export type { RegisterFailure } from './outcome';
export type { Registered } from './submitRegistration';

export type RegisterState = 'idle' | 'processing' | 'success' | 'failure';

export interface RegisterDeps {
  tenant: TenantConfig;
  api: ApiClient;
  platform: Platform;
  launch: LaunchInfo;
  notices: NoticeStore;
  navigation: NavigationPort;
  captcha: CaptchaPort;
  /** Its deps' session is where the register page stores the new member's token. */
  auth: Pick<AuthStore, 'completeLogin' | 'dialog' | 'closeDialog' | 'openLogin' | 'member'> & {
    deps: { session: Pick<SessionStore, 'setSession'> };
  };
  /** Told of each registration (spec 4, Tracking: the register event); the root's LazyStore. */
  tracking?: { load(): Promise<Pick<TrackingStore, 'registered'>> };
  /** The shared settings (country calling codes, UPDATEMOBILEICC3). */
  siteSettings?: DialingSettings;
}

/** spec 4 and 9: a second submit is refused until 500 ms after the previous one ended. */
export const SUBMIT_GUARD_MS = 500;

// The submit's work downloads with the form, not at start (ARCHITECTURE.md, Budgets).
const loadFlow = () => import('./submitRegistration');

/** Registration, as a modal or the /m/register page (spec 4, Registration). */
export class RegisterStore {
  state: RegisterState = 'idle';
  values: RegisterValues;
  /** The double-submit guard: on from a submit until 500 ms after it ended. */
  processing = false;
  /**
   * A submit was tried: from then on every field shows its problem as the member types. Before,
   * only a field checked on its own does (the number, by Send code): a problem appearing as a
   * field is left would move the Register button from under the finger.
   */
  submitted = false;
  touched: Partial<Record<RegisterField, true>> = {};
  failure: RegisterFailure | null = null;
  /** A solved captcha not yet spent; cleared by a failure, so the next submit asks again. */
  captchaResult: CaptchaResult | null = null;
  /** A sign-in provider's account to bind (the "register new" choice). */
  linked: LinkedIdentity | null = null;
  /**
   * The register page's member, registered here: the page shows who they are and how to go on
   * in place of the form (the dialog goes on by itself and leaves this null).
   */
  registered: Registered | null = null;
  /** Continue was tapped: the session is being renewed before the page goes on. */
  continuing = false;
  readonly sms: SmsCodeStore;

  constructor(private readonly deps: RegisterDeps) {
    this.values = this.initialValues();
    this.sms = new SmsCodeStore({
      api: deps.api,
      clock: deps.platform.clock,
      captcha: deps.captcha,
      resendSeconds: this.rules.resendSeconds,
    });
    makeAutoObservable<RegisterStore, 'deps'>(this, { deps: false, sms: false });
  }

  get mode(): 'username' | 'mobile' {
    return this.deps.tenant.auth.registration.mode;
  }

  get rules(): RegisterRules {
    return registerRules(this.deps.tenant, this.deps.siteSettings);
  }

  /** The fields the form shows, in order. */
  get fields(): RegisterField[] {
    return registerFields(this.rules);
  }

  get errors(): Partial<Record<RegisterField, FieldError>> {
    return validateRegister(this.values, this.rules);
  }

  get isValid(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** The problem the form shows for a field: after a submit, or once the field was checked. */
  errorOf(field: RegisterField): FieldError | null {
    if (!this.submitted && !this.touched[field]) return null;
    return this.errors[field] ?? null;
  }

  /** The field the last server failure names, marked invalid until it is edited. */
  isRefused(field: RegisterField): boolean {
    return this.failure?.field === field;
  }

  setValue(field: keyof RegisterValues, value: string): void {
    this.values[field] = value;
    if (this.failure?.field === field) this.failure = null;
  }

  /** Checks one field now (the number, before a code is sent to it). */
  touch(field: RegisterField): void {
    this.touched[field] = true;
  }

  /** Binds a sign-in provider's account to the member this form registers. */
  setLinkedIdentity(linked: LinkedIdentity | null): void {
    this.linked = linked;
  }

  /** Firebase phone auth, for tenants whose SMS provider is firebase. */
  setPhoneVerifier(verifier: PhoneVerifier | null): void {
    this.sms.useVerifier(verifier);
  }

  /** The form is on screen: fetch the submit's code now rather than at the first tap. */
  prepare(): void {
    void loadFlow().catch(() => undefined);
  }

  sendSmsCode(): Promise<boolean> {
    this.touch('mobile');
    if (this.errors.mobile) return Promise.resolve(false);
    return this.sms.send(this.values.countryDialingCode, this.values.mobile.replace(/\D/g, ''));
  }

  /**
   * spec 4, Registration. `extra` is what a sign-in provider adds (its token, or a captcha it
   * already solved). Resolves true when the member is registered.
   */
  async submit(extra: LinkedIdentity & CaptchaResult = {}): Promise<boolean> {
    if (this.processing) return false;
    this.submitted = true;
    if (!this.isValid) return false;
    this.begin();
    try {
      const flow = await loadFlow();
      const result = await flow.submitRegistration({
        ...this.deps,
        rules: this.rules,
        values: { ...this.values },
        linked: this.linked,
        extra,
        captchaResult: this.captchaResult,
        proof: (code) => this.sms.proof(code),
        onCaptcha: (captcha) => this.keepCaptcha(captcha),
      });
      if (!result.ok) {
        this.fail(result.failure);
        return false;
      }
      this.succeed();
      this.tracked(result.answer);
      const registered = await flow.completeRegistration(this.deps, result.answer, result.type);
      this.show(registered);
      return true;
    } catch {
      // The submit's code could not be fetched (offline): nothing was sent.
      this.fail({ message: null, field: null });
      return false;
    } finally {
      this.deps.platform.clock.setTimeout(() => this.release(), SUBMIT_GUARD_MS);
    }
  }

  /**
   * The register page's Continue: the session renewed (member info) as the dialog does, then the
   * stored go address, the page's go, or /m/home. Resolves false when there is nothing to continue.
   */
  async continueAfterRegister(): Promise<boolean> {
    const login = this.registered?.login;
    if (!login || this.continuing) return false;
    this.continuing = true;
    try {
      const flow = await loadFlow();
      await flow.continueAfterRegister(this.deps, login);
      this.show(null);
      return true;
    } catch {
      // The code could not be fetched (offline): the member can tap again.
      return false;
    } finally {
      this.setContinuing(false);
    }
  }

  /** The register page is left: a later visit shows the form again. */
  leave(): void {
    if (!this.continuing) this.registered = null;
  }

  /**
   * A new member registered here (by this form or by a social sign-in's automatic registration):
   * tracking's register event. Its code may still be on its way; nothing waits for it.
   */
  tracked(answer: RegisteredMember): void {
    void this.deps.tracking?.load().then(
      (tracking) => tracking.registered(answer),
      () => undefined,
    );
  }

  /** Empties the form (values, errors), keeping the stored referral code. */
  reset(): void {
    this.values = this.initialValues();
    this.submitted = false;
    this.touched = {};
    this.failure = null;
    this.state = 'idle';
  }

  private begin(): void {
    this.processing = true;
    this.state = 'processing';
    this.failure = null;
  }

  private keepCaptcha(result: CaptchaResult): void {
    this.captchaResult = result;
  }

  /** spec 4: on failure the captcha is cleared (and so solved anew); everything typed stays. */
  private fail(failure: RegisterFailure): void {
    this.state = 'failure';
    this.failure = failure;
    this.captchaResult = null;
  }

  private succeed(): void {
    this.captchaResult = null;
    this.linked = null;
    this.reset();
    this.state = 'success';
  }

  private show(registered: Registered | null): void {
    this.registered = registered;
  }

  private setContinuing(value: boolean): void {
    this.continuing = value;
  }

  private release(): void {
    this.processing = false;
  }

  private initialValues(): RegisterValues {
    return {
      username: '',
      countryDialingCode: this.rules.countryDialingCodes[0] ?? '',
      mobile: '',
      smsCode: '',
      password: '',
      confirmPassword: '',
      referralCode: this.deps.launch.registration.referralCode ?? '',
    };
  }
}

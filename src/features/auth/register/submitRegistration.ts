import type { RegisterResponse } from '../../../api/calls/memberRegister';
import type { LoginType } from '../../../api/calls/session';
import type { ApiClient } from '../../../api/types';
import type { LaunchInfo } from '../../../config/launchInfo';
import type { TenantConfig } from '../../../config/tenant.gen';
import { readDeviceId } from '../../../platform/deviceId';
import type { Platform } from '../../../platform/platform';
import { captchaErrorText } from '../../captcha';
import type { CaptchaPort, CaptchaResult } from '../../captcha';
import type { NavigationPort } from '../../module';
import type { AuthStore } from '../AuthStore';
import { buildRegisterPayload } from './registerPayload';
import type { LinkedIdentity, PhoneProof } from './registerPayload';
import { goAfterRegister } from './goAddress';
import type { RegisterFailure } from './outcome';
import { failureOf, linkedOf, loginTypeOf, loginValueOf, sendRegister } from './outcome';
import type { RegisterRules, RegisterValues } from './rules';
import type { CompletedLogin } from '../AuthStore';
import type { SessionStore } from '../SessionStore';

/**
 * The work behind Register (spec 4, Registration), downloaded with the form rather than at start
 * (ARCHITECTURE.md, Budgets): the captcha, the number's proof, the request, what follows.
 */
export interface RegistrationInput {
  api: ApiClient;
  tenant: Pick<TenantConfig, 'auth'>;
  platform: Platform;
  launch: LaunchInfo;
  captcha: CaptchaPort;
  rules: RegisterRules;
  values: RegisterValues;
  /** A sign-in provider's account to bind, set before the form opened. */
  linked: LinkedIdentity | null;
  /** What the caller of submit added: a provider's token, or a captcha it solved. */
  extra: LinkedIdentity & CaptchaResult;
  /** A solved captcha not yet spent. */
  captchaResult: CaptchaResult | null;
  /** The mobile number's proof for the code typed (SMS code, or Firebase's token). */
  proof: (code: string) => Promise<PhoneProof>;
  /** Told as soon as a captcha is solved. */
  onCaptcha: (result: CaptchaResult) => void;
}

export type RegistrationResult =
  { ok: true; answer: RegisterResponse; type: LoginType } | { ok: false; failure: RegisterFailure };

export async function submitRegistration(input: RegistrationInput): Promise<RegistrationResult> {
  const { captcha, extra, rules, values, platform } = input;
  const extraCaptcha = Boolean(extra.geetestSeccode || extra.geetestValidateV4);
  let captchaResult = extraCaptcha ? extra : input.captchaResult;
  try {
    // spec 4: the captcha is solved first when none is in the payload yet.
    if (!captchaResult && captcha.required('register')) {
      captchaResult = await captcha.solve('register');
      input.onCaptcha(captchaResult);
    }
  } catch (error) {
    const message = captchaErrorText(error);
    return { ok: false, failure: { message, field: null } };
  }
  let phoneProof: PhoneProof = {};
  try {
    if (rules.mode === 'mobile') phoneProof = await input.proof(values.smsCode);
  } catch {
    // The phone provider refused the code; the form says so without words of its own.
    return { ok: false, failure: { message: null, field: 'smsCode' } };
  }
  const payload = buildRegisterPayload({
    ...values,
    mode: rules.mode,
    password: rules.askPassword ? values.password : null,
    smsTemplate: rules.smsTemplate,
    phoneProof,
    captcha: captchaResult,
    linked: linkedOf(extra) ?? input.linked,
    env: platform.env,
    launch: input.launch,
    deviceId: readDeviceId({ local: platform.local, cookies: platform.cookies }),
    // spec 3: the login flag is the merchant's choice (spec 4: "if login was requested").
    login: input.tenant.auth.registration.loginAfterRegister ?? true,
  });
  try {
    const answer = await sendRegister(input.api, payload);
    return { ok: true, answer, type: loginTypeOf(payload) };
  } catch (error) {
    return { ok: false, failure: failureOf(error, rules.mode) };
  }
}

export interface CompletionDeps {
  auth: Pick<AuthStore, 'completeLogin' | 'dialog' | 'closeDialog' | 'openLogin' | 'member'> & {
    deps: { session: Pick<SessionStore, 'setSession'> };
  };
  navigation: NavigationPort;
  platform: Platform;
}

/**
 * What the register page shows once the member is registered, in place of the form: the new
 * user name, and whether the registration opened a session (Continue) or not (Log in).
 */
export interface Registered {
  userName: string;
  signedIn: boolean;
  /** Continue's login (the session renewed, as the dialog does); null without a session. */
  login: { value: CompletedLogin; type: LoginType } | null;
}

/**
 * spec 4, Registration: the token stored with the first-time-login flag; "if login was requested
 * and the form is in modal mode, the session is renewed, the form hidden and the user goes home"
 * (the stored go address first, spec 2). Without a session (the merchant asks no login on
 * registering, or the server opened none) the dialog gives way to the login dialog.
 *
 * The page (no register dialog open) stays where it is: it answers what it shows instead of the
 * form, and Continue (continueAfterRegister) renews the session and goes on.
 */
export async function completeRegistration(
  deps: CompletionDeps,
  answer: RegisterResponse,
  type: LoginType,
): Promise<Registered | null> {
  const { auth } = deps;
  const { session } = auth.deps;
  const modal = auth.dialog === 'register';
  const login = answer.token ? { value: loginValueOf(answer, answer.token), type } : null;
  if (!modal) {
    if (login) {
      const { value } = login;
      session.setSession({
        id: value.id,
        token: value.token,
        userName: value.userName,
        type: value.customerType,
        firstTimeLogin: value.firstTimeLogin,
        spanId: value.spanId,
      });
    }
    return { userName: answer.userName, signedIn: login !== null, login };
  }
  if (!login) {
    auth.openLogin();
    return null;
  }
  await continueAfterRegister(deps, login);
  return null;
}

/**
 * The session renewed (member info, spec 4), the dialog hidden, then the stored go address, the
 * page's go, or /m/home (spec 2): the dialog's end of a registration, and the page's Continue.
 * The destination is read before anything moves the page. The dialog ends as any login does
 * (auth.completeLogin); the page's session is already stored, so Continue renews it and goes on
 * with one navigation only, where the member was going.
 */
export async function continueAfterRegister(
  { auth, navigation, platform }: CompletionDeps,
  { value, type }: NonNullable<Registered['login']>,
): Promise<void> {
  const to = goAfterRegister(platform.env.location(), platform.session);
  try {
    if (auth.dialog === 'register') {
      await auth.completeLogin(value, type);
    } else {
      const member = await auth.member.load();
      member.signedIn(value);
      await member.renewed();
    }
  } catch {
    // The member exists now; without a session the guarded pages ask them to log in.
  }
  if (auth.dialog === 'register') auth.closeDialog();
  navigation.request(to);
}

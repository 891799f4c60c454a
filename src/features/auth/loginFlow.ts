import { runInAction } from 'mobx';
import type { LoginResponse, LoginType } from '../../api/calls/session';
import {
  login,
  loginWithSecondFactor,
  logout,
  secondFactorChallenge,
} from '../../api/calls/session';
import type { ApiClient } from '../../api/types';
import type { TenantConfig } from '../../config/tenant.gen';
import type { Environment } from '../../platform/environment';
import type { CaptchaPort } from '../captcha';
import type { LinkedAccount } from './linkedAccount';
import { readDeviceId } from '../../platform/deviceId';
import type { AuthStore, CompletedLogin } from './AuthStore';
import { catalogueUnlessRefusal, formErrorOf } from './formError';
import type { LoginInput } from './loginInput';
import { afterLoginPath, mustChangePassword } from './loginOutcome';
import { buildLoginRequest } from './loginRequest';
import type { SecondFactorFlow } from './secondFactor';
import { isChallengeSpent, startSecondFactor } from './secondFactor';
import type { RememberedLogin } from './rememberedLogin';
import { autoLoginAllowed } from './autoLogin';
import { AUTO_LOGIN_KEY } from './storageKeys';

/**
 * What a login does beyond the store's state, in its own chunk: it downloads when a login starts
 * (a submit, auto-login, a provider's answer), not with the first screen (ARCHITECTURE.md,
 * Budgets). The store keeps the state; these are the steps.
 */

export { autoLoginAllowed, afterLoginPath, readDeviceId };
export { forgetSignIn } from './forgetSignIn';

export interface LoginCallDeps {
  api: ApiClient;
  captcha: CaptchaPort;
  env: Environment;
}

/** spec 4, Login: captcha first when required, then the encrypted login call. */
export async function requestLogin(
  deps: LoginCallDeps,
  form: LoginInput,
  context: { deviceId: string; linked: LinkedAccount | null },
): Promise<LoginResponse> {
  const { api, captcha, env } = deps;
  const solved = captcha.required('login') ? await captcha.solve('login') : undefined;
  const request = buildLoginRequest(form, {
    deviceId: context.deviceId,
    env,
    captcha: solved,
    linked: context.linked,
  });
  return login(api, request, context.deviceId, { alert: catalogueUnlessRefusal });
}

/** spec 3: the client's updatePassword, from the password typed when there was one. */
export function passwordMustChange(
  tenant: TenantConfig,
  value: LoginResponse,
  type: LoginType,
  form?: LoginInput,
): boolean {
  return mustChangePassword({
    password: form && type !== 'sms' ? form.password : undefined,
    passwordExpired: value.passwordExpired,
    type,
    forceChangeExpired: tenant.flags.PWDEXPFORCECHANGE3,
  });
}

/** A refused login that asks for a second factor (login_verify_required): its flow, or null. */
export function secondFactorAfter(
  error: unknown,
  login: Pick<SecondFactorFlow, 'form' | 'type' | 'returnTo'>,
): SecondFactorFlow | null {
  const challenge = secondFactorChallenge(error);
  const [first, ...others] = challenge?.options ?? [];
  if (!challenge || !first) return null;
  return startSecondFactor({ ...challenge, options: [first, ...others] }, login);
}

/** Completes a login_verify_required login with the code. */
export function verifySecondFactor(
  api: ApiClient,
  flow: SecondFactorFlow,
  code: string,
  deviceId: string,
): Promise<LoginResponse> {
  const { verifyToken } = flow.challenge;
  return loginWithSecondFactor(
    api,
    { verifyToken, option: flow.option, code: code.trim() },
    deviceId,
    { alert: catalogueUnlessRefusal },
  );
}

/** The logout call; the server always answers it with success, so its failure is ignored. */
export function endSession(api: ApiClient): Promise<unknown> {
  return logout(api, { alert: false }).catch(() => null);
}

/** spec 3: the device id sent as loginDeviceId and in the Device header, read once per store. */
function deviceIdOf(store: AuthStore): string {
  store.deviceId ??= readDeviceId(store.deps.platform);
  return store.deviceId;
}

/**
 * spec 5, auto-login: the login it would send (the remembered one), or null when it may not run.
 * `record` is the remembered login already read, when the caller has it.
 */
export async function autoLoginInput(
  store: AuthStore,
  record?: RememberedLogin | null,
): Promise<LoginInput | null> {
  const { session, tenant, platform } = store.deps;
  const facts = {
    loggedIn: session.isLoggedIn,
    query: platform.env.location().searchParams,
    flagOn: tenant.flags.MOBILEAUTOLOGIN3,
    autoLoginValue: platform.local.get(AUTO_LOGIN_KEY),
    merchantCode: tenant.merchantCode,
    remembered: record === undefined ? await (await store.remembered()).read() : record,
  };
  if (!autoLoginAllowed(facts)) return null;
  const { remembered } = facts;
  return {
    method: remembered.method,
    username: remembered.username,
    password: remembered.password,
    countryDialingCode: remembered.countryDialingCode,
    remember: true,
  };
}

/**
 * spec 4, Login, once AuthStore.login has marked it processing: the call, remember me and the
 * common completion; a refusal becomes the form's error or the second factor's dialog. True
 * when the member is signed in.
 */
export async function logIn(
  store: AuthStore,
  form: LoginInput,
  linked: LinkedAccount | null,
): Promise<boolean> {
  const { captcha, api, platform, tenant } = store.deps;
  const type: LoginType = form.method === 'sms' ? 'sms' : 'username';
  try {
    const value = await requestLogin({ api, captcha, env: platform.env }, form, {
      deviceId: deviceIdOf(store),
      linked,
    });
    await (await store.remembered()).afterLogin(form);
    runInAction(() => (store.loginState = 'success'));
    await store.completeLogin(
      { ...value, updatePassword: passwordMustChange(tenant, value, type, form) },
      type,
    );
    return true;
  } catch (error) {
    runInAction(() => {
      const returnTo = store.dialog === 'login' ? 'login' : null;
      const secondFactor = secondFactorAfter(error, { form, type, returnTo });
      if (secondFactor) {
        store.loginState = 'idle';
        store.secondFactor = secondFactor;
        store.dialog = 'secondFactor';
        return;
      }
      store.loginState = 'failure';
      store.loginError = formErrorOf(error);
    });
    return false;
  }
}

/**
 * Completes a login_verify_required login with the code, once AuthStore.submitSecondFactor has
 * marked the flow processing; the flow goes on as a login. A spent challenge goes back to the
 * login form, which says why.
 */
export async function verifyAndLogIn(
  store: AuthStore,
  flow: SecondFactorFlow,
  code: string,
): Promise<boolean> {
  const { api, tenant } = store.deps;
  try {
    const value = await verifySecondFactor(api, flow, code, deviceIdOf(store));
    await (await store.remembered()).afterLogin(flow.form);
    await store.completeLogin(
      {
        ...value,
        updatePassword: passwordMustChange(tenant, value, flow.type, flow.form),
      },
      flow.type,
    );
    return true;
  } catch (error) {
    runInAction(() => {
      if (isChallengeSpent(error)) {
        store.secondFactor = null;
        store.dialog = flow.returnTo;
        store.loginState = 'failure';
        store.loginError = formErrorOf(error);
        return;
      }
      flow.state = 'failure';
      flow.error = formErrorOf(error);
    });
    return false;
  }
}

/**
 * After any successful login (password, sms, social, registration): store the token, close the
 * dialogs, renew the session (member info, spec 4) and navigate. AuthStore.completeLogin.
 */
export async function completeLogin(
  store: AuthStore,
  value: CompletedLogin,
  type: LoginType,
): Promise<void> {
  const { session, platform, navigation, tenant } = store.deps;
  runInAction(() => {
    session.setSession({
      id: value.id,
      token: value.token,
      userName: value.userName,
      type: value.customerType,
      firstTimeLogin: value.firstTimeLogin,
      spanId: value.spanId,
    });
    store.member.current?.signedIn(value);
    store.dialog = null;
    store.secondFactor = null;
  });
  // spec 4: the session is renewed (member info) before the navigation.
  const member = await store.member.load();
  member.signedIn(value);
  await member.renewed();
  const updatePassword = value.updatePassword ?? passwordMustChange(tenant, value, type);
  const here = platform.env.location();
  navigation.request(afterLoginPath(updatePassword, here.searchParams.get('go'), here.origin));
}

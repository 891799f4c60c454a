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
import { catalogueUnlessRefusal } from './formError';
import type { LoginInput } from './loginInput';
import { afterLoginPath, mustChangePassword } from './loginOutcome';
import { buildLoginRequest } from './loginRequest';
import type { SecondFactorFlow } from './secondFactor';
import { startSecondFactor } from './secondFactor';

/**
 * What a login does beyond the store's state, in its own chunk: it downloads when a login starts
 * (a submit, auto-login, a provider's answer), not with the first screen (ARCHITECTURE.md,
 * Budgets). The store keeps the state; these are the steps.
 */

export { autoLoginAllowed } from './autoLogin';
export { afterLoginPath };
export { readDeviceId } from '../../platform/deviceId';
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

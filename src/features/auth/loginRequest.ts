import type { LoginRequest } from '../../api/calls/session';
import { loginDevice } from '../../platform/device';
import type { Environment } from '../../platform/environment';
import type { CaptchaResult } from '../captcha';
import type { LoginInput } from './loginInput';

export { loginDevice };

export interface LoginRequestContext {
  deviceId: string;
  env: Pick<Environment, 'isIPad' | 'isIosHomeScreen' | 'isStandalone' | 'isNativeApp'>;
  captcha?: CaptchaResult;
  /** A social account to bind to the member who logs in (docs/sign-in.md, pendingSocial). */
  linked?: { lineSessionToken?: string; telegramAuth?: string } | null;
}

/**
 * spec 3, Login request, for the three forms: username and password, mobile number and password
 * (a username login whose username is the number), and mobile number with an SMS code (type sms,
 * isSms, the code as the password: docs/api-calls-session.md).
 */
export function buildLoginRequest(form: LoginInput, context: LoginRequestContext): LoginRequest {
  const device = loginDevice(context.env);
  const sms = form.method === 'sms';
  return {
    username: form.username.trim(),
    password: sms ? (form.smsCode ?? '').trim() : form.password,
    type: sms ? 'sms' : 'username',
    isSms: sms,
    loginDeviceId: context.deviceId,
    isOfficialAppLogin: context.env.isNativeApp,
    ...(device ? { device } : {}),
    ...context.captcha,
    ...(context.linked?.lineSessionToken
      ? { lineSessionToken: context.linked.lineSessionToken }
      : {}),
    ...(context.linked?.telegramAuth ? { telegramAuth: context.linked.telegramAuth } : {}),
  };
}

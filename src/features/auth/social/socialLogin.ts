import type { RegisterResponse } from '../../../api/calls/memberRegister';
import type { LoginResponse, LoginType, TelegramAuthData } from '../../../api/calls/session';
import {
  SESSION_ERRORS,
  loginWithLine,
  loginWithMaya,
  loginWithTelegram,
} from '../../../api/calls/session';
import type { MayaEnv } from '../../../api/calls/social';
import type { AuthStore } from '../AuthStore';
import { errorCodeOf } from './failure';
import type { FlowDeps } from './flowDeps';
import { autoRegisterAllowed, canAutoRegister } from './socialRules';
import type { PendingSocial, SocialProvider } from './types';

/** What the outcome of a social login changes in the store. */
export interface SocialLoginHost {
  flow: FlowDeps;
  auth: Pick<AuthStore, 'completeLogin'>;
  deviceId(): string;
  /** Opens the login-confirm dialog, keeping the account for the next login or registration. */
  showChoice(pending: PendingSocial): void;
  /** The login or registration that carried the account succeeded. */
  clearPending(): void;
  /** A member was registered automatically (tracking's register event). */
  registered(answer: RegisterResponse): void;
  fail(provider: SocialProvider, error: unknown): void;
}

/**
 * spec 4: a social login's answer. A session completes the login (closing the dialogs and going
 * to go or /m/home); bind_customer_required or not.exists.user registers the account
 * automatically when the tenant allows it, else opens the login-confirm dialog; any other error
 * clears the provider's data and is shown (telegram_validate_failed included).
 */
export async function completeSocialLogin(
  host: SocialLoginHost,
  pending: PendingSocial,
  call: () => Promise<LoginResponse>,
  type: LoginType,
): Promise<void> {
  let value: LoginResponse;
  try {
    value = await call();
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === SESSION_ERRORS.bindCustomerRequired || code === SESSION_ERRORS.unknownUser) {
      await unbound(host, pending);
    } else {
      host.fail(pending.provider, error);
    }
    return;
  }
  host.clearPending();
  await host.auth.completeLogin(value, type);
}

async function unbound(host: SocialLoginHost, pending: PendingSocial): Promise<void> {
  if (!autoRegisterAllowed(host.flow.tenant) || !canAutoRegister(pending)) {
    host.showChoice(pending);
    return;
  }
  try {
    const { autoRegister } = await import('./autoRegister');
    const { value, type, answer } = await autoRegister(host.flow, pending, host.deviceId());
    host.clearPending();
    host.registered(answer);
    await host.auth.completeLogin(value, type);
  } catch (error) {
    host.fail(pending.provider, error);
  }
}

/** spec 4, chat-app login: by the lineSessionToken the code was exchanged for. */
export function loginByLine(host: SocialLoginHost, lineSessionToken: string): Promise<void> {
  const { api, context } = host.flow;
  return completeSocialLogin(
    host,
    { provider: 'line', lineSessionToken },
    () => loginWithLine(api, { ...context(), lineSessionToken }, { alert: false }),
    'line',
  );
}

/** spec 4, messaging-app login: the auth data as base64 JSON. */
export async function loginByTelegram(host: SocialLoginHost, data: TelegramAuthData) {
  const { api, context } = host.flow;
  const { encodeTelegramAuth } = await import('./telegram/telegramHash');
  const telegramAuth = encodeTelegramAuth(data);
  await completeSocialLogin(
    host,
    { provider: 'telegram', telegramAuth },
    () => loginWithTelegram(api, { ...context(), telegramAuth }, { alert: false }),
    'telegram',
  );
}

/** spec 3, wallet-app login: sessionId with the tenant's Maya env. */
export function loginByMaya(host: SocialLoginHost, sessionId: string, env: MayaEnv) {
  const { api, context } = host.flow;
  return completeSocialLogin(
    host,
    { provider: 'maya', sessionId, env },
    () => loginWithMaya(api, { ...context(), sessionId, env }, { alert: false }),
    // LoginType has no wallet-app type; no password is typed, as with sms (spec 4).
    'sms',
  );
}

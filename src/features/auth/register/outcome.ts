import { ApiError } from '../../../api/ApiError';
import {
  REGISTER_ERRORS,
  register,
  registerByMobile,
  registerWithAutoUsername,
} from '../../../api/calls/memberRegister';
import type { RegisterResponse } from '../../../api/calls/memberRegister';
import type { LoginType } from '../../../api/calls/session';
import type { ApiClient } from '../../../api/types';
import type { NoticeText } from '../../notices';
import type { CompletedLogin } from '../AuthStore';
import type { LinkedIdentity, RegisterPayload } from './registerPayload';
import type { RegisterField } from './rules';

/**
 * Why the last submit failed: the server's words or a captcha's reason (null: no words came
 * with it), and the field it names.
 */
export interface RegisterFailure {
  message: NoticeText | null;
  field: RegisterField | null;
}

const FIELD_OF_ERROR: Record<string, RegisterField> = {
  [REGISTER_ERRORS.usernameExists]: 'username',
  [REGISTER_ERRORS.usernameInvalid]: 'username',
  [REGISTER_ERRORS.passwordInvalid]: 'password',
  [REGISTER_ERRORS.smsCode]: 'smsCode',
  'sms.mobile.invalid': 'mobile',
};

/** The typed call for the payload, which sends its ModuleId: REG3 or MOBILENUMREG3 (spec 7). */
export function sendRegister(
  api: ApiClient,
  { call, request }: RegisterPayload,
): Promise<RegisterResponse> {
  if (call === 'mobile') return registerByMobile(api, request);
  if (call === 'autoUsername') return registerWithAutoUsername(api, request);
  return register(api, request);
}

/** The provider data `submit` was given, or null when it carries none. */
export function linkedOf(extra: LinkedIdentity): LinkedIdentity | null {
  const linked: LinkedIdentity = {};
  if (extra.lineSessionToken) linked.lineSessionToken = extra.lineSessionToken;
  if (extra.telegramAuth) linked.telegramAuth = extra.telegramAuth;
  if (extra.firebaseChannel2) linked.firebaseChannel2 = extra.firebaseChannel2;
  if (extra.firebaseIdToken2) linked.firebaseIdToken2 = extra.firebaseIdToken2;
  return Object.keys(linked).length > 0 ? linked : null;
}

/** How the new session signed in, for what follows a login. */
export function loginTypeOf({ call, request }: RegisterPayload): LoginType {
  if (request.firebaseIdToken2) return 'firebase';
  return call === 'mobile' ? 'sms' : 'username';
}

export function failureOf(error: unknown, mode: 'username' | 'mobile'): RegisterFailure {
  if (!(error instanceof ApiError)) return { message: null, field: null };
  let field = (error.errorCode && FIELD_OF_ERROR[error.errorCode]) || null;
  // In mobile mode the number is the login: "already taken" is about the number.
  if (field === 'username' && mode === 'mobile') field = 'mobile';
  return { message: error.serverMessage ? { text: error.serverMessage } : null, field };
}

/**
 * The registration answer as a login answer: a new member (type 0), signed in for the first
 * time, who goes where the registration says rather than to a password change.
 */
export function loginValueOf(answer: RegisterResponse, token: string): CompletedLogin {
  const id = answer.id ?? answer.customerId ?? 0;
  return {
    token,
    firstTimeLogin: true,
    passwordExpired: false,
    spanId: '',
    id,
    userName: answer.userName,
    customerType: 0,
    customerName: answer.userName,
    customerId: answer.customerId ?? id,
    updatePassword: false,
  };
}

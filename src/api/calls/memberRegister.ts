import type { AdTrackingInfo } from '../../config/launchInfo';
import type { LoginDevice } from './session';
import type { ApiClient, SendOptions } from '../types';
import type { CallOptions } from './options';

/** Registration calls (spec 7): username, mobile number, or a username the server picks. */
export const REGISTER_PATHS = {
  username: '/wps/member/register',
  mobile: '/wps/member/register/mobile',
  autoUsername: '/wps/member/register/autoUsername',
} as const;

/** The ModuleId header each registration form sends (spec 7). */
export const REGISTER_MODULE_IDS = { username: 'REG3', mobile: 'MOBILENUMREG3' } as const;

export const REGISTER_ERRORS = {
  usernameExists: 'member.username.exists',
  usernameInvalid: 'member.username.invalid',
  passwordInvalid: 'member.password.invalid',
  smsCode: 'sms.code.err',
  lineInvalidToken: 'line_invalid_token',
} as const;

export type RegisterMethod = 'APP' | 'H5' | 'WEBCLIP' | 'PWA';

/** spec 3, Stored ad-tracking info, sent as pixelTrack. */
export type PixelTrack = AdTrackingInfo;

/** spec 3, Register request. */
export interface RegisterRequest {
  registerMethod: RegisterMethod;
  registerUrl?: string;
  loginDeviceId?: string;
  isOfficialAppLogin?: boolean;
  /** From the tid query parameter. */
  linkId?: string;
  affiliateCode?: string;
  domain?: string;
  referralCode?: string;
  /** null when every ad-tracking id is empty. */
  pixelTrack?: PixelTrack | null;
  /** Also open a session: the answer then carries a token. */
  login?: boolean;
  geetestSeccode?: string;
  geetestValidateV4?: string;
  /** The Firebase project that issued firebaseIdToken2 (the tenant's auth.firebase.projectId). */
  firebaseChannel2?: string;
  /** A Firebase phone-auth id token proving the mobile number. */
  firebaseIdToken2?: string;
  lineSessionToken?: string;
  telegramAuth?: string;
  /** IPAD, PWA or WEBCLIP, as in the login request: sent with a Firebase-proven number. */
  device?: LoginDevice;
  username?: string;
  mobileNum?: string;
  /** May be left out on mobile registration when the tenant asks no password. */
  password?: string;
  smsTemplate?: string;
  /**
   * The code from sendSmsCode, proving mobileNum. Spec 3 does not name this field; the name is
   * chosen here (docs/api-calls-session.md).
   */
  smsCode?: string;
}

/** spec 3, Registration response: id or customerId (the demo sends both), userName, token. */
export interface RegisterResponse {
  id?: number;
  customerId?: number;
  userName: string;
  /** The new session's token when the request asked for login, else null. */
  token: string | null;
}

function withModule(options: CallOptions, moduleId: string): SendOptions {
  return { ...options, encrypt: true, headers: { ModuleId: moduleId } };
}

/** POST /wps/member/register, encrypted, ModuleId REG3. */
export function register(
  api: ApiClient,
  request: RegisterRequest,
  options: CallOptions = {},
): Promise<RegisterResponse> {
  return api.post<RegisterResponse>(
    REGISTER_PATHS.username,
    request,
    withModule(options, REGISTER_MODULE_IDS.username),
  );
}

/** POST /wps/member/register/mobile, encrypted, ModuleId MOBILENUMREG3. */
export function registerByMobile(
  api: ApiClient,
  request: RegisterRequest,
  options: CallOptions = {},
): Promise<RegisterResponse> {
  return api.post<RegisterResponse>(
    REGISTER_PATHS.mobile,
    request,
    withModule(options, REGISTER_MODULE_IDS.mobile),
  );
}

/**
 * POST /wps/member/register/autoUsername: the server picks the username. Spec 7 does not show
 * the payload; this sends the register request without username, encrypted (it carries the
 * password), with the ModuleId of the form it came from (mobileNum present: MOBILENUMREG3).
 */
export function registerWithAutoUsername(
  api: ApiClient,
  request: Omit<RegisterRequest, 'username'>,
  options: CallOptions = {},
): Promise<RegisterResponse> {
  const moduleId = request.mobileNum ? REGISTER_MODULE_IDS.mobile : REGISTER_MODULE_IDS.username;
  return api.post<RegisterResponse>(
    REGISTER_PATHS.autoUsername,
    request,
    withModule(options, moduleId),
  );
}

import type { ApiClient, SendOptions } from '../types';
import type { CallOptions } from './options';
import type { MayaEnv } from './social';

/**
 * Session calls (spec 7, Session and registration): login in all its forms, the second factor,
 * the SMS code, logout. Request and answer shapes follow spec 3.
 */
export const SESSION_PATHS = {
  login: '/wps/session/login',
  verification: '/wps/session/login/verification',
  maya: '/wps/session/login/maya',
  line: '/wps/session/login/line',
  telegram: '/wps/session/login/telegram',
  /** Not in spec 7 ("logout" is a state change there); chosen here. */
  logout: '/wps/session/logout',
  smsNoLogin: '/wps/verification/sms/noLogin',
} as const;

/** The error codes the login flows react to (spec 4 and 8). */
export const SESSION_ERRORS = {
  credentials: 'login.cred.err',
  unknownUser: 'not.exists.user',
  verifyRequired: 'login_verify_required',
  verifyCode: 'verify.code.err',
  smsCode: 'sms.code.err',
  lineInvalidToken: 'line_invalid_token',
  bindCustomerRequired: 'bind_customer_required',
  telegramValidateFailed: 'telegram_validate_failed',
  tooManyLogins: 'TOO_MANY_REQUEST_LOGIN',
  tooManySms: 'TOO_MANY_REQUEST_SMS',
} as const;

export type LoginType = 'username' | 'sms' | 'firebase' | 'line' | 'telegram';
/** Sent only for these launch modes; absent otherwise (spec 3). */
export type LoginDevice = 'IPAD' | 'PWA' | 'WEBCLIP';
export type SecondFactorOption = 'email' | 'ga' | 'sms';

export interface GeetestRisk {
  geeToken: string;
  scene: string;
}

/**
 * spec 3, Login request. For an sms login (type 'sms', isSms true) `username` is the mobile
 * number and `password` the code received through sendSmsCode.
 */
export interface LoginRequest {
  username?: string;
  password?: string;
  type: LoginType;
  isSms?: boolean;
  firebaseChannel?: string;
  firebaseIdToken?: string;
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: string;
  geetestRisk?: GeetestRisk;
  lineSessionToken?: string;
  telegramAuth?: string;
  loginDeviceId?: string;
  isOfficialAppLogin?: boolean;
  device?: LoginDevice;
}

/** spec 3, Login response value (the client adds updatePassword itself). */
export interface LoginResponse {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  spanId: string;
  id: number;
  userName: string;
  customerType: number;
  customerName: string;
  customerId: number;
}

/** The value of a login_verify_required answer: what the second-factor dialog offers. */
export interface SecondFactorChallenge {
  options: SecondFactorOption[];
  verifyToken: string;
}

/** Payload of the second-factor login; spec 7 does not show it, these names are chosen here. */
export interface SecondFactorRequest {
  verifyToken: string;
  option: SecondFactorOption;
  code: string;
}

/** spec 3, Social login payloads: what every social login sends besides its own token. */
export interface SocialLoginContext {
  registerUrl?: string;
  affiliateCode?: string;
  domain?: string;
  referralCode?: string;
  loginDeviceId?: string;
  device?: LoginDevice;
}

export interface TelegramLoginRequest extends SocialLoginContext {
  /** Base64 JSON of the messaging-app auth data (TelegramAuthData). */
  telegramAuth: string;
}

export interface LineLoginRequest extends SocialLoginContext {
  /** From WPS3RD_verifyLineCode (calls/social.ts). */
  lineSessionToken: string;
}

export interface MayaLoginRequest extends SocialLoginContext {
  sessionId: string;
  env: MayaEnv;
}

/** The messaging-app auth data telegramAuth carries (base64 JSON). */
export interface TelegramAuthData {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
}

export interface SmsCodeRequest {
  countryDialingCode: string;
  mobileNum: string;
}

/** Answer of the SMS send; spec 7 does not show it. */
export interface SmsCodeResponse {
  /** Seconds before the same number may ask again (TOO_MANY_REQUEST_SMS before that). */
  resendSeconds: number;
  expiresInSeconds: number;
}

function encrypted(options: CallOptions, headers: Record<string, string>): SendOptions {
  return { ...options, encrypt: true, headers };
}

/** POST /wps/session/login, encrypted, with the device id in the Device header. */
export function login(
  api: ApiClient,
  request: LoginRequest,
  deviceId: string,
  options: CallOptions = {},
): Promise<LoginResponse> {
  return api.post<LoginResponse>(
    SESSION_PATHS.login,
    request,
    encrypted(options, { Device: deviceId }),
  );
}

/** Completes a login answered with login_verify_required; the answer is a normal login. */
export function loginWithSecondFactor(
  api: ApiClient,
  request: SecondFactorRequest,
  deviceId: string,
  options: CallOptions = {},
): Promise<LoginResponse> {
  return api.post<LoginResponse>(
    SESSION_PATHS.verification,
    request,
    encrypted(options, { Device: deviceId }),
  );
}

export function loginWithMaya(
  api: ApiClient,
  request: MayaLoginRequest,
  options: CallOptions = {},
): Promise<LoginResponse> {
  return api.post<LoginResponse>(SESSION_PATHS.maya, request, options);
}

export function loginWithLine(
  api: ApiClient,
  request: LineLoginRequest,
  options: CallOptions = {},
): Promise<LoginResponse> {
  return api.post<LoginResponse>(SESSION_PATHS.line, request, options);
}

export function loginWithTelegram(
  api: ApiClient,
  request: TelegramLoginRequest,
  options: CallOptions = {},
): Promise<LoginResponse> {
  return api.post<LoginResponse>(SESSION_PATHS.telegram, request, options);
}

/** Ends the session on the server. Always succeeds, also for a token the server no longer knows. */
export function logout(api: ApiClient, options: CallOptions = {}): Promise<null> {
  return api.post<null>(SESSION_PATHS.logout, undefined, options);
}

/** Sends an SMS code to a number that is not logged in (sms login, mobile registration). */
export function sendSmsCode(
  api: ApiClient,
  request: SmsCodeRequest,
  options: CallOptions = {},
): Promise<SmsCodeResponse> {
  return api.post<SmsCodeResponse>(SESSION_PATHS.smsNoLogin, request, options);
}

/**
 * The second-factor challenge carried by a login_verify_required error, or null for any other
 * error. Reads `value` off the error: the client has to keep the envelope's value on the
 * ApiError for this code (docs/api-calls-session.md).
 */
export function secondFactorChallenge(error: unknown): SecondFactorChallenge | null {
  if (typeof error !== 'object' || error === null) return null;
  if (!('errorCode' in error) || error.errorCode !== SESSION_ERRORS.verifyRequired) return null;
  if (!('value' in error)) return null;
  const value = error.value;
  if (typeof value !== 'object' || value === null) return null;
  if (!('verifyToken' in value) || typeof value.verifyToken !== 'string') return null;
  if (!('options' in value) || !Array.isArray(value.options)) return null;
  const options = (value.options as unknown[]).filter(isSecondFactorOption);
  return { options, verifyToken: value.verifyToken };
}

function isSecondFactorOption(option: unknown): option is SecondFactorOption {
  return option === 'email' || option === 'ga' || option === 'sms';
}

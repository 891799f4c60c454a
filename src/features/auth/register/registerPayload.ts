import type { PixelTrack, RegisterRequest } from '../../../api/calls/memberRegister';
import type { AdTrackingInfo, LaunchInfo } from '../../../config/launchInfo';
import { loginDevice, registerMethodFor } from '../../../platform/device';
import type { Environment } from '../../../platform/environment';
import type { CaptchaResult } from '../../captcha';

/** spec 5: mobile registration without a password sends the six-digit default. */
export const DEFAULT_MOBILE_PASSWORD = '123456';

export { registerMethodFor };

/** spec 3: the stored ad-tracking ids, or null when every one is empty. */
export function pixelTrackOf(ad: AdTrackingInfo): PixelTrack | null {
  const entries = Object.entries(ad).filter(
    (entry): entry is [keyof PixelTrack, string] =>
      typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
  return entries.length > 0 ? (Object.fromEntries(entries) as PixelTrack) : null;
}

/** Data a sign-in provider adds when registration binds its account (spec 4, Registration). */
export type LinkedIdentity = Pick<
  RegisterRequest,
  'lineSessionToken' | 'telegramAuth' | 'firebaseChannel2' | 'firebaseIdToken2'
>;

/** What proves the mobile number: the SMS code, or a Firebase phone-auth id token. */
export type PhoneProof = Pick<RegisterRequest, 'smsCode' | 'firebaseChannel2' | 'firebaseIdToken2'>;

/** Which typed call carries the request, and so which ModuleId it sends. */
export type RegisterCall = 'username' | 'mobile' | 'autoUsername';

export interface RegisterPayloadInput {
  mode: 'username' | 'mobile';
  /** Username mode: empty when the tenant lets the server pick one (autoUsername). */
  username: string;
  /** Mobile mode: the number as typed; only its digits are sent. */
  mobile: string;
  /** null when the tenant asks no password (mobile registration without password). */
  password: string | null;
  referralCode: string;
  smsTemplate?: string;
  phoneProof?: PhoneProof;
  captcha?: CaptchaResult | null;
  linked?: LinkedIdentity | null;
  /** The page, the launch query and the device. */
  env: Pick<
    Environment,
    'isIPad' | 'isNativeApp' | 'isIosHomeScreen' | 'isStandalone' | 'location'
  >;
  launch: Pick<LaunchInfo, 'tid' | 'registration' | 'adTracking'>;
  deviceId: string;
  /** The login flag: the merchant's auth.registration.loginAfterRegister (default true). */
  login?: boolean;
}

export interface RegisterPayload {
  call: RegisterCall;
  request: RegisterRequest;
}

const present = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** spec 3, Register request: everything the form, the launch query and the device give. */
export function buildRegisterPayload(input: RegisterPayloadInput): RegisterPayload {
  const { env, launch, mode } = input;
  const username = present(input.username);
  const call: RegisterCall = mode === 'mobile' ? 'mobile' : username ? 'username' : 'autoUsername';
  const linkedAccount = { ...input.linked, ...(mode === 'mobile' ? input.phoneProof : {}) };
  // A Firebase-proven number registers as a Firebase login would: with its device (spec 3).
  const device = linkedAccount.firebaseIdToken2 ? loginDevice(env) : undefined;
  const request: RegisterRequest = {
    registerMethod: registerMethodFor(env),
    registerUrl: env.location().href,
    loginDeviceId: input.deviceId,
    isOfficialAppLogin: env.isNativeApp,
    linkId: present(launch.tid),
    affiliateCode: present(launch.registration.affiliateCode),
    domain: present(launch.registration.originalDomain),
    referralCode: present(input.referralCode),
    pixelTrack: pixelTrackOf(launch.adTracking),
    login: input.login ?? true,
    // spec 3 names the captcha fields a registration carries.
    geetestSeccode: input.captcha?.geetestSeccode,
    geetestValidateV4: input.captcha?.geetestValidateV4,
    ...input.linked,
    ...(mode === 'mobile'
      ? { mobileNum: input.mobile.replace(/\D/g, ''), ...input.phoneProof }
      : { username }),
    device,
    password: input.password ?? DEFAULT_MOBILE_PASSWORD,
    smsTemplate: mode === 'mobile' ? present(input.smsTemplate) : undefined,
  };
  return { call, request: withoutUndefined(request) };
}

/** The body names only the fields that have a value. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

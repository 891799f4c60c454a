import type {
  PixelTrack,
  RegisterRequest,
  RegisterResponse,
} from '../../../api/calls/memberRegister';
import { registerWithAutoUsername } from '../../../api/calls/memberRegister';
import type { LoginResponse, LoginType } from '../../../api/calls/session';
import type { AdTrackingInfo } from '../../../config/launchInfo';
import { randomString } from '../../../platform/randomToken';
import type { FlowDeps } from './flowDeps';
import type { RegistrablePending } from './socialRules';
import { autoPassword, firebaseProofOf, loginDevice, registerMethod } from './socialRules';
import { SOCIAL_CODES, SocialError } from './types';

function pixelTrackOf(ad: AdTrackingInfo): PixelTrack | null {
  const entries = Object.entries(ad).filter(([, v]) => typeof v === 'string' && v.trim() !== '');
  return entries.length > 0 ? (Object.fromEntries(entries) as PixelTrack) : null;
}

function linkedOf(pending: RegistrablePending): Partial<RegisterRequest> {
  if (pending.provider === 'line') return { lineSessionToken: pending.lineSessionToken };
  if (pending.provider === 'telegram') return { telegramAuth: pending.telegramAuth };
  return { mobileNum: pending.mobileNum, ...firebaseProofOf(pending) };
}

/**
 * spec 4: registers the provider's account automatically (the server picks the username) and
 * opens its session. Answers the login value for auth.completeLogin.
 */
export async function autoRegister(
  deps: FlowDeps,
  pending: RegistrablePending,
  deviceId: string,
): Promise<{ value: LoginResponse; type: LoginType; answer: RegisterResponse }> {
  const { api, platform, launch, tenant } = deps;
  const { env } = platform;
  const registration = launch.registration;
  // A mobile account without a password option gets the server's default (spec 5).
  const serverPassword =
    pending.provider === 'firebase' && tenant.auth.registration.mobileWithoutPassword === true;
  const request: Omit<RegisterRequest, 'username'> = {
    registerMethod: registerMethod(env),
    registerUrl: env.location().href,
    loginDeviceId: deviceId,
    isOfficialAppLogin: env.isNativeApp,
    linkId: launch.tid ?? undefined,
    affiliateCode: registration.affiliateCode || undefined,
    domain: registration.originalDomain || undefined,
    referralCode: registration.referralCode ?? undefined,
    pixelTrack: pixelTrackOf(launch.adTracking),
    login: true,
    password: serverPassword ? undefined : autoPassword(tenant, randomString),
    ...linkedOf(pending),
  };
  // A Firebase account registers as it would log in: with its device (spec 3, social payloads).
  const device = pending.provider === 'firebase' ? loginDevice(env) : undefined;
  if (device) request.device = device;
  const answer = await registerWithAutoUsername(api, request, { alert: false });
  if (!answer.token) throw new SocialError(SOCIAL_CODES.providerError, 'no session was opened');
  const id = answer.customerId ?? answer.id ?? 0;
  return {
    value: {
      token: answer.token,
      userName: answer.userName,
      id,
      customerId: id,
      customerName: answer.userName,
      customerType: 0,
      firstTimeLogin: true,
      passwordExpired: false,
      spanId: '',
    },
    type: pending.provider === 'firebase' ? 'firebase' : 'username',
    answer,
  };
}

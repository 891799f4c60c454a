import type { SocialLoginContext } from '../../../api/calls/session';
import type { ApiClient } from '../../../api/types';
import type { LaunchInfo } from '../../../config/launchInfo';
import type { TenantConfig } from '../../../config/tenant.gen';
import type { Platform } from '../../../platform/platform';
import { loginDevice } from './socialRules';

/** What a provider's flow needs: the store's dependencies and the social login context. */
export interface FlowDeps {
  tenant: TenantConfig;
  api: ApiClient;
  platform: Platform;
  launch: LaunchInfo;
  /** spec 3: what every social login sends besides its own token. */
  context(): SocialLoginContext;
  /** The member's language code (e.g. 'EN'), for the providers' own pages. */
  language(): string;
}

/** spec 3, Social login payloads: registerUrl, affiliateCode, domain, referralCode, device... */
export function socialLoginContext(
  platform: Platform,
  launch: LaunchInfo,
  deviceId: string,
): SocialLoginContext {
  const { registration } = launch;
  return {
    registerUrl: platform.env.location().href,
    affiliateCode: registration.affiliateCode || undefined,
    domain: registration.originalDomain || undefined,
    referralCode: registration.referralCode ?? undefined,
    loginDeviceId: deviceId,
    device: loginDevice(platform.env),
  };
}

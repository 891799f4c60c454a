import type { TenantConfig } from '../../config/tenant.gen';
import type { Platform } from '../../platform/platform';
import { createSecureStore } from '../../platform/secureStore';
import { createRememberedLogins } from './rememberedLogin';
import { RememberMe } from './RememberMe';

/** Remember me with its sealed storage: its own chunk, loaded at start beside the first screen. */
export function createRememberMe(tenant: TenantConfig, platform: Platform): RememberMe {
  return new RememberMe({
    tenant,
    local: platform.local,
    logins: createRememberedLogins({
      local: platform.local,
      secure: createSecureStore({ storage: platform.local, keys: platform.keys }),
    }),
  });
}

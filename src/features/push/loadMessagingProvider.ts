import type { TenantPush } from '../../config/tenant.gen';
import { readDeviceId } from '../../platform/deviceId';
import type { NotificationsPort } from '../../platform/notifications';
import type { Platform } from '../../platform/platform';
import type { MessagingProvider } from './MessagingProvider';
import { MessagingError } from './MessagingProvider';
import {
  firebasePushConfig,
  missingFirebaseValues,
  pushProviderKind,
} from '../../config/pushConfig';

export interface ProviderDeps {
  push: TenantPush;
  merchantCode: string;
  platform: Platform;
  notifications: NotificationsPort;
}

/**
 * The tenant's messaging provider, each in its own chunk, imported on first use: the fake where
 * providers are faked (demo hosts, preview builds, tests) or the tenant says 'fake'; otherwise
 * Firebase, which must have its config (spec 8: missing config values).
 */
export async function loadMessagingProvider(deps: ProviderDeps): Promise<MessagingProvider> {
  const { push, platform } = deps;
  if (pushProviderKind(push, platform.env.useFakeProviders) === 'fake') {
    const fake = await import('./fakeMessaging');
    // This browser's device id (spec 3) stands for the provider's installation id.
    return fake.createFakeMessaging({
      merchantCode: deps.merchantCode,
      installationId: readDeviceId(platform),
    });
  }
  const config = firebasePushConfig(push);
  if (!config) {
    throw new MessagingError(
      'missing-config',
      `push: ${missingFirebaseValues(push).join(', ')} not set for Firebase`,
    );
  }
  const { notifications } = deps;
  const firebase = await import('./firebaseMessaging');
  return firebase.createFirebaseMessaging(config, {
    clock: platform.clock,
    workerRegistration: () => notifications.workerRegistration(),
  });
}

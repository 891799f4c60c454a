import type { TenantPush } from './tenant.gen';

/** What Firebase Cloud Messaging needs from the tenant's push config (spec 3). */
export interface FirebasePushConfig {
  vapidKey: string;
  appId: string;
  apiKey: string;
  authDomain?: string;
  projectId: string;
  messagingSenderId: string;
}

const REQUIRED = ['vapidKey', 'appId', 'apiKey', 'projectId', 'messagingSenderId'] as const;

/** spec 9: the permission modal waits 10 s after start unless the tenant says otherwise. */
export const DEFAULT_PROMPT_DELAY_S = 10;

/** Which provider the tenant's push uses; the fake also wherever providers are faked. */
export function pushProviderKind(
  push: Pick<TenantPush, 'provider'>,
  useFakeProviders: boolean,
): 'firebase' | 'fake' {
  return useFakeProviders || push.provider === 'fake' ? 'fake' : 'firebase';
}

/** The names of the values Firebase needs that the config lacks (spec 8: missing config values). */
export function missingFirebaseValues(push: Partial<TenantPush>): string[] {
  return REQUIRED.filter((key) => typeof push[key] !== 'string' || push[key] === '');
}

/**
 * The Firebase config of a tenant whose push is on with the real provider and complete, else
 * null. Takes unknown: the service worker reads the tenant file without the app's validator.
 */
export function firebasePushConfig(push: unknown): FirebasePushConfig | null {
  if (typeof push !== 'object' || push === null) return null;
  const config = push as Partial<TenantPush>;
  if (config.enabled !== true || config.provider === 'fake') return null;
  if (missingFirebaseValues(config).length > 0) return null;
  return {
    vapidKey: config.vapidKey!,
    appId: config.appId!,
    apiKey: config.apiKey!,
    ...(typeof config.authDomain === 'string' ? { authDomain: config.authDomain } : {}),
    projectId: config.projectId!,
    messagingSenderId: config.messagingSenderId!,
  };
}

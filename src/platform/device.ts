import type { Environment } from './environment';

/** spec 3, the login request's `device`. */
export type LoginDeviceKind = 'IPAD' | 'PWA' | 'WEBCLIP';
/** spec 3, the register request's `registerMethod`. */
export type RegisterMethodKind = 'APP' | 'H5' | 'WEBCLIP' | 'PWA';

/**
 * spec 3: device is IPAD, PWA or WEBCLIP, absent otherwise. An iPad says IPAD wherever it runs;
 * otherwise an iOS home-screen icon is a web clip and any other installed web app a PWA.
 * Shared by the typed login and the social logins.
 */
export function loginDevice(
  env: Pick<Environment, 'isIPad' | 'isIosHomeScreen' | 'isStandalone'>,
): LoginDeviceKind | undefined {
  if (env.isIPad) return 'IPAD';
  if (env.isIosHomeScreen) return 'WEBCLIP';
  if (env.isStandalone) return 'PWA';
  return undefined;
}

/**
 * spec 3, registerMethod: APP inside the native app wrapper, WEBCLIP when opened from an iOS
 * home-screen icon, PWA in any other installed web app, H5 in a browser tab. Shared by the
 * register form and social auto-registration.
 */
export function registerMethodFor(
  env: Pick<Environment, 'isNativeApp' | 'isIosHomeScreen' | 'isStandalone'>,
): RegisterMethodKind {
  if (env.isNativeApp) return 'APP';
  if (env.isIosHomeScreen) return 'WEBCLIP';
  if (env.isStandalone) return 'PWA';
  return 'H5';
}

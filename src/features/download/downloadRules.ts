import type { DownloadLink } from '../../api/calls/download';
import { iosVersion } from '../../platform/imageFormat';

/** The phone's platform, as far as app downloads go; null on anything else (a desktop). */
export type DevicePlatform = 'android' | 'ios';

export function devicePlatform(userAgent: string, isIPad: boolean): DevicePlatform | null {
  if (/\bAndroid\b/i.test(userAgent)) return 'android';
  if (isIPad || /\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'ios';
  return null;
}

/**
 * What the download popup offers (spec 2): the app, the iOS profile, the home screen; on a
 * computer, where the template turns on desktop_app_feature, the site installed as a desktop app.
 */
export type DownloadOption = 'android' | 'ios' | 'iosProfile' | 'homeScreen' | 'desktopApp';

/** The link an option opens; the home-screen option opens none. */
export function linkFor(option: DownloadOption, links: readonly DownloadLink[]): string | null {
  const type = {
    android: 'Android',
    ios: 'IOS',
    iosProfile: 'MOBILECONFIG',
    homeScreen: null,
    desktopApp: null,
  }[option];
  return links.find((link) => link.resourceType === type)?.url ?? null;
}

/**
 * The options for this platform that have a link (and the home screen when offered). On a
 * computer (no phone platform) only the desktop app, when the template offers it
 * (desktop_app_feature) and the site may be installed.
 */
export function optionsFor(
  platform: DevicePlatform | null,
  links: readonly DownloadLink[],
  homeScreen: boolean,
  desktopApp = false,
): DownloadOption[] {
  if (!platform) return desktopApp && homeScreen ? ['desktopApp'] : [];
  const apps: DownloadOption[] =
    platform === 'android' ? ['android'] : platform === 'ios' ? ['ios', 'iosProfile'] : [];
  const options = apps.filter((option) => linkFor(option, links) !== null);
  return homeScreen ? [...options, 'homeScreen'] : options;
}

/** What a default popup banner offers (spec 9): m_popup2 the home screen, any other the app. */
export type BannerOffer = 'homeScreen' | 'app';

export function bannerOffer(resourceKey: string): BannerOffer {
  return resourceKey === 'm_popup2' ? 'homeScreen' : 'app';
}

/** spec 5: versions compared as x.y.z, numerically; a part that is missing counts 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    const diff = (pa[i] || 0) - (pb[i] || 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/** Why the download bar is not shown (spec 4), or null when it is. */
export type BarHidden = 'disabled' | 'dismissed' | 'nativeApp' | 'installed' | 'noLink' | 'vipRank';

export interface BarFacts {
  enabled: boolean;
  dismissed: boolean;
  isNativeApp: boolean;
  /** An installed web app: display-mode standalone, an iOS home-screen icon, or ?homescreen. */
  isInstalled: boolean;
  /** The app links for this platform (none on a desktop). */
  appLinks: number;
  /** The tenant's minimum rank level; 0 for everyone. */
  minVipRank: number;
  /** The member's rank level; null for a visitor or while unknown (hidden under a minimum). */
  vipRank: number | null;
}

/** spec 4, download bar: each hide rule, in the order a member would ask "why not?". */
export function barHidden(facts: BarFacts): BarHidden | null {
  if (!facts.enabled) return 'disabled';
  if (facts.dismissed) return 'dismissed';
  if (facts.isNativeApp) return 'nativeApp';
  if (facts.isInstalled) return 'installed';
  if (facts.appLinks === 0) return 'noLink';
  if ((facts.vipRank ?? 0) < facts.minVipRank) return 'vipRank';
  return null;
}

/** spec 8: the iOS 17 row (the profile and home-screen steps differ there). */
export function isIos17(userAgent: string): boolean {
  return iosVersion(userAgent)?.major === 17;
}

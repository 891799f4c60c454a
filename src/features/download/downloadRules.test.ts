import { describe, expect, it } from 'vitest';
import type { BarFacts } from './downloadRules';
import {
  bannerOffer,
  barHidden,
  compareVersions,
  devicePlatform,
  linkFor,
  optionsFor,
} from './downloadRules';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131 Mobile';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131 Safari/537.36';
const LINKS = [
  { resourceType: 'Android', url: 'https://dl.example/app.apk' },
  { resourceType: 'IOS', url: 'https://apps.example/id1' },
  { resourceType: 'MOBILECONFIG', url: 'https://dl.example/app.mobileconfig' },
  { resourceType: 'AppDownloadIcon', url: '/m/icon.png' },
] as const;

const facts = (patch: Partial<BarFacts> = {}): BarFacts => ({
  enabled: true,
  dismissed: false,
  isNativeApp: false,
  isInstalled: false,
  appLinks: 1,
  minVipRank: 0,
  vipRank: null,
  ...patch,
});

describe('download rules', () => {
  it('tells Android, iOS (also an iPad that says Mac) and neither apart', () => {
    expect(devicePlatform(ANDROID, false)).toBe('android');
    expect(devicePlatform(IPHONE, false)).toBe('ios');
    expect(devicePlatform(DESKTOP, true)).toBe('ios');
    expect(devicePlatform(DESKTOP, false)).toBeNull();
  });

  it('offers the app for the platform, the profile on iOS, and the home screen when asked', () => {
    expect(optionsFor('android', LINKS, true)).toEqual(['android', 'homeScreen']);
    expect(optionsFor('ios', LINKS, false)).toEqual(['ios', 'iosProfile']);
    expect(optionsFor('ios', [LINKS[1]], true)).toEqual(['ios', 'homeScreen']);
    expect(optionsFor('android', [LINKS[1]], false)).toEqual([]);
    expect(optionsFor(null, LINKS, true)).toEqual([]);
    // A computer: only the desktop app, where the template offers it and the site installs.
    expect(optionsFor(null, LINKS, true, true)).toEqual(['desktopApp']);
    expect(optionsFor(null, LINKS, false, true)).toEqual([]);
    expect(optionsFor('android', LINKS, true, true)).toEqual(['android', 'homeScreen']);
    expect(linkFor('iosProfile', LINKS)).toBe('https://dl.example/app.mobileconfig');
    expect(linkFor('homeScreen', LINKS)).toBeNull();
  });

  it('compares versions as numbers, part by part (spec 5)', () => {
    expect(compareVersions('2.4.39', '2.4.39')).toBe(0);
    expect(compareVersions('2.4.40', '2.4.39')).toBe(1);
    expect(compareVersions('2.10.0', '2.9.99')).toBe(1);
    expect(compareVersions('2.4.4', '2.4.39')).toBe(-1);
    expect(compareVersions('3', '2.99.99')).toBe(1);
  });

  it('shows the bar unless a hide rule of spec 4 applies, and names the rule', () => {
    expect(barHidden(facts())).toBeNull();
    expect(barHidden(facts({ enabled: false }))).toBe('disabled');
    expect(barHidden(facts({ dismissed: true }))).toBe('dismissed');
    expect(barHidden(facts({ isNativeApp: true }))).toBe('nativeApp');
    expect(barHidden(facts({ isInstalled: true }))).toBe('installed');
    expect(barHidden(facts({ appLinks: 0 }))).toBe('noLink');
  });

  it('hides the bar below the minimum VIP rank, and from a visitor when there is one', () => {
    expect(barHidden(facts({ minVipRank: 2, vipRank: 1 }))).toBe('vipRank');
    expect(barHidden(facts({ minVipRank: 2, vipRank: null }))).toBe('vipRank');
    expect(barHidden(facts({ minVipRank: 2, vipRank: 2 }))).toBeNull();
    expect(barHidden(facts({ minVipRank: 0, vipRank: null }))).toBeNull();
  });
});

describe('the default popup banners (spec 9)', () => {
  it('m_popup2 offers the home screen; m_popup1 and any other key the app', () => {
    expect(bannerOffer('m_popup2')).toBe('homeScreen');
    expect(bannerOffer('m_popup1')).toBe('app');
    expect(bannerOffer('m_popup3')).toBe('app');
  });
});

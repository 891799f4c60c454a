import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../platform/storage';
import { AD_TRACKING_INFO_KEY, readLaunchInfo, REGISTRATION_INFO_KEY } from './launchInfo';

describe('load-time query', () => {
  it('keeps referral, affiliate and ad-tracking ids as stored info', () => {
    const store = createMemoryStore();
    const info = readLaunchInfo(
      new URL(
        'https://m.demo-casino.test/m/home?r=FRIEND1&tid=55&gps_adid=g-1&idfa=i-2&fbc=fb.1&fullscreen=0&homescreen=1',
      ),
      'www',
      store,
    );
    expect(info.registration).toEqual({
      affiliateCode: 'www',
      referralCode: 'FRIEND1',
      originalDomain: 'm.demo-casino.test',
    });
    expect(info.tid).toBe('55');
    expect(info.fullscreen).toBe(false);
    expect(info.homescreen).toBe(true);
    expect(info.clickIds).toEqual({ fbc: 'fb.1' });
    expect(JSON.parse(store.get(AD_TRACKING_INFO_KEY)!)).toEqual({ gpsAdid: 'g-1', idfa: 'i-2' });
    expect(JSON.parse(store.get(REGISTRATION_INFO_KEY)!).referralCode).toBe('FRIEND1');
  });

  it('keeps what was stored when a later visit has no query', () => {
    const store = createMemoryStore();
    readLaunchInfo(new URL('https://aff9.demo-casino.test/m/home?referralCode=ABC'), 'aff9', store);
    const later = readLaunchInfo(new URL('https://www.demo-casino.test/m/home'), 'www', store);
    expect(later.registration).toMatchObject({
      affiliateCode: 'aff9',
      referralCode: 'ABC',
      originalDomain: 'aff9.demo-casino.test',
    });
  });

  it('lets the affiliateCode query win over the host', () => {
    const info = readLaunchInfo(
      new URL('https://www.demo-casino.test/m/?affiliateCode=partner7'),
      'www',
      createMemoryStore(),
    );
    expect(info.registration.affiliateCode).toBe('partner7');
  });
});

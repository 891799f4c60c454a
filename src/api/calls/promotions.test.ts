import { describe, expect, it } from 'vitest';
import {
  getBanners,
  getListAnnouncements,
  getMerchantAvailablePromotions,
  getPromoCodeEnable,
  getPromotionCategories,
} from './promotions';
import { createRecordingApi } from '../testing/sessionFakeApi';

describe('promotion calls', () => {
  it('reads the available promotions through the request cache', async () => {
    const answer = { MISSION: { enabled: true } };
    const { api, calls } = createRecordingApi(answer);
    await expect(getMerchantAvailablePromotions(api)).resolves.toBe(answer);
    expect(calls).toEqual([
      {
        method: 'RELAY',
        path: 'MCSFE_getMerchantAvailablePromotions',
        data: {},
        options: { cache: true },
      },
    ]);
  });

  it('asks for announcements with types, platform and category, image-aware', async () => {
    const { api, calls } = createRecordingApi([]);
    const controller = new AbortController();
    await getListAnnouncements(
      api,
      { types: ['MARQUEE'], platform: 'MOBILE', category: null },
      { signal: controller.signal },
    );
    expect(calls).toEqual([
      {
        method: 'RELAY',
        path: 'MCSFE_getListAnnouncements',
        data: { types: ['MARQUEE'], platform: 'MOBILE', category: null },
        options: { signal: controller.signal, imageAware: true },
      },
    ]);
  });

  it('asks for the mobile banners', async () => {
    const { api, calls } = createRecordingApi([]);
    await getBanners(api);
    expect(calls).toEqual([
      { method: 'RELAY', path: 'MCSFE_getBanners', data: { platform: 'MOBILE' }, options: {} },
    ]);
  });

  it('reads the promotion categories through the request cache', async () => {
    const { api, calls } = createRecordingApi([]);
    await getPromotionCategories(api, { alert: false });
    expect(calls).toEqual([
      {
        method: 'RELAY',
        path: 'PROMOFE_getPromotionAnnouncementCategory',
        data: {},
        options: { alert: false, cache: true },
      },
    ]);
  });

  it('answers the promo-code switch as a boolean', async () => {
    const { api, calls } = createRecordingApi(true);
    await expect(getPromoCodeEnable(api)).resolves.toBe(true);
    expect(calls[0]).toMatchObject({ method: 'RELAY', path: 'PROMOFE_getPromoCodeEnable' });
  });
});

import { describe, expect, it } from 'vitest';
import { attachesToken, requestHeaders } from './headers';

const member = { Merchant: 'demo', Language: 'EN', Authorization: 'member-token' };

describe('the session token on content calls (spec 6: announcements and promotions without it)', () => {
  it.each([
    '/wps/relay/MCSFE_getListAnnouncements',
    '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
    '/wps/relay/MCSFE_getBanners',
    '/wps/relay/PROMOFE_getPromoCodeEnable',
    '/wps/relay/MCSFE_getBanners?ext=webp',
  ])('%s goes without Authorization, with Merchant and Language', (path) => {
    expect(attachesToken(path)).toBe(false);
    const headers = requestHeaders({ path, context: member, json: true });
    expect(headers).not.toHaveProperty('Authorization');
    expect(headers).toMatchObject({ Merchant: 'demo', Language: 'EN' });
  });

  it.each([
    '/wps/relay/MCSFE_getMerchantAvailablePromotions',
    '/wps/game/launchGame',
    '/wps/member/info',
  ])('%s, which answers per member, keeps it', (path) => {
    expect(requestHeaders({ path, context: member }).Authorization).toBe('member-token');
  });
});

import { describe, expect, it } from 'vitest';
import { getDownloadSetting } from './download';
import { bindFcmToken, subscribeFcmTopic, unsubscribeFcm } from './push';
import { createRecordingApi } from '../testing/sessionFakeApi';
import {
  getTelegramLoginSetting,
  refreshMayaTokens,
  saveMemberInfoByAuthKey,
  verifyLineCode,
} from './social';
import { getCustomerServiceScript, getUnreadCount, launchChat } from './support';
import { getPlayerRankProgress } from './vip';

describe('member services', () => {
  it('relays the rank progress', async () => {
    const { api, calls } = createRecordingApi({ currentProgress: 0.5 });
    await expect(getPlayerRankProgress(api)).resolves.toEqual({ currentProgress: 0.5 });
    expect(calls).toEqual([
      { method: 'RELAY', path: 'MCSFE_getPlayerRankProgress', data: {}, options: {} },
    ]);
  });

  it('reads the customer-service script through the request cache', async () => {
    const { api, calls } = createRecordingApi({ entries: [] });
    await getCustomerServiceScript(api);
    expect(calls[0]).toEqual({
      method: 'RELAY',
      path: 'WPSCORE_getCustomerServiceScript',
      data: {},
      options: { cache: true },
    });
  });

  it('launches the platform chat and reads its unread count, never cached', async () => {
    const { api, calls } = createRecordingApi(2);
    await launchChat(api);
    await getUnreadCount(api);
    expect(calls.map((c) => [c.path, c.options])).toEqual([
      ['CBS_launchChat', {}],
      ['CBS_unreadCount', {}],
    ]);
  });

  it('reads the download setting for a domain through the request cache', async () => {
    const { api, calls } = createRecordingApi({ links: [] });
    await getDownloadSetting(api, { domain: 'm.demo-casino.test' });
    expect(calls[0]).toEqual({
      method: 'RELAY',
      path: 'WPSCORE_getDownloadSetting',
      data: { domain: 'm.demo-casino.test' },
      options: { cache: true },
    });
  });
});

describe('social sign-in calls', () => {
  it('reads the Telegram setting through the request cache', async () => {
    const { api, calls } = createRecordingApi({ botId: '1', authDomain: 'https://tg.test' });
    await getTelegramLoginSetting(api);
    expect(calls[0]).toMatchObject({
      path: 'WPSCORE_getTelegramLoginSetting',
      options: { cache: true },
    });
  });

  it.each([[{ code: 'c', redirectUri: 'https://m.example.test/m/home' }], [{ accessToken: 't' }]])(
    'verifies a LINE code or access token %j',
    async (request) => {
      const { api, calls } = createRecordingApi({ lineSessionToken: 's' });
      await verifyLineCode(api, request, { alert: false });
      expect(calls[0]).toEqual({
        method: 'RELAY',
        path: 'WPS3RD_verifyLineCode',
        data: request,
        options: { alert: false },
      });
    },
  );

  it('refreshes Maya tokens for an env and saves member info by auth key', async () => {
    const { api, calls } = createRecordingApi(true);
    await refreshMayaTokens(api, { env: 'SANDBOX' });
    await saveMemberInfoByAuthKey(api, { authKey: 'k', customerName: 'member1' });
    expect(calls.map((c) => [c.path, c.data])).toEqual([
      ['WPS3RD_refreshMayaTokens', { env: 'SANDBOX' }],
      ['WPSCORE_saveMemberInfoByAuthKey', { authKey: 'k', customerName: 'member1' }],
    ]);
  });
});

describe('push calls', () => {
  it('binds, subscribes to ALL and unsubscribes a registration token', async () => {
    const { api, calls } = createRecordingApi(true);
    await bindFcmToken(api, { registrationToken: 'tok' });
    await subscribeFcmTopic(api, 'tok');
    await unsubscribeFcm(api, { registrationToken: 'tok', unsubscribeAll: true });
    expect(calls.map((c) => [c.path, c.data])).toEqual([
      ['CSP_fcmBind', { registrationToken: 'tok' }],
      ['CSP_fcmSubscribe', { registrationToken: 'tok', topic: 'ALL' }],
      ['CSP_fcmUnsubscribe', { registrationToken: 'tok', unsubscribeAll: true }],
    ]);
  });
});

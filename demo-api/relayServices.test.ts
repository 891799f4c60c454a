import { describe, expect, it } from 'vitest';
import type { DownloadSetting } from '../src/api/calls/download.ts';
import type {
  LineVerification,
  MayaTokens,
  TelegramLoginSetting,
} from '../src/api/calls/social.ts';
import type { ChatLaunch, CustomerServiceScript } from '../src/api/calls/support.ts';
import type { PlayerRankProgress } from '../src/api/calls/vip.ts';
import { createDemoApi } from './createDemoApi.ts';
import { relayStateOf } from './data/relayState.ts';
import { relayCall, valueOf } from './relayTestSupport.ts';
import { DEMO_LINE_TOKEN, DEMO_MAYA_SESSION } from './social.ts';
import { qaToken } from './sessions.ts';
import { FIXED_NOW, repoTenants } from './testSupport.ts';

const tenants = repoTenants();
const api = createDemoApi({ tenants, now: () => FIXED_NOW });
const perTenant = tenants.map((t) => [t.merchantCode, t] as const);

describe.each(['MCSFE_getPlayerRankProgress', 'CBS_launchChat', 'CBS_unreadCount', 'CSP_fcmBind'])(
  'member-only %s',
  (name) => {
    it('answers 401 customer.not.login without Authorization', async () => {
      const answer = await relayCall(api, name, { registrationToken: 'fcm-1' });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'customer.not.login' });
    });
  },
);

describe.each(perTenant)('member services of %s', (merchant, tenant) => {
  const asMember = { merchant, token: qaToken(merchant, 'member1') };

  it("reports rank progress towards the next label from the member's own label", async () => {
    const value = valueOf(
      await relayCall<PlayerRankProgress>(api, 'MCSFE_getPlayerRankProgress', {}, asMember),
    );
    const labels = [...(tenant.vipLabels ?? [])].sort((a, b) => a.rankLevel - b.rankLevel);
    const { playerRankProgress: p } = value;
    expect(p.labelId).toBe(labels[0]?.labelId);
    expect(p.nextLabelId).toBe(labels[1]?.labelId ?? null);
    expect(p.totalExpectedConditions).toBeGreaterThan(0);
    expect(value.currentProgress).toBe(p.completedConditions / p.totalExpectedConditions);
    expect(value.currentProgress).toBeGreaterThanOrEqual(0);
    expect(value.currentProgress).toBeLessThanOrEqual(1);
  });

  it('gives the customer-service entries as the tenant file has them, in csPosition order', async () => {
    const { entries } = valueOf(
      await relayCall<CustomerServiceScript>(
        api,
        'WPSCORE_getCustomerServiceScript',
        {},
        { merchant },
      ),
    );
    expect(entries.map((e) => e.path).sort()).toEqual(
      tenant.customerService.map((e) => e.path).sort(),
    );
    const positions = entries.map((e) => e.csPosition);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const entry of entries) {
      const own = tenant.customerService.find((e) => e.path === entry.path);
      expect(entry).toEqual({
        name: own?.name,
        path: own?.path,
        csType: own?.csType,
        csPosition: own?.csPosition ?? 0,
        labelIds: own?.labelIds ?? [],
      });
    }
  });

  it('gives the download links and the texts of the asked language', async () => {
    const ask = (language: string) =>
      relayCall<DownloadSetting>(
        api,
        'WPSCORE_getDownloadSetting',
        { domain: 'm.example.test' },
        {
          merchant,
          language,
        },
      ).then(valueOf);
    const setting = await ask(tenant.languages.default);
    expect(setting.links).toEqual(tenant.downloads.links);
    const own = tenant.languages.texts?.[tenant.languages.default];
    expect(setting.text.app_desc).toBe(own?.app_desc ?? tenant.template.app_desc);
    expect(Object.keys(setting.texts).sort()).toEqual(
      Object.keys(tenant.languages.texts ?? {}).sort(),
    );
  });

  it('gives the Telegram setting from auth.telegram, or fails without one', async () => {
    const answer = await relayCall<TelegramLoginSetting>(
      api,
      'WPSCORE_getTelegramLoginSetting',
      {},
      { merchant },
    );
    if (tenant.auth.telegram) {
      expect(valueOf(answer)).toEqual({
        botId: tenant.auth.telegram.botId,
        authDomain: tenant.auth.telegram.authDomain,
      });
    } else {
      expect(answer.body).toMatchObject({ success: false, errorCode: 'login.method.disabled' });
    }
  });

  it('turns the demo LINE code into the session token the LINE login accepts', async () => {
    const answer = await relayCall<LineVerification>(
      api,
      'WPS3RD_verifyLineCode',
      { code: 'demo-line-code', redirectUri: 'https://m.example.test/m/home' },
      { merchant },
    );
    if (!tenant.auth.line) {
      expect(answer.body.errorCode).toBe('login.method.disabled');
      return;
    }
    expect(valueOf(answer)).toEqual({
      lineSessionToken: DEMO_LINE_TOKEN,
      name: expect.any(String),
      picture: `/m/brand/${merchant}/icon-192.png`,
    });
    const wrong = await relayCall(
      api,
      'WPS3RD_verifyLineCode',
      { code: 'x', redirectUri: 'https://m.example.test/m/home' },
      { merchant },
    );
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'line_invalid_token' });
  });

  it('refreshes Maya tokens only in the tenant Maya environment', async () => {
    const maya = tenant.auth.maya;
    const answer = await relayCall<MayaTokens>(
      api,
      'WPS3RD_refreshMayaTokens',
      { env: maya?.env ?? 'SANDBOX' },
      { merchant },
    );
    if (!maya?.enabled) {
      expect(answer.body.errorCode).toBe('login.method.disabled');
      return;
    }
    expect(valueOf(answer)).toEqual({
      sessionId: DEMO_MAYA_SESSION,
      expiresAt: FIXED_NOW / 1000 + 3600,
    });
    const other = maya.env === 'SANDBOX' ? 'PRODUCTION' : 'SANDBOX';
    const wrong = await relayCall(api, 'WPS3RD_refreshMayaTokens', { env: other }, { merchant });
    expect(wrong.body.errorCode).toBe('maya.env.mismatch');
  });

  it('opens the platform chat when CBS3 is on, which clears the unread count', async () => {
    const unread = await relayCall<number>(api, 'CBS_unreadCount', {}, asMember);
    const launch = await relayCall<ChatLaunch>(api, 'CBS_launchChat', {}, asMember);
    if (!tenant.flags.CBS3) {
      expect(unread.body.errorCode).toBe('cbs.not.enabled');
      expect(launch.body.errorCode).toBe('cbs.not.enabled');
      return;
    }
    expect(valueOf(unread)).toBeGreaterThanOrEqual(1);
    expect(valueOf(unread)).toBeLessThanOrEqual(3);
    expect(new URL(valueOf(launch).chatUrl).protocol).toBe('https:');
    expect(valueOf(await relayCall<number>(api, 'CBS_unreadCount', {}, asMember))).toBe(0);
  });

  it('binds, subscribes and unsubscribes a push token when push is on', async () => {
    const token = `fcm-${merchant}`;
    const bind = await relayCall<boolean>(
      api,
      'CSP_fcmBind',
      { registrationToken: token },
      asMember,
    );
    if (!tenant.push?.enabled) {
      expect(bind.body.errorCode).toBe('push.not.enabled');
      return;
    }
    expect(valueOf(bind)).toBe(true);
    await relayCall(
      api,
      'CSP_fcmSubscribe',
      { registrationToken: token, topic: 'ALL' },
      { merchant },
    );
    const registration = relayStateOf(api.state).fcm.get(merchant)?.get(token);
    expect(registration?.memberId).toEqual(expect.any(Number));
    expect([...(registration?.topics ?? [])]).toEqual(['ALL']);

    await relayCall(
      api,
      'CSP_fcmUnsubscribe',
      { registrationToken: token, unsubscribeAll: false },
      { merchant },
    );
    expect(registration?.topics.size).toBe(0);
    await relayCall(
      api,
      'CSP_fcmUnsubscribe',
      { registrationToken: token, unsubscribeAll: true },
      { merchant },
    );
    expect(relayStateOf(api.state).fcm.get(merchant)?.has(token)).toBe(false);
  });
});

describe('relay checks of member services', () => {
  it('subscribes only to the topic ALL', async () => {
    const answer = await relayCall(api, 'CSP_fcmSubscribe', {
      registrationToken: 't',
      topic: 'NEWS',
    });
    expect(answer.body.errorCode).toBe('param.invalid');
  });

  it('saves member info by auth key and refuses an empty key', async () => {
    const saved = await relayCall<boolean>(api, 'WPSCORE_saveMemberInfoByAuthKey', {
      authKey: 'chat-key-1',
      customerName: 'member1',
    });
    expect(valueOf(saved)).toBe(true);
    expect(relayStateOf(api.state).memberInfo.get('demo:chat-key-1')).toEqual({
      authKey: 'chat-key-1',
      customerName: 'member1',
    });
    const refused = await relayCall(api, 'WPSCORE_saveMemberInfoByAuthKey', { authKey: ' ' });
    expect(refused.body.errorCode).toBe('auth.key.invalid');
  });

  it('accepts a LINE access token instead of a code', async () => {
    const answer = await relayCall<LineVerification>(api, 'WPS3RD_verifyLineCode', {
      accessToken: 'demo-line-access-token',
    });
    expect(valueOf(answer).lineSessionToken).toBe(DEMO_LINE_TOKEN);
  });

  it('refuses a LINE code whose redirect leaves the app', async () => {
    const answer = await relayCall(api, 'WPS3RD_verifyLineCode', {
      code: 'demo-line-code',
      redirectUri: 'https://evil.example/callback',
    });
    expect(answer.body.errorCode).toBe('line_invalid_token');
  });
});

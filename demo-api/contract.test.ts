import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/ApiError.ts';
import { getDownloadSetting } from '../src/api/calls/download.ts';
import {
  getGameMatches,
  getGameVendorCatalogue,
  launchLottery,
  trialLaunchGame,
} from '../src/api/calls/games.ts';
import {
  getBanners,
  getListAnnouncements,
  getMerchantAvailablePromotions,
  getPromoCodeEnable,
  getPromotionCategories,
} from '../src/api/calls/promotions.ts';
import { bindFcmToken, subscribeFcmTopic, unsubscribeFcm } from '../src/api/calls/push.ts';
import {
  getTelegramLoginSetting,
  refreshMayaTokens,
  saveMemberInfoByAuthKey,
  verifyLineCode,
} from '../src/api/calls/social.ts';
import {
  buildCollectBeacon,
  collect,
  getCountryInfo,
  getDomainRoute,
  getWebManifest,
  registerGeetest,
} from '../src/api/calls/system.ts';
import { getCustomerServiceScript, getUnreadCount, launchChat } from '../src/api/calls/support.ts';
import { getPlayerRankProgress } from '../src/api/calls/vip.ts';
import type { ApiClient, GetOptions, RelayOptions, SendOptions } from '../src/api/types.ts';
import { createDemoApi } from './createDemoApi.ts';
import type { DemoApi } from './createDemoApi.ts';
import type { Envelope } from './envelope.ts';
import { RELAY_NAMES } from './routes/relay.ts';
import { qaToken } from './sessions.ts';
import { FIXED_NOW, repoTenants } from './testSupport.ts';

interface Context {
  merchant: string;
  token?: string;
  language?: string;
  /** What the client's image-format rule picked (spec 5). */
  ext?: 'webp' | 'avif';
}

/**
 * An ApiClient that sends each call to the demo app as the real client would: the context
 * headers, the query, ext for image-aware calls, JSON bodies, /wps/relay/<name> for relays.
 * It records what it sent, so the test sees which routes the typed functions reach.
 */
function forwardingApi(demo: DemoApi, context: Context) {
  const sent: string[] = [];
  const send = async (
    method: string,
    path: string,
    options: (GetOptions & SendOptions & RelayOptions) | undefined,
    body?: unknown,
  ): Promise<Response> => {
    const url = new URL(path, 'http://127.0.0.1');
    for (const [key, value] of Object.entries(options?.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    if (options?.imageAware && context.ext) url.searchParams.set('ext', context.ext);
    const headers = new Headers({ Merchant: context.merchant, Language: context.language ?? 'EN' });
    if (context.token) headers.set('Authorization', context.token);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    sent.push(`${method} ${url.pathname}`);
    return demo.app.fetch(
      new Request(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  };
  const unwrap = async <T>(path: string, res: Response): Promise<T> => {
    const envelope = (await res.json()) as Envelope<T>;
    if (!envelope.success) {
      throw new ApiError({
        path,
        kind: res.ok ? 'server' : 'http',
        status: res.status,
        errorCode: envelope.errorCode,
        message: envelope.message,
      });
    }
    return envelope.value as T;
  };
  const api: ApiClient = {
    get: async (path, options) => unwrap(path, await send('GET', path, options)),
    getJson: async <T>(path: string, options?: GetOptions) =>
      (await (await send('GET', path, options)).json()) as T,
    post: async (path, data, options) => unwrap(path, await send('POST', path, options, data)),
    put: async (path, data, options) => unwrap(path, await send('PUT', path, options, data)),
    delete: async (path, data, options) => unwrap(path, await send('DELETE', path, options, data)),
    relay: async (name, data, options) => {
      const path = `/wps/relay/${name}`;
      return unwrap(path, await send('POST', path, options, data ?? {}));
    },
  };
  return { api, sent };
}

const tenants = repoTenants();
const demo = createDemoApi({ tenants, now: () => FIXED_NOW });

describe('each typed call reaches the route the demo API serves', () => {
  it('covers every relay the demo serves, and each answers its typed shape', async () => {
    const { api, sent } = forwardingApi(demo, {
      merchant: 'demo',
      token: qaToken('demo', 'member1'),
      ext: 'webp',
    });

    const promotions = await getMerchantAvailablePromotions(api);
    expect(Object.keys(promotions).sort()).toEqual(
      ['APP_DOWNLOAD', 'LOGIN', 'MISSION', 'REFERRAL', 'SAVIOR'].sort(),
    );
    const announcements = await getListAnnouncements(api, {
      types: ['POPUP'],
      platform: 'MOBILE',
      category: null,
    });
    expect(announcements[0]?.image).toMatch(/\.webp$/);
    expect((await getBanners(api)).map((b) => b.linkageType).sort()).toEqual(
      ['G', 'G', 'P', 'URL', 'URL', 'URL'].sort(),
    );
    expect((await getPromotionCategories(api)).length).toBeGreaterThan(0);
    expect(await getPromoCodeEnable(api)).toBe(true);

    const catalogue = await getGameVendorCatalogue(api);
    expect(catalogue.lanes.length).toBeGreaterThanOrEqual(3);
    const free = catalogue.lanes
      .flatMap((l) => l.categories.flatMap((c) => c.cards))
      .find((card) => card.freeplay);
    const trial = await trialLaunchGame(api, {
      gameId: 'demo-slot',
      nodeId: free?.nodeId ?? '',
      platform: 'MOBILE',
    });
    expect(trial.gameUrl).toMatch(/^\/m\/demo-game\.html\?/);
    expect(Array.isArray(await getGameMatches(api))).toBe(true);

    const progress = await getPlayerRankProgress(api);
    expect(progress.playerRankProgress.labelId).toBe(1);
    expect((await getCustomerServiceScript(api)).entries.length).toBeGreaterThan(0);
    expect(typeof (await getUnreadCount(api))).toBe('number');
    expect((await launchChat(api)).chatUrl).toMatch(/^https:\/\//);
    const download = await getDownloadSetting(api, { domain: '127.0.0.1' });
    expect(download.links.length).toBeGreaterThan(0);
    // The popup banners' images, as resources (spec 3, shared settings).
    expect(download.resources).toEqual([
      { resourceType: 'm_popup1', url: '/m/brand/demo/m_popup1.svg' },
      { resourceType: 'm_popup2', url: '/m/brand/demo/m_popup2.svg' },
    ]);

    expect(await getTelegramLoginSetting(api)).toEqual({
      botId: '7000000001',
      authDomain: 'https://tg.demo-casino.test',
    });
    const line = await verifyLineCode(api, {
      code: 'demo-line-code',
      redirectUri: 'http://127.0.0.1/m/home',
    });
    expect(line.lineSessionToken).toEqual(expect.any(String));
    expect((await refreshMayaTokens(api, { env: 'SANDBOX' })).sessionId).toEqual(
      expect.any(String),
    );
    expect(await saveMemberInfoByAuthKey(api, { authKey: 'k-1', customerName: 'member1' })).toBe(
      true,
    );

    expect(await bindFcmToken(api, { registrationToken: 'fcm-contract' })).toBe(true);
    expect(await subscribeFcmTopic(api, 'fcm-contract')).toBe(true);
    expect(
      await unsubscribeFcm(api, { registrationToken: 'fcm-contract', unsubscribeAll: true }),
    ).toBe(true);

    const relayed = new Set(sent.filter((s) => s.startsWith('POST /wps/relay/')));
    expect([...relayed].sort()).toEqual(RELAY_NAMES.map((n) => `POST /wps/relay/${n}`).sort());
  });

  it('launches the SEA lottery and the VN lottery with its label name', async () => {
    const sea = forwardingApi(demo, { merchant: 'demo', token: qaToken('demo', 'member1') });
    const seaLaunch = await launchLottery(sea.api, {
      variant: 'SEA',
      lottoArea: 'SEA',
      lottoGameCode: 'SEA_5D',
      lottoView: 'lobby',
      hasLobby: true,
      backUrl: '/m/home',
    });
    expect(seaLaunch.gameUrl).toMatch(/^\/m\/demo-game\.html\?game=SEA_5D&/);

    const vn = forwardingApi(demo, {
      merchant: 'vn-lotto',
      token: qaToken('vn-lotto', 'member1'),
    });
    const vnLaunch = await launchLottery(vn.api, {
      variant: 'VN',
      lottoArea: 'VN',
      lottoGameCode: 'VN_NORTH',
      lottoView: 'betting',
      hasLobby: false,
      backUrl: '/m/game',
      lottoPrizeMode: 'STANDARD',
      labelName: 'Đồng',
    });
    expect(vnLaunch.gameUrl).toContain('back=%2Fm%2Fgame');
    expect([...sea.sent, ...vn.sent]).toEqual([
      'GET /wps/game/launchGame',
      'GET /wps/game/launchGame',
    ]);
  });

  it('reads the system calls', async () => {
    const { api, sent } = forwardingApi(demo, { merchant: 'th-line' });
    expect((await getCountryInfo(api)).countryCode).toBe('TH');
    expect((await getDomainRoute(api)).domainList).toEqual([
      { domainName: 'https://m.lannaplay.test' },
    ]);
    const captcha = await registerGeetest(api, { t: FIXED_NOW });
    expect(captcha).toMatchObject({ gt: '6ddbf38dd0f87af69cc0f89c3d64d952', success: 1 });
    await expect(collect(api, { merchant: 'th-line', value: '{"e":"open"}' })).resolves.toBe(
      undefined,
    );
    expect((await getWebManifest(api, 'th-line')).short_name).toEqual(expect.any(String));
    expect(sent).toEqual([
      'GET /wps/system/country',
      'GET /wps/system/domainRoute',
      'GET /wps/captcha/geetest',
      'POST /wps/system/collect',
      'GET /wps/system/manifest.json',
    ]);
  });

  it('sends the beacon body the collect route accepts without headers', async () => {
    const { url, body } = buildCollectBeacon({ merchant: 'pk-urdu', value: '{"e":"visit"}' });
    const res = await demo.app.fetch(
      new Request(`http://127.0.0.1${url}`, { method: 'POST', body }),
    );
    expect(await res.json()).toMatchObject({ success: true });
  });

  it('rejects a member-only call without a session as the catalogue expects', async () => {
    const { api } = forwardingApi(demo, { merchant: 'demo' });
    await expect(getPlayerRankProgress(api)).rejects.toMatchObject({
      errorCode: 'customer.not.login',
      status: 401,
    });
  });
});

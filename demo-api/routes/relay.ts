import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AnnouncementCategory, AnnouncementType } from '../../src/api/calls/promotions.ts';
import { FCM_TOPIC_ALL } from '../../src/api/calls/push.ts';
import { requireMember } from '../auth.ts';
import { failure, ok } from '../envelope.ts';
import { merchant } from '../merchant.ts';
import type { MerchantEnv } from '../merchant.ts';
import {
  ANNOUNCEMENT_CATEGORIES,
  ANNOUNCEMENT_TYPES,
  listAnnouncements,
} from '../data/announcements.ts';
import { banners } from '../data/banners.ts';
import {
  sizedAnnouncements,
  sizedBanners,
  sizedCatalogue,
  sizedCustomerService,
  sizedPromotionCategories,
} from '../data/sizedContent.ts';
import { contentSizeOf } from '../contentSize.ts';
import { customerServiceScript } from '../data/customerService.ts';
import { primaryHost } from '../data/domains.ts';
import { downloadSetting } from '../data/downloads.ts';
import { gameCatalogue, offersTrial, vendorByNode } from '../data/gameCatalogue.ts';
import { DEFAULT_MATCH_COUNT, gameMatches } from '../data/gameMatches.ts';
import { requestExt } from '../data/images.ts';
import { requestLanguage } from '../data/language.ts';
import { demoGameUrl } from '../data/lottery.ts';
import { readBody, text } from '../data/params.ts';
import type { Body } from '../data/params.ts';
import { newPlatformChat, openPlatformChat, waitingMessages } from '../data/platformChat.ts';
import { availablePromotions, promoCodeEnabled, promotionCategories } from '../data/promotions.ts';
import { rankProgress } from '../data/rankProgress.ts';
import { fcmRegistrations, relayStateOf } from '../data/relayState.ts';
import { refreshMaya, telegramSetting, verifyLine } from '../data/social.ts';
import type { Outcome } from '../data/social.ts';
import type { DemoState } from '../state.ts';

/** Every relay call the demo serves; the handler table must cover each (checked by the type). */
export const RELAY_NAMES = [
  'MCSFE_getMerchantAvailablePromotions',
  'MCSFE_getListAnnouncements',
  'MCSFE_getBanners',
  'PROMOFE_getPromotionAnnouncementCategory',
  'PROMOFE_getPromoCodeEnable',
  'GCS_gameTrialLaunch',
  'GCSGAME_newGameVendor',
  'GCSGAME_getGameMatchV2',
  'MCSFE_getPlayerRankProgress',
  'WPSCORE_getCustomerServiceScript',
  'CBS_launchChat',
  'CBS_unreadCount',
  'WPSCORE_getDownloadSetting',
  'WPSCORE_getTelegramLoginSetting',
  'WPS3RD_verifyLineCode',
  'WPS3RD_refreshMayaTokens',
  'WPSCORE_saveMemberInfoByAuthKey',
  'CSP_fcmBind',
  'CSP_fcmSubscribe',
  'CSP_fcmUnsubscribe',
] as const;
export type RelayName = (typeof RELAY_NAMES)[number];

export interface RelayRoutesDeps {
  state: DemoState;
  now: () => number;
}

type RelayContext = Context<MerchantEnv>;
type RelayHandler = (c: RelayContext, body: Body) => Response | Promise<Response>;

const MAX_MATCHES = 50;

const invalid = (c: RelayContext, message: string) =>
  c.json(failure('param.invalid', message), 400);

const answer = <T>(c: RelayContext, outcome: Outcome<T>) =>
  outcome.ok ? c.json(ok(outcome.value)) : c.json(failure(outcome.errorCode, outcome.message));

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** `platform`, when sent, must be MOBILE (the only platform this front end is). */
const badPlatform = (body: Body): boolean =>
  body.platform !== undefined && body.platform !== 'MOBILE';

/**
 * The relay calls of spec 7 at POST /wps/relay/<name>, answered from the tenant file (see
 * docs/api-calls.md). Every one needs the merchant; member-only ones go through requireMember.
 */
export function relayRoutes({ state, now }: RelayRoutesDeps): Hono<MerchantEnv> {
  const routes = new Hono<MerchantEnv>();
  const withMerchant = merchant(state.tenants);
  const relay = relayStateOf(state);
  // How much content the request's merchant has (demo-api/contentSize.ts).
  const sizeOf = (c: RelayContext) => contentSizeOf(c.req.raw, state.contentSize);
  const platformChatOf = (c: RelayContext, memberId: number) => {
    const key = `${c.var.tenant.merchantCode}:${memberId}`;
    let chat = relay.platformChat.get(key);
    if (!chat) relay.platformChat.set(key, (chat = newPlatformChat(key)));
    return chat;
  };

  const handlers: Record<RelayName, RelayHandler> = {
    MCSFE_getMerchantAvailablePromotions: (c) => c.json(ok(availablePromotions(c.var.tenant))),

    MCSFE_getListAnnouncements: (c, body) => {
      const types = body.types ?? [];
      if (!Array.isArray(types) || !types.every((t) => isOneOf(ANNOUNCEMENT_TYPES, t))) {
        return invalid(c, `types must be a list of ${ANNOUNCEMENT_TYPES.join(', ')}`);
      }
      const category = body.category ?? null;
      if (category !== null && !isOneOf(ANNOUNCEMENT_CATEGORIES, category)) {
        return invalid(c, `category must be null or one of ${ANNOUNCEMENT_CATEGORIES.join(', ')}`);
      }
      if (body.platform !== 'MOBILE') return invalid(c, 'platform must be MOBILE');
      const tenant = c.var.tenant;
      const ext = requestExt(c, body);
      const query = {
        types: types as AnnouncementType[],
        category: category as AnnouncementCategory | null,
        language: requestLanguage(c, tenant),
        ext,
        now: now(),
      };
      // The merchant's whole list grown to the request's size, then the query's filter.
      const all = listAnnouncements(tenant, { ...query, types: [], category: null });
      return c.json(
        ok(
          sizedAnnouncements(tenant, all, sizeOf(c), ext).filter(
            (a) =>
              (query.types.length === 0 || query.types.includes(a.type)) &&
              (query.category === null || a.category === query.category),
          ),
        ),
      );
    },

    MCSFE_getBanners: (c, body) =>
      badPlatform(body)
        ? invalid(c, 'platform must be MOBILE')
        : c.json(
            ok(
              sizedBanners(
                c.var.tenant,
                banners(c.var.tenant, requestLanguage(c, c.var.tenant)),
                sizeOf(c),
              ),
            ),
          ),

    PROMOFE_getPromotionAnnouncementCategory: (c) =>
      c.json(
        ok(
          sizedPromotionCategories(
            c.var.tenant,
            promotionCategories(c.var.tenant, requestLanguage(c, c.var.tenant)),
            sizeOf(c),
          ),
        ),
      ),

    PROMOFE_getPromoCodeEnable: (c) => c.json(ok(promoCodeEnabled(c.var.tenant))),

    GCS_gameTrialLaunch: (c, body) => {
      const gameId = text(body, 'gameId');
      const nodeId = text(body, 'nodeId');
      if (!gameId || !nodeId) return invalid(c, 'gameId and nodeId are required');
      if (body.platform !== 'MOBILE') return invalid(c, 'platform must be MOBILE');
      const tenant = c.var.tenant;
      const vendor = vendorByNode(tenant, nodeId);
      if (!vendor || !offersTrial(tenant, vendor)) {
        return c.json(failure('game.trial.unavailable', 'This game has no trial play'));
      }
      const gameUrl = demoGameUrl({
        game: gameId,
        back: '/m/home',
        language: requestLanguage(c, tenant),
        title: vendor.name,
        trial: true,
      });
      return c.json(ok({ gameUrl }));
    },

    GCSGAME_newGameVendor: (c, body) => {
      if (badPlatform(body)) return invalid(c, 'platform must be MOBILE');
      const tenant = c.var.tenant;
      const ext = requestExt(c, body);
      const data = gameCatalogue(tenant, requestLanguage(c, tenant), ext);
      return c.json(ok({ data: sizedCatalogue(tenant, data, sizeOf(c), ext) }));
    },

    GCSGAME_getGameMatchV2: (c, body) => {
      const size = body.size ?? DEFAULT_MATCH_COUNT;
      if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > MAX_MATCHES) {
        return invalid(c, `size must be a whole number from 1 to ${MAX_MATCHES}`);
      }
      if (badPlatform(body)) return invalid(c, 'platform must be MOBILE');
      const tenant = c.var.tenant;
      return c.json(ok(gameMatches(tenant, requestLanguage(c, tenant), now(), size)));
    },

    MCSFE_getPlayerRankProgress: async (c) => {
      const member = await requireMember(c, state);
      if (member instanceof Response) return member;
      return c.json(ok(rankProgress(c.var.tenant, member)));
    },

    WPSCORE_getCustomerServiceScript: (c) =>
      c.json(ok(sizedCustomerService(customerServiceScript(c.var.tenant), sizeOf(c)))),

    CBS_launchChat: async (c) => {
      const member = await requireMember(c, state);
      if (member instanceof Response) return member;
      const tenant = c.var.tenant;
      if (!tenant.flags.CBS3) return c.json(failure('cbs.not.enabled', 'Chat is not enabled'));
      openPlatformChat(platformChatOf(c, member.id), now());
      const params = new URLSearchParams({
        merchant: tenant.merchantCode,
        member: String(member.id),
      });
      return c.json(
        ok({ chatUrl: `https://${primaryHost(tenant)}/cbs/chat?${params.toString()}` }),
      );
    },

    CBS_unreadCount: async (c) => {
      const member = await requireMember(c, state);
      if (member instanceof Response) return member;
      if (!c.var.tenant.flags.CBS3)
        return c.json(failure('cbs.not.enabled', 'Chat is not enabled'));
      return c.json(ok(waitingMessages(platformChatOf(c, member.id), now())));
    },

    WPSCORE_getDownloadSetting: (c, body) => {
      if (!text(body, 'domain')) return invalid(c, 'domain is required');
      const tenant = c.var.tenant;
      return c.json(ok(downloadSetting(tenant, requestLanguage(c, tenant))));
    },

    WPSCORE_getTelegramLoginSetting: (c) => answer(c, telegramSetting(c.var.tenant)),

    WPS3RD_verifyLineCode: (c, body) => answer(c, verifyLine(c.var.tenant, body)),

    WPS3RD_refreshMayaTokens: (c, body) => answer(c, refreshMaya(c.var.tenant, body.env, now())),

    WPSCORE_saveMemberInfoByAuthKey: (c, body) => {
      const authKey = text(body, 'authKey');
      if (!authKey) return c.json(failure('auth.key.invalid', 'authKey is required'));
      const info = { authKey } as { authKey: string } & Record<string, string>;
      for (const key of ['customerName', 'mobileNum', 'email']) {
        const value = text(body, key);
        if (value) info[key] = value;
      }
      relay.memberInfo.set(`${c.var.tenant.merchantCode}:${authKey}`, info);
      return c.json(ok(true));
    },

    CSP_fcmBind: async (c, body) => {
      const member = await requireMember(c, state);
      if (member instanceof Response) return member;
      const token = text(body, 'registrationToken');
      if (!token) return invalid(c, 'registrationToken is required');
      if (!c.var.tenant.push?.enabled) return c.json(failure('push.not.enabled', 'Push is off'));
      const registrations = fcmRegistrations(relay, c.var.tenant.merchantCode);
      const topics = registrations.get(token)?.topics ?? new Set<string>();
      registrations.set(token, { memberId: member.id, topics });
      return c.json(ok(true));
    },

    CSP_fcmSubscribe: (c, body) => {
      const token = text(body, 'registrationToken');
      if (!token) return invalid(c, 'registrationToken is required');
      if (body.topic !== FCM_TOPIC_ALL) return invalid(c, `topic must be ${FCM_TOPIC_ALL}`);
      if (!c.var.tenant.push?.enabled) return c.json(failure('push.not.enabled', 'Push is off'));
      const registrations = fcmRegistrations(relay, c.var.tenant.merchantCode);
      const registration = registrations.get(token) ?? { memberId: null, topics: new Set() };
      registration.topics.add(FCM_TOPIC_ALL);
      registrations.set(token, registration);
      return c.json(ok(true));
    },

    CSP_fcmUnsubscribe: (c, body) => {
      const token = text(body, 'registrationToken');
      if (!token) return invalid(c, 'registrationToken is required');
      if (typeof body.unsubscribeAll !== 'boolean')
        return invalid(c, 'unsubscribeAll must be a boolean');
      const registrations = fcmRegistrations(relay, c.var.tenant.merchantCode);
      // unsubscribeAll also drops the member binding; otherwise only the topic goes.
      if (body.unsubscribeAll) registrations.delete(token);
      else registrations.get(token)?.topics.delete(FCM_TOPIC_ALL);
      return c.json(ok(true));
    },
  };

  for (const name of RELAY_NAMES) {
    const handler = handlers[name];
    routes.post(`/wps/relay/${name}`, withMerchant, async (c) => {
      const body = await readBody(c);
      if (!body) return invalid(c, 'The body must be a JSON object');
      return handler(c, body);
    });
  }
  return routes;
}

import { barePath } from './url';

/** Client marker header sent on every call (spec 7). */
export const CLIENT_MARKER = { 'X-Client': 'mobile-web' } as const;

/** The headers that depend on the current state, read for every request. */
export interface ContextHeaders {
  Merchant: string;
  Language: string;
  /** The session token; absent for a visitor. */
  Authorization?: string | null;
}

/**
 * spec 7: login, register and captcha paths never carry the session token, so a stale token
 * cannot reach the calls that create a new one.
 */
const NO_TOKEN_PREFIXES = ['/wps/session/login', '/wps/member/register', '/wps/captcha/'];
const NO_TOKEN_PATHS = new Set([
  '/wps/verification/sms/noLogin',
  '/wps/session/key/rsa',
  // spec 6: announcements and promotions are requested without authorization: the marquee and
  // its announcements, the promotion categories (the promotions page and the activity page),
  // the home's banners and the promo-code switch are the same for every member. (The available
  // promotions relay answers per member, so it keeps the token; docs/api-calls.md.)
  '/wps/relay/MCSFE_getListAnnouncements',
  '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
  '/wps/relay/MCSFE_getBanners',
  '/wps/relay/PROMOFE_getPromoCodeEnable',
]);

export function attachesToken(path: string): boolean {
  const bare = barePath(path);
  return !NO_TOKEN_PATHS.has(bare) && !NO_TOKEN_PREFIXES.some((p) => bare.startsWith(p));
}

export interface HeaderInput {
  path: string;
  context: ContextHeaders;
  /** The caller's own headers; they win over the context ones. */
  extra?: Record<string, string>;
  /** Set for a request with a body (JSON, or the encryptor's). */
  json?: boolean;
  noCache?: boolean;
}

export function requestHeaders({
  path,
  context,
  extra,
  json,
  noCache,
}: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...CLIENT_MARKER,
    Merchant: context.Merchant,
    Language: context.Language,
  };
  if (context.Authorization && attachesToken(path)) headers.Authorization = context.Authorization;
  if (json) headers['Content-Type'] = 'application/json';
  if (noCache) headers['Cache-Control'] = 'no-cache';
  return { ...headers, ...extra };
}

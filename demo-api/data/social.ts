import type {
  LineVerification,
  MayaTokens,
  TelegramLoginSetting,
} from '../../src/api/calls/social.ts';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';
import { DEMO_LINE_TOKEN, DEMO_MAYA_SESSION } from '../social.ts';

/** The LINE authorization code (and access token) the demo accepts. */
export const DEMO_LINE_CODE = 'demo-line-code';
export const DEMO_LINE_ACCESS_TOKEN = 'demo-line-access-token';
/** How long a refreshed Maya session lasts. */
export const MAYA_SESSION_SECONDS = 3600;
/** Refused because the merchant does not offer this sign-in (the session calls use it too). */
const DISABLED = 'login.method.disabled';

export type Outcome<T> = { ok: true; value: T } | { ok: false; errorCode: string; message: string };

const fail = <T>(errorCode: string, message: string): Outcome<T> => ({
  ok: false,
  errorCode,
  message,
});

/** WPSCORE_getTelegramLoginSetting from auth.telegram. */
export function telegramSetting(tenant: TenantConfig): Outcome<TelegramLoginSetting> {
  const telegram = tenant.auth.telegram;
  if (!telegram) return fail(DISABLED, 'Telegram sign-in is not offered here');
  return { ok: true, value: { botId: telegram.botId, authDomain: telegram.authDomain } };
}

/** A LINE redirect must return to the app: an http(s) address whose path is under /m/. */
function isAppRedirect(uri: string): boolean {
  try {
    const url = new URL(uri);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname.startsWith('/m/')
    );
  } catch {
    return false;
  }
}

/**
 * WPS3RD_verifyLineCode: `demo-line-code` (with a redirect back into the app) or
 * `demo-line-access-token` gives the demo LINE session token, the one POST
 * /wps/session/login/line accepts (demo-api/social.ts); anything else is line_invalid_token.
 */
export function verifyLine(
  tenant: TenantConfig,
  body: Readonly<Record<string, unknown>>,
): Outcome<LineVerification> {
  if (!tenant.auth.line) return fail(DISABLED, 'LINE sign-in is not offered here');
  const { code, redirectUri, accessToken } = body;
  const valid =
    (code === DEMO_LINE_CODE && typeof redirectUri === 'string' && isAppRedirect(redirectUri)) ||
    (code === undefined && accessToken === DEMO_LINE_ACCESS_TOKEN);
  if (!valid) return fail('line_invalid_token', 'The LINE code is invalid or expired');
  return {
    ok: true,
    value: {
      lineSessionToken: DEMO_LINE_TOKEN,
      name: 'LINE Demo',
      picture: `/m/brand/${encodeURIComponent(tenant.merchantCode)}/icon-192.png`,
    },
  };
}

/**
 * WPS3RD_refreshMayaTokens: when Maya is on and env is the merchant's, the demo wallet session
 * (the one POST /wps/session/login/maya accepts) with a fresh expiry.
 */
export function refreshMaya(tenant: TenantConfig, env: unknown, now: number): Outcome<MayaTokens> {
  const maya = tenant.auth.maya;
  if (!maya?.enabled) return fail(DISABLED, 'Maya sign-in is not offered here');
  if (env !== maya.env) return fail('maya.env.mismatch', `env must be ${maya.env}`);
  return {
    ok: true,
    value: {
      sessionId: DEMO_MAYA_SESSION,
      expiresAt: Math.floor(now / 1000) + MAYA_SESSION_SECONDS,
    },
  };
}

import type { ApiClient } from '../types';
import type { CallOptions } from './options';

/** spec 3: Telegram setting. The hidden frame loads <authDomain>/common/v.1.0.1/tg-auth-web.html. */
export interface TelegramLoginSetting {
  botId: string;
  authDomain: string;
}

/** WPSCORE_getTelegramLoginSetting; fails when the merchant has no Telegram login. */
export async function getTelegramLoginSetting(
  api: ApiClient,
  options: CallOptions = {},
): Promise<TelegramLoginSetting> {
  return api.relay<TelegramLoginSetting>(
    'WPSCORE_getTelegramLoginSetting',
    {},
    {
      ...options,
      cache: true,
    },
  );
}

/** The LINE authorization code and the redirect it was issued for, or a LINE access token. */
export type VerifyLineCodeRequest = { code: string; redirectUri: string } | { accessToken: string };

/** spec 3: chat-app login state; the token is then sent to POST /wps/session/login/line. */
export interface LineVerification {
  lineSessionToken: string;
  name: string;
  picture: string;
}

/** WPS3RD_verifyLineCode; a bad code fails with line_invalid_token (spec 8). */
export async function verifyLineCode(
  api: ApiClient,
  params: VerifyLineCodeRequest,
  options: CallOptions = {},
): Promise<LineVerification> {
  return api.relay<LineVerification>('WPS3RD_verifyLineCode', params, options);
}

export type MayaEnv = 'SANDBOX' | 'PRODUCTION';

export interface RefreshMayaTokensRequest {
  env: MayaEnv;
}

/**
 * WPS3RD_refreshMayaTokens. The spec does not show the answer; chosen: a fresh wallet-app
 * session id (sent with env to POST /wps/session/login/maya) and its expiry in epoch seconds.
 */
export interface MayaTokens {
  sessionId: string;
  expiresAt: number;
}

export async function refreshMayaTokens(
  api: ApiClient,
  params: RefreshMayaTokensRequest,
  options: CallOptions = {},
): Promise<MayaTokens> {
  return api.relay<MayaTokens>('WPS3RD_refreshMayaTokens', params, options);
}

/**
 * WPSCORE_saveMemberInfoByAuthKey. The spec shows neither payload nor answer; chosen: the chat
 * auth key (the "auth key for chat" call's value) with the member details the chat widget shows,
 * answering true once saved.
 */
export interface SaveMemberInfoRequest {
  authKey: string;
  customerName?: string;
  mobileNum?: string;
  email?: string;
}

export async function saveMemberInfoByAuthKey(
  api: ApiClient,
  params: SaveMemberInfoRequest,
  options: CallOptions = {},
): Promise<boolean> {
  return api.relay<boolean>('WPSCORE_saveMemberInfoByAuthKey', params, options);
}

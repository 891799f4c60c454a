/** What the hidden Telegram frame is loaded with (spec 2; INTEGRATIONS.md 1). */
export interface TelegramFrameRequest {
  botId: string;
  /** The provider auth domain, from WPSCORE_getTelegramLoginSetting or auth.telegram. */
  authDomain: string;
  /** This page's origin: the frame posts its result to it. */
  pageOrigin: string;
  /** The member's language, lower case (Telegram's lang). */
  language: string;
}

/** The frame to load, and the only origin whose messages are its result. */
export interface TelegramFrame {
  src: string;
  origin: string;
}

/**
 * Telegram behind one interface: the hidden frame whose page signs the member in with Telegram
 * and posts the result, `#tgAuthResult=<base64url JSON>`, to this page.
 */
export interface TelegramAdapter {
  frame(request: TelegramFrameRequest): TelegramFrame;
}

/** spec 2: the messaging-app widget's hidden frame, on the provider's auth domain. */
export const TELEGRAM_FRAME_PATH = '/common/v.1.0.1/tg-auth-web.html';

/** The frame's query: which bot, which page gets the result, which language. */
export function frameQuery(request: TelegramFrameRequest): string {
  return new URLSearchParams({
    bot_id: request.botId,
    origin: request.pageOrigin,
    lang: request.language,
  }).toString();
}

import type { TelegramAdapter } from './TelegramAdapter';
import { TELEGRAM_FRAME_PATH, frameQuery } from './TelegramAdapter';

/** The platform's Telegram auth page on the provider's auth domain (https only). */
export const realTelegram: TelegramAdapter = {
  frame(request) {
    const url = new URL(`${request.authDomain.replace(/\/+$/, '')}${TELEGRAM_FRAME_PATH}`);
    if (url.protocol !== 'https:') throw new Error(`Telegram auth domain must be https: ${url}`);
    url.search = frameQuery(request);
    return { src: url.href, origin: url.origin };
  },
};

import type { TelegramAdapter } from './TelegramAdapter';
import { frameQuery } from './TelegramAdapter';

/**
 * The demo's Telegram: a page of this site (public/demo-telegram-auth.html) that answers at once
 * with demo auth data the demo API accepts (hash demo-valid). Its id is 100000001, bound to
 * member1, unless local storage `demo.telegramId` names another (docs/sign-in.md).
 */
export const fakeTelegram: TelegramAdapter = {
  frame(request) {
    const url = new URL('/m/demo-telegram-auth.html', request.pageOrigin);
    url.search = frameQuery(request);
    return { src: url.href, origin: url.origin };
  },
};

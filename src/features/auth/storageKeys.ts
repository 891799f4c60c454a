/**
 * Local-storage keys of the sign-in feature, also used by the error catalogue's reactions:
 * - autoLogin: '0' turns auto-login off (spec 5: auto-login runs only when it is not '0');
 * - lineSessionToken: the chat-app (LINE) session token;
 * - lineLoginState: spec 3 chat-app login state { name, picture, lineSessionToken };
 * - rememberedLogin: the remembered-login record (spec 3), sealed (rememberedLogin.ts).
 * A logout removes both LINE keys and the remembered password (AuthStore.logout).
 */
export const AUTO_LOGIN_KEY = 'autoLogin';
export const LINE_SESSION_TOKEN_KEY = 'lineSessionToken';
export const LINE_LOGIN_STATE_KEY = 'lineLoginState';
export const REMEMBERED_LOGIN_KEY = 'rememberedLogin';
